/** Chakra's skeleton: a block that pulses while what it stands for loads. */
import { css, cx } from "@/styled-system/css";
import { stack } from "@/styled-system/patterns";
import { RECIPES, withRecipe, type ElementProps, type SkeletonVariants } from "./recipe-class.ts";

export function Skeleton(props: ElementProps<"div"> & SkeletonVariants) {
  return <div {...withRecipe(RECIPES.skeleton, props)} />;
}

const styles = {
  lines: stack({ width: "full" }),
  line: css({ height: "4", width: "full" }),
  shortLine: css({ height: "4", width: "4/5" }),
};

/** `noOfLines` bars of text, the last one shorter. */
export function SkeletonText({
  noOfLines = 3,
  className,
  ...rest
}: ElementProps<"div"> & { noOfLines?: number }) {
  return (
    <div className={cx(styles.lines, className)} {...rest}>
      {Array.from({ length: noOfLines }, (_, index) => (
        <Skeleton
          key={index}
          className={index === noOfLines - 1 && noOfLines > 1 ? styles.shortLine : styles.line}
        />
      ))}
    </div>
  );
}
