import type { CSSProperties } from "react";
import { progressParts } from "@/lib/ui/headless.ts";
import { css } from "@/styled-system/css";

const styles = {
  track: css({ h: "2", bg: "bg.muted", rounded: "full", overflow: "hidden" }),
  fill: css({
    h: "full",
    w: "[var(--progress-value)]",
    bg: "brand.solid",
    rounded: "full",
    transition: "[width var(--progress-ms) linear]",
  }),
};

/**
 * A thin determinate progress bar, announced by its label ("Subiendo comprobante") and its value
 * (0 to 100). `transitionMs`: how fast the fill follows, quicker for steps the shop makes itself.
 */
export function ProgressBar({
  label,
  value,
  transitionMs = 120,
}: {
  label: string;
  value: number;
  transitionMs?: number;
}) {
  const parts = progressParts(label, value);
  const fill = { "--progress-value": parts.fillWidth, "--progress-ms": `${transitionMs}ms` };
  return (
    <div {...parts.track} className={styles.track}>
      <div className={styles.fill} style={fill as CSSProperties} />
    </div>
  );
}
