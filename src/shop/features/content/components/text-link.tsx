import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { Link } from "@/shop/components/ui/link.tsx";
import { css } from "@/styled-system/css";

/** An underlined link inside running text, to a route or a section ("#envios"). */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild variant="underline" className={css({ colorPalette: "brand", fontWeight: "medium" })}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
