import { describe, expect, it } from "vitest";
import {
  BUCKET_GROWTH,
  bucketOf,
  bucketValue,
  VITALS_BUCKET_BOUNDS,
  VITALS_MAX,
  VITALS_THRESHOLDS,
  vitalsBand,
  vitalsPageType,
  WEB_VITAL_METRICS,
} from "./web-vitals.ts";
import { vitalsBeaconSchema } from "./web-vitals.schema.ts";

const valid = {
  page: "home",
  device: "mobile",
  connection: "4g",
  metrics: { LCP: 1834.2, INP: 96, CLS: 0.0213, TTFB: 412.7 },
};

describe("vitalsBeaconSchema", () => {
  it("accepts a beacon with some or all of the four metrics", () => {
    expect(vitalsBeaconSchema.safeParse(valid).success).toBe(true);
    expect(vitalsBeaconSchema.safeParse({ ...valid, metrics: { TTFB: 0 } }).success).toBe(true);
  });

  it.each([
    ["no metric", { ...valid, metrics: {} }],
    ["an unknown metric", { ...valid, metrics: { ...valid.metrics, FID: 12 } }],
    ["an extra field", { ...valid, userAgent: "Mozilla/5.0" }],
    ["an unknown page type", { ...valid, page: "checkout" }],
    ["an unknown device class", { ...valid, device: "tablet" }],
    ["an unknown connection", { ...valid, connection: "5g" }],
    ["a negative value", { ...valid, metrics: { LCP: -1 } }],
    ["a value over the maximum", { ...valid, metrics: { LCP: VITALS_MAX.LCP + 1 } }],
    ["a CLS over 10", { ...valid, metrics: { CLS: 10.5 } }],
    ["a number as a string", { ...valid, metrics: { LCP: "1834" } }],
    ["NaN as a string", { ...valid, metrics: { INP: "NaN" } }],
    ["null", { ...valid, metrics: { CLS: null } }],
    ["a missing field", { page: "home", device: "mobile", metrics: { LCP: 1 } }],
  ])("refuses %s", (_, beacon) => {
    expect(vitalsBeaconSchema.safeParse(beacon).success).toBe(false);
  });
});

describe("buckets", () => {
  it("make every band threshold and the maximum a bucket bound", () => {
    for (const metric of WEB_VITAL_METRICS) {
      const bounds = VITALS_BUCKET_BOUNDS[metric];
      for (const threshold of [...VITALS_THRESHOLDS[metric], VITALS_MAX[metric]]) {
        expect(bucketValue(metric, bucketOf(metric, threshold))).toBe(threshold);
      }
      expect(bounds[0]).toBe(0);
      expect(bounds.at(-1)).toBe(bucketOf(metric, VITALS_MAX[metric]));
    }
  });

  it("are never more than 10 % (or one unit) wider than their lower bound, and stay few", () => {
    for (const metric of WEB_VITAL_METRICS) {
      const bounds = VITALS_BUCKET_BOUNDS[metric];
      bounds.slice(1).forEach((bound, i) => {
        const lower = bounds[i]!;
        expect(bound).toBeGreaterThan(lower);
        expect(bound - lower).toBeLessThanOrEqual(Math.max(1, lower * (BUCKET_GROWTH - 1)));
      });
      expect(bounds.length).toBeLessThan(150);
    }
  });

  it("count a value in the first bucket whose bound is at least the value", () => {
    expect(bucketOf("LCP", 2500)).toBe(2500);
    expect(bucketOf("LCP", 2500.4)).toBeGreaterThan(2500);
    expect(bucketOf("LCP", 0)).toBe(0);
    expect(bucketOf("LCP", 0.3)).toBe(1);
    expect(bucketOf("CLS", 0)).toBe(0);
    expect(bucketOf("CLS", 0.1)).toBe(100);
    expect(bucketOf("CLS", 0.0004)).toBe(1);
    const bound = bucketOf("INP", 321);
    expect(bound).toBeGreaterThanOrEqual(321);
    expect(bound).toBeLessThanOrEqual(321 * BUCKET_GROWTH);
  });
});

describe("vitalsBand", () => {
  it("uses Google's thresholds, the threshold itself still in the better band", () => {
    expect(vitalsBand("LCP", 2500)).toBe("good");
    expect(vitalsBand("LCP", 2501)).toBe("needs-improvement");
    expect(vitalsBand("LCP", 4000)).toBe("needs-improvement");
    expect(vitalsBand("LCP", 4001)).toBe("poor");
    expect(vitalsBand("INP", 200)).toBe("good");
    expect(vitalsBand("INP", 501)).toBe("poor");
    expect(vitalsBand("CLS", 0.1)).toBe("good");
    expect(vitalsBand("CLS", 0.25)).toBe("needs-improvement");
    expect(vitalsBand("CLS", 0.251)).toBe("poor");
    expect(vitalsBand("TTFB", 800)).toBe("good");
    expect(vitalsBand("TTFB", 1800)).toBe("needs-improvement");
    expect(vitalsBand("TTFB", 1801)).toBe("poor");
  });
});

describe("vitalsPageType", () => {
  it("tells home, product and cart pages from the rest", () => {
    expect(vitalsPageType("/")).toBe("home");
    expect(vitalsPageType("/producto/collar-luna-3f2a")).toBe("product");
    expect(vitalsPageType("/carrito")).toBe("cart");
    expect(vitalsPageType("/nosotros")).toBe("other");
    expect(vitalsPageType("/pedido/abc")).toBe("other");
    expect(vitalsPageType("/no-existe")).toBe("other");
  });
});
