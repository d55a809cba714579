/**
 * Order statistics for noisy photo measurements: a median ignores the few highlight, shadow or
 * stray background pixels that would drag a mean away from the color a person actually has.
 */
import type { Lab } from "./color-space.ts";

/** The p-quantile (0–1) with linear interpolation; NaN for no values. */
export function quantile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((x, y) => x - y);
  const position = Math.min(1, Math.max(0, p)) * (sorted.length - 1);
  const below = Math.floor(position);
  const lower = sorted[below] ?? 0;
  const upper = sorted[Math.min(below + 1, sorted.length - 1)] ?? lower;
  return lower + (upper - lower) * (position - below);
}

export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

/** Per-axis median: robust, and close to the cluster's centre when the cluster is compact. */
export function medianLab(colors: readonly Lab[]): Lab {
  return {
    l: median(colors.map((color) => color.l)),
    a: median(colors.map((color) => color.a)),
    b: median(colors.map((color) => color.b)),
  };
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
