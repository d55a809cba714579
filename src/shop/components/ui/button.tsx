/**
 * Chakra's button, statically styled: the `button` recipe of Chakra's preset on an Ark element, so
 * `asChild` puts the look on a router link. Like Chakra's, it is `type="button"` unless told, and
 * `loading` disables it and shows a spinner (with `loadingText` beside it, if given).
 */
import { ark } from "@ark-ui/react/factory";
import { forwardRef, type ComponentProps, type ReactNode } from "react";
import { css, cx } from "@/styled-system/css";
import { styled } from "@/styled-system/jsx";
import { button } from "@/styled-system/recipes";
import { Spinner } from "./spinner.tsx";

const StyledButton = styled(ark.button, button);

type StyledButtonProps = ComponentProps<typeof StyledButton>;

export interface ButtonProps extends StyledButtonProps {
  loading?: boolean;
  loadingText?: ReactNode;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { loading, loadingText, children, disabled, ...rest },
  ref,
) {
  return (
    <StyledButton
      type="button"
      ref={ref}
      {...rest}
      disabled={loading || disabled}
      data-loading={loading ? "" : undefined}
    >
      {!rest.asChild && loading ? <Loading text={loadingText}>{children}</Loading> : children}
    </StyledButton>
  );
});

/** Without text, the spinner sits over the label, which keeps the button's width. */
function Loading({ text, children }: { text?: ReactNode; children: ReactNode }) {
  if (text)
    return (
      <>
        <Spinner size="inherit" borderWidth="0.125em" color="current" />
        {text}
      </>
    );
  return (
    <>
      <styled.span position="absolute" inset="0" display="flex" alignItems="center" justifyContent="center">
        <Spinner size="inherit" borderWidth="0.125em" color="current" />
      </styled.span>
      <styled.span opacity="0">{children}</styled.span>
    </>
  );
}

// Every card and cart line has icon buttons: their own class is computed once, here.
const iconButton = css({ px: "0", py: "0", flexShrink: "0", _icon: { fontSize: "[1.2em]" } });

/** A button that is only an icon: square, the icon a little larger than the text would be. */
export const IconButton = forwardRef<HTMLButtonElement, ButtonProps>(function IconButton(
  { className, ...rest },
  ref,
) {
  return <Button ref={ref} {...rest} className={cx(iconButton, className)} />;
});
