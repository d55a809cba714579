/** Money is always an integer number of Chilean pesos (CLP has no minor unit in practice). */
import { LOCALE } from "./locale.ts";

export const MAX_CLP_AMOUNT = 100_000_000;

const clpFormatter = new Intl.NumberFormat(LOCALE, {
  style: "currency",
  currency: "CLP",
  maximumFractionDigits: 0,
});

/** "$12.990" — Chilean grouping with a $ prefix, no decimals. */
export function formatClp(amount: number): string {
  return clpFormatter.format(Math.round(amount)).replace(/\s/g, "");
}

const groupedFormatter = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/**
 * A price as the admin types it, shown in Chilean format: "24990" reads "24.990". Whatever is not
 * a digit is dropped; no digits at all stay empty, so the field can be cleared.
 */
export function formatClpInput(text: string): string {
  const digits = text.replace(/\D/g, "");
  return digits === "" ? "" : groupedFormatter.format(parseClpInput(digits));
}

/**
 * Reads a price typed by an admin: thousand-separator dots (and anything that is not a digit) are
 * dropped, and an empty result is 0 — as the spec's price field does.
 */
export function parseClpInput(text: string): number {
  const digits = text.replace(/\D/g, "");
  return digits === "" ? 0 : Math.min(Number.parseInt(digits, 10), MAX_CLP_AMOUNT);
}
