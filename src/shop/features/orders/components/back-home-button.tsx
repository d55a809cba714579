import { Link as RouterLink } from "react-router-dom";
import { href } from "@domain/shop-paths.ts";
import { sharedWords } from "@/i18n/shared-words.ts";
import { Button, type ButtonProps } from "@/shop/components/ui/button.tsx";

/** "Volver al inicio": every order page's way out, in the look its place asks for. */
export function BackHomeButton(props: Pick<ButtonProps, "variant" | "size" | "className">) {
  return (
    <Button asChild {...props}>
      <RouterLink to={href("home")}>{sharedWords.backHome}</RouterLink>
    </Button>
  );
}
