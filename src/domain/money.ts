/**
 * Money is always an integer number of Chilean pesos (CLP has no minor unit in practice).
 *
 * Written out by hand rather than with `Intl.NumberFormat`: a page's first Intl formatter loads
 * the locale's ICU data, 50–70 ms of main thread on this machine (200+ ms on a phone), and every
 * page shows a price. The output is Intl's es-CL format, character for character (money.test.ts).
 */

export const MAX_CLP_AMOUNT = 100_000_000;

/** "24990" → "24.990": Chilean thousands grouping of a whole number. */
function groupThousands(whole: number): string {
  return String(Math.abs(whole)).replace(/\B(?=(\d{3})+$)/g, ".");
}

/** "$12.990" — Chilean grouping with a $ prefix, no decimals ("$-5.000" below zero, as Intl). */
export function formatClp(amount: number): string {
  const whole = Math.round(amount);
  return `$${whole < 0 ? "-" : ""}${groupThousands(whole)}`;
}

/**
 * A price as the admin types it, shown in Chilean format: "24990" reads "24.990". Whatever is not
 * a digit is dropped; no digits at all stay empty, so the field can be cleared.
 */
export function formatClpInput(text: string): string {
  const digits = text.replace(/\D/g, "");
  return digits === "" ? "" : groupThousands(parseClpInput(digits));
}

/**
 * Reads a price typed by an admin: thousand-separator dots (and anything that is not a digit) are
 * dropped, and an empty result is 0 — as the spec's price field does.
 */
export function parseClpInput(text: string): number {
  const digits = text.replace(/\D/g, "");
  return digits === "" ? 0 : Math.min(Number.parseInt(digits, 10), MAX_CLP_AMOUNT);
}
