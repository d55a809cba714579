/**
 * Product views are counted in buckets, never one document per view: `productViewHours/{YYYYMMDDHH}`
 * and `productViewDays/{YYYYMMDD}` (Santiago time), each `{ counts: { [productId]: n }, names:
 * { [productId]: name } }`. "Last 24 h" sums the 24 hourly buckets (exact to the hour); 7 and 30
 * days sum at most 30 daily buckets, today's included.
 */
import { z } from "zod";
import { LOCALE } from "../locale.ts";
import { santiagoDayKey } from "../locale.ts";
import { lastDayKeys, lastHourKeys, santiagoHourKey } from "./santiago-clock.ts";

export const VIEW_WINDOWS = ["last24h", "last7d", "last30d"] as const;
export type ViewWindowName = (typeof VIEW_WINDOWS)[number];

export const VIEW_WINDOW_LABELS: Record<ViewWindowName, string> = {
  last24h: "24 h",
  last7d: "7 d",
  last30d: "30 d",
};

export const TOP_VIEWED_LIMIT = 10;

/** The `productViewStats` callable takes no input. */
export const productViewStatsInputSchema = z.object({}).strict().nullish();

export interface ViewBucket {
  /** The document id: 10 digits for an hour bucket, 8 for a day bucket. */
  key: string;
  counts: Readonly<Record<string, number>>;
  names: Readonly<Record<string, string>>;
}

export interface ViewWindow {
  name: ViewWindowName;
  granularity: "hour" | "day";
  /** The bucket ids that make up the window. */
  keys: readonly string[];
}

export interface ViewedProduct {
  productId: string;
  name: string;
  views: number;
}

export type ProductViewStats = Record<ViewWindowName, ViewedProduct[]>;

/** Where one view made at `at` is counted. */
export function viewBucketKeys(at: Date): { hour: string; day: string } {
  return { hour: santiagoHourKey(at), day: santiagoDayKey(at) };
}

export function viewWindow(name: ViewWindowName, now: Date): ViewWindow {
  switch (name) {
    case "last24h":
      return { name, granularity: "hour", keys: lastHourKeys(now, 24) };
    case "last7d":
      return { name, granularity: "day", keys: lastDayKeys(now, 7) };
    case "last30d":
      return { name, granularity: "day", keys: lastDayKeys(now, 30) };
  }
}

/** The hour and day buckets to read for every window at once (24 hours, 30 days). */
export function bucketsToRead(now: Date): { hours: string[]; days: string[] } {
  const windows = VIEW_WINDOWS.map((name) => viewWindow(name, now));
  const keysOf = (granularity: ViewWindow["granularity"]) => [
    ...new Set(
      windows.filter((window) => window.granularity === granularity).flatMap((window) => window.keys),
    ),
  ];
  return { hours: keysOf("hour"), days: keysOf("day") };
}

const isCount = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value) && value > 0;

/**
 * The most viewed products of a window, most views first (ties by name, then id). Buckets outside
 * the window are ignored, so every bucket read can be passed for every window. A product's name is
 * the one in its newest bucket.
 */
export function topViewedProducts(
  buckets: readonly ViewBucket[],
  window: ViewWindow,
  limit = TOP_VIEWED_LIMIT,
): ViewedProduct[] {
  const inWindow = new Set(window.keys);
  const totals = new Map<string, { views: number; name: string; nameKey: string }>();
  for (const bucket of buckets) {
    if (!inWindow.has(bucket.key)) continue;
    for (const [productId, count] of Object.entries(bucket.counts)) {
      if (!isCount(count)) continue;
      const total = totals.get(productId) ?? { views: 0, name: "", nameKey: "" };
      total.views += count;
      const name = bucket.names[productId];
      if (name && bucket.key >= total.nameKey) Object.assign(total, { name, nameKey: bucket.key });
      totals.set(productId, total);
    }
  }
  return [...totals]
    .map(([productId, { views, name }]) => ({ productId, name: name || productId, views }))
    .sort(
      (a, b) =>
        b.views - a.views || a.name.localeCompare(b.name, LOCALE) || (a.productId < b.productId ? -1 : 1),
    )
    .slice(0, limit);
}

/** The top products of each window from the buckets read (`bucketsToRead`). */
export function productViewStats(
  buckets: readonly ViewBucket[],
  now: Date,
  limit = TOP_VIEWED_LIMIT,
): ProductViewStats {
  return Object.fromEntries(
    VIEW_WINDOWS.map((name) => [name, topViewedProducts(buckets, viewWindow(name, now), limit)]),
  ) as ProductViewStats;
}

/** Shows the current name of products that still exist (a rename after the views were counted). */
export function withCurrentNames(
  stats: ProductViewStats,
  currentNames: ReadonlyMap<string, string>,
): ProductViewStats {
  return Object.fromEntries(
    VIEW_WINDOWS.map((name) => [
      name,
      stats[name].map((product) => ({
        ...product,
        name: currentNames.get(product.productId) ?? product.name,
      })),
    ]),
  ) as ProductViewStats;
}
