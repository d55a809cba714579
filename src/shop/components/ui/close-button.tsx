import { X } from "lucide-react";
import { IconButton, type ButtonProps } from "./button.tsx";

/** Chakra's close button: a small ghost icon button with an ×. Give it an `aria-label`. */
export function CloseButton(props: ButtonProps) {
  return (
    <IconButton variant="ghost" size="sm" {...props}>
      {props.children ?? <X />}
    </IconButton>
  );
}
