import type { CSSProperties } from "react";
import { css } from "@/styled-system/css";

interface ProgressBarProps {
  /** What is progressing, as a screen reader announces it ("Subiendo comprobante"). */
  label: string;
  /** 0 to 100. */
  value: number;
  /** How fast the bar follows the value: quicker for steps the shop makes itself. */
  transitionMs?: number;
}

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

/** A thin determinate progress bar, announced with its label and value. */
export function ProgressBar({ label, value, transitionMs = 120 }: ProgressBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={styles.track}
    >
      <div
        className={styles.fill}
        style={{ "--progress-value": `${value}%`, "--progress-ms": `${transitionMs}ms` } as CSSProperties}
      />
    </div>
  );
}
