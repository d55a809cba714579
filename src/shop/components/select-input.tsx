import { useFieldContext } from "@ark-ui/react/field";
import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { css, cx } from "@/styled-system/css";
import { input } from "@/styled-system/recipes";

const styles = {
  root: css({ position: "relative", w: "full" }),
  select: cx(
    input(),
    css({ pe: "10", appearance: "none", cursor: "button", _disabled: { cursor: "disabled" } }),
  ),
  chevron: css({
    position: "absolute",
    insetEnd: "3",
    top: "[50%]",
    transform: "translateY(-50%)",
    boxSize: "4",
    color: "fg.muted",
    pointerEvents: "none",
  }),
};

/**
 * A native `<select>` dressed as the shop's inputs. Native on purpose: phones open their own
 * picker, which is the quickest way through 346 comunas, and it costs no extra component code.
 * Inside a `Field.Root` it gets the field's id, label and invalid state like an input.
 */
export function SelectInput({ children, className, ...props }: ComponentProps<"select">) {
  const field = useFieldContext();
  return (
    <div className={styles.root}>
      <select {...field?.getSelectProps()} {...props} className={cx(styles.select, className)}>
        {children}
      </select>
      <ChevronDown className={styles.chevron} aria-hidden />
    </div>
  );
}
