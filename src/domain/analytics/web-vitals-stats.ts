/**
 * From beacons to day documents, and from day documents to what "Análisis" shows: each metric's
 * 75th percentile per page type over the last 28 days, with its band and the visits behind it.
 *
 * The percentile is read from the merged histograms as the upper bound of the bucket that holds
 * the 75th-percentile visit (nearest rank). It is never below the true value and at most 10 % above
 * it (one unit — 1 ms, or 0.001 of CLS — for the smallest values), and since every band threshold
 * is a bucket bound, its band is the true one's.
 */
import { lastDayKeys } from "./santiago-clock.ts";
import {
  bucketOf,
  bucketValue,
  vitalsBand,
  vitalsDayId,
  WEB_VITAL_METRICS,
  VITALS_PAGE_TYPES,
  type VitalsBand,
  type VitalsPageType,
  type WebVitalMetric,
} from "./web-vitals.ts";
import type { VitalsBeacon, VitalsDay, VitalsHistogram } from "./web-vitals.schema.ts";

/** Google reads field data over the last 28 days; so does the back office. */
export const FIELD_DATA_DAYS = 28;

/** Counters a beacon adds to its day document, each by one: the function writes them as increments. */
export interface BeaconCounts {
  docId: string;
  day: string;
  page: VitalsPageType;
  /** Field paths inside the document, as segments ("histograms", "LCP", "2500"). */
  counters: string[][];
}

export function beaconCounts(beacon: VitalsBeacon, day: string): BeaconCounts {
  const counters = [["visits"], ["devices", beacon.device], ["connections", beacon.connection]];
  for (const metric of WEB_VITAL_METRICS) {
    const value = beacon.metrics[metric];
    if (value !== undefined) counters.push(["histograms", metric, String(bucketOf(metric, value))]);
  }
  return { docId: vitalsDayId(day, beacon.page), day, page: beacon.page, counters };
}

/** Several histograms of one metric added up. */
export function mergeHistograms(histograms: readonly VitalsHistogram[]): VitalsHistogram {
  const merged: VitalsHistogram = {};
  for (const histogram of histograms) {
    for (const [bound, count] of Object.entries(histogram)) merged[bound] = (merged[bound] ?? 0) + count;
  }
  return merged;
}

/**
 * The upper bound (in the bucket unit) of the bucket holding the value of rank ⌈p·n⌉ among the n
 * counted values; null when none was counted.
 */
export function histogramPercentile(histogram: VitalsHistogram, p: number): number | null {
  const buckets = Object.entries(histogram)
    .map(([bound, count]) => [Number(bound), count] as const)
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => a - b);
  const total = buckets.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(p * total));
  let seen = 0;
  for (const [bound, count] of buckets) {
    seen += count;
    if (seen >= rank) return bound;
  }
  return buckets.at(-1)![0];
}

export interface MetricSummary {
  metric: WebVitalMetric;
  /** In ms, or as a CLS score; null without samples. */
  p75: number | null;
  band: VitalsBand | null;
  samples: number;
}

export interface PageTypeSummary {
  page: VitalsPageType;
  visits: number;
  metrics: MetricSummary[];
}

/** The day keys of the field-data window ending today (Santiago), oldest first. */
export function fieldDataDays(now: Date): string[] {
  return lastDayKeys(now, FIELD_DATA_DAYS).reverse();
}

/** Each page type's p75 per metric over the given day documents (the window's, read by the caller). */
export function summarizeFieldData(days: readonly VitalsDay[]): PageTypeSummary[] {
  return VITALS_PAGE_TYPES.map((page) => {
    const ofPage = days.filter((day) => day.page === page);
    return {
      page,
      visits: ofPage.reduce((sum, day) => sum + day.visits, 0),
      metrics: WEB_VITAL_METRICS.map((metric) => {
        const histogram = mergeHistograms(ofPage.map((day) => day.histograms[metric] ?? {}));
        const bound = histogramPercentile(histogram, 0.75);
        const p75 = bound === null ? null : bucketValue(metric, bound);
        return {
          metric,
          p75,
          band: p75 === null ? null : vitalsBand(metric, p75),
          samples: Object.values(histogram).reduce((sum, count) => sum + count, 0),
        };
      }),
    };
  });
}
