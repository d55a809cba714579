/**
 * Chakra's button, statically styled: the `button` recipe of Chakra's preset; with `asChild`, its
 * look on a router link. Like Chakra's, it is `type="button"` unless told, and `loading` disables it
 * and shows a spinner (with `loadingText` beside it, if given).
 */
import type { ReactNode } from "react";
import { css, cx } from "@/styled-system/css";
import { renderAsChild, type AsChildProps } from "./as-child.tsx";
import { RECIPES, withRecipe, type ButtonVariants, type ElementProps } from "./recipe-class.ts";
import { Spinner } from "./spinner.tsx";

export interface ButtonProps extends ElementProps<"button">, AsChildProps, ButtonVariants {
  loading?: boolean;
  loadingText?: ReactNode;
}

export function Button({ loading, loadingText, children, disabled, ...rest }: ButtonProps) {
  return renderAsChild("button", {
    type: rest.asChild ? undefined : "button",
    ...withRecipe(RECIPES.button, rest),
    disabled: loading || disabled,
    "data-loading": loading ? "" : undefined,
    children: !rest.asChild && loading ? <Loading text={loadingText}>{children}</Loading> : children,
  });
}

const styles = {
  spinner: css({ borderWidth: "0.125em", color: "current" }),
  overlay: css({
    position: "absolute",
    inset: "0",
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
  }),
  hidden: css({ opacity: "0" }),
};

/** Without text, the spinner sits over the label, which keeps the button's width. */
function Loading({ text, children }: { text?: ReactNode; children: ReactNode }) {
  const spinner = <Spinner size="inherit" className={styles.spinner} />;
  if (text)
    return (
      <>
        {spinner}
        {text}
      </>
    );
  return (
    <>
      <span className={styles.overlay}>{spinner}</span>
      <span className={styles.hidden}>{children}</span>
    </>
  );
}

// Every card and cart line has icon buttons: their own class is computed once, here.
const iconButton = css({ px: "0", py: "0", flexShrink: "0", _icon: { fontSize: "[1.2em]" } });

/** A button that is only an icon: square, the icon a little larger than the text would be. */
export function IconButton({ className, ...rest }: ButtonProps) {
  return <Button {...rest} className={cx(iconButton, className)} />;
}
