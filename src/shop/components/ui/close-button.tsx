import { X } from "lucide-react";
import { forwardRef } from "react";
import { IconButton, type ButtonProps } from "./button.tsx";

/** Chakra's close button: a small ghost icon button with an ×. Give it an `aria-label`. */
export const CloseButton = forwardRef<HTMLButtonElement, ButtonProps>(function CloseButton(props, ref) {
  return (
    <IconButton ref={ref} variant="ghost" size="sm" {...props}>
      {props.children ?? <X />}
    </IconButton>
  );
});
