import { css, cx } from "@/styled-system/css";
import { circle, float } from "@/styled-system/patterns";

const styles = {
  float: float({ placement: "top-end", offset: "2" }),
  circle: circle({
    size: "4.5",
    bg: "brand.solid",
    color: "brand.contrast",
    fontSize: "2xs",
    fontWeight: "bold",
  }),
  // The cart's 600 ms pulse (keyframes `badgeBounce`, src/theme/brand.ts).
  bounce: css({ animation: "[badgeBounce 600ms ease-out]" }),
};

/** Count bubble on a header icon; remounts on each change so the bounce plays again. */
export function HeaderBadge({ count, bounce = false }: { count: number; bounce?: boolean }) {
  if (count <= 0) return null;
  return (
    <span className={styles.float}>
      <span
        key={bounce ? count : undefined}
        className={bounce ? cx(styles.circle, styles.bounce) : styles.circle}
        aria-hidden
      >
        {count}
      </span>
    </span>
  );
}
