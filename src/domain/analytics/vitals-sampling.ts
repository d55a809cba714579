/**
 * Which share of visits report their field Web Vitals. Apart from web-vitals.ts (and its zod) so
 * the shop's entry can decide before it loads anything.
 */

/** One visit in two: enough for a p75 within days on a small shop, half the writes and beacons. */
export const DEFAULT_VITALS_SAMPLE_RATE = 0.5;

/** The configured rate (VITE_WEB_VITALS_SAMPLE_RATE, 0 to 1); the default when unset or not a rate. */
export function vitalsSampleRate(configured: string | undefined): number {
  if (configured === undefined || configured.trim() === "") return DEFAULT_VITALS_SAMPLE_RATE;
  const rate = Number(configured);
  return Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : DEFAULT_VITALS_SAMPLE_RATE;
}
