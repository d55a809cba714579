/**
 * The benchmark's table: each metric's median across runs, the target beside it and
 * whether it is met. Printed as a Markdown table whose columns line up in a terminal too.
 */
import { LOCALE } from "@domain/locale.ts";

export interface Target {
  /** How the target reads in the table, e.g. "≤ 1,8 s". */
  label: string;
  met: (value: number) => boolean;
}

export interface Row {
  metric: string;
  /** The median, or why there is none (e.g. "sin service worker"). */
  value: number | string;
  format: (value: number) => string;
  target?: Target;
}

export function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export const at = {
  most: (limit: number, label: string): Target => ({ label: `≤ ${label}`, met: (value) => value <= limit }),
  least: (limit: number, label: string): Target => ({ label: `≥ ${label}`, met: (value) => value >= limit }),
};

const decimal = (digits: number) => (value: number) =>
  value.toLocaleString(LOCALE, { minimumFractionDigits: digits, maximumFractionDigits: digits });
export const formats = {
  count: decimal(0),
  kib: (value: number) => `${decimal(1)(value)} KiB`,
  ms: (value: number) => `${decimal(0)(value)} ms`,
  seconds: (value: number) => `${decimal(2)(value / 1000)} s`,
  score: decimal(0),
  cls: decimal(3),
};

export function verdict(row: Row): "✓" | "✗" | "" {
  if (!row.target) return "";
  return typeof row.value === "number" && row.target.met(row.value) ? "✓" : "✗";
}

export function markdownTable(rows: Row[]): string {
  const cells = [
    ["Métrica (mediana)", "Medido", "Meta", ""],
    ...rows.map((row) => [
      row.metric,
      typeof row.value === "number" ? row.format(row.value) : row.value,
      row.target?.label ?? "—",
      verdict(row),
    ]),
  ];
  const widths = cells[0]!.map((_, column) => Math.max(...cells.map((line) => [...line[column]!].length)));
  const line = (values: string[]) =>
    `| ${values.map((value, column) => value + " ".repeat(widths[column]! - [...value].length)).join(" | ")} |`;
  return [line(cells[0]!), line(widths.map((width) => "-".repeat(width))), ...cells.slice(1).map(line)].join(
    "\n",
  );
}
