/**
 * Field data: the Core Web Vitals (and TTFB) of real visits, as a shop page reports them in one
 * beacon when it is hidden, and how they are counted. A beacon carries no personal data: the kind
 * of page, a coarse device class and the connection's effective type, and up to four numbers.
 *
 * Each metric is counted in fixed histogram buckets, one document per Santiago day and page type
 * (`webVitals/{YYYYMMDD}_{page}`), so a beacon is one write and 28 days are at most 112 small
 * documents (their schemas: web-vitals.schema.ts, apart so the page's beacon code loads no zod).
 * Google's band thresholds are bucket bounds, so the band of a percentile read from the
 * buckets is exact; see web-vitals-stats.ts for the percentile and its error.
 */
import { matchRoute } from "../shop-paths.ts";

export const WEB_VITAL_METRICS = ["LCP", "INP", "CLS", "TTFB"] as const;
export type WebVitalMetric = (typeof WEB_VITAL_METRICS)[number];

export const VITALS_PAGE_TYPES = ["home", "product", "cart", "other"] as const;
export type VitalsPageType = (typeof VITALS_PAGE_TYPES)[number];

/** The kind of page an address is, as the field data groups visits. */
export function vitalsPageType(pathname: string): VitalsPageType {
  const route = matchRoute(pathname);
  return route === "home" || route === "product" || route === "cart" ? route : "other";
}

/** "mobile" below a 768 px wide viewport, the shop's tablet breakpoint; "desktop" from there. */
export const DEVICE_CLASSES = ["mobile", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The Network Information API's `effectiveType`, or "unknown" where a browser has none. */
export const CONNECTION_TYPES = ["4g", "3g", "2g", "slow-2g", "unknown"] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];

export const VITALS_BANDS = ["good", "needs-improvement", "poor"] as const;
export type VitalsBand = (typeof VITALS_BANDS)[number];

/**
 * Google's bands, as web-vitals 6 defines them (LCPThresholds… in its modules; web.dev's
 * articles): up to the first value is good, up to the second needs improvement, above it is poor.
 * LCP, INP and TTFB in milliseconds, CLS as a score.
 */
export const VITALS_THRESHOLDS: Record<WebVitalMetric, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
};

/**
 * The largest value a beacon may carry: a minute for times, a CLS of 10. The page clamps what it
 * measured to these, so a very slow visit still counts (in the last bucket); the function refuses
 * anything larger as forged.
 */
export const VITALS_MAX: Record<WebVitalMetric, number> = { LCP: 60_000, INP: 60_000, CLS: 10, TTFB: 60_000 };

/** CLS is counted in thousandths, so every bucket bound is an integer. */
const UNIT: Record<WebVitalMetric, number> = { LCP: 1, INP: 1, CLS: 1000, TTFB: 1 };

/** Each bucket is at most this much wider than its lower bound (plus one unit at the bottom). */
export const BUCKET_GROWTH = 1.1;

/**
 * Upper bounds, in the metric's integer unit (ms, or thousandths of CLS), ascending: 0, then steps
 * of one unit growing to 10 % of the bound, the two thresholds, and the maximum. A value falls in
 * the first bucket whose bound is at least the value.
 */
function bucketBounds(metric: WebVitalMetric): number[] {
  const max = VITALS_MAX[metric] * UNIT[metric];
  const bounds = new Set([0, max, ...VITALS_THRESHOLDS[metric].map((t) => Math.round(t * UNIT[metric]))]);
  for (let bound = 1; bound < max; bound = Math.max(bound + 1, Math.floor(bound * BUCKET_GROWTH))) {
    bounds.add(bound);
  }
  return [...bounds].sort((a, b) => a - b);
}

export const VITALS_BUCKET_BOUNDS: Record<WebVitalMetric, readonly number[]> = {
  LCP: bucketBounds("LCP"),
  INP: bucketBounds("INP"),
  CLS: bucketBounds("CLS"),
  TTFB: bucketBounds("TTFB"),
};

/**
 * The bucket a value is counted in, named by its upper bound in the bucket unit (ms, or thousandths
 * of CLS): an integer, so it is a plain Firestore map key.
 */
export function bucketOf(metric: WebVitalMetric, value: number): number {
  // Rounded to a millionth of a unit, so that 0.12 × 1000 (120.00000000000001) is 120.
  const scaled = Math.round(value * UNIT[metric] * 1e6) / 1e6;
  const bounds = VITALS_BUCKET_BOUNDS[metric];
  // Binary search: the first bound >= scaled (the last one for a value at the maximum).
  let low = 0;
  let high = bounds.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (bounds[middle]! >= scaled) high = middle;
    else low = middle + 1;
  }
  return bounds[low]!;
}

/** A bucket's upper bound in the metric's own unit (ms, or a CLS score). */
export const bucketValue = (metric: WebVitalMetric, bound: number) => bound / UNIT[metric];

export function vitalsBand(metric: WebVitalMetric, value: number): VitalsBand {
  const [good, poor] = VITALS_THRESHOLDS[metric];
  if (value <= good) return "good";
  return value <= poor ? "needs-improvement" : "poor";
}

/** A beacon is a few dozen bytes; anything much larger is not one. */
export const VITALS_BEACON_MAX_BYTES = 1024;

/** Beacons from one connection (an IPv4 address or an IPv6 /64): a busy visit, several times over. */
export const VITALS_RATE_LIMIT = { limit: 30, windowMs: 10 * 60_000 };

export const vitalsDayId = (day: string, page: VitalsPageType) => `${day}_${page}`;
