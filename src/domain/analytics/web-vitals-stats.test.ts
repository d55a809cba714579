import { describe, expect, it } from "vitest";
import { bucketOf } from "./web-vitals.ts";
import { vitalsDaySchema, type VitalsDay } from "./web-vitals.schema.ts";
import {
  beaconCounts,
  fieldDataDays,
  histogramPercentile,
  mergeHistograms,
  summarizeFieldData,
} from "./web-vitals-stats.ts";

const day = (fields: Partial<VitalsDay> & Pick<VitalsDay, "day" | "page">): VitalsDay =>
  vitalsDaySchema.parse({ visits: 0, ...fields });

describe("beaconCounts", () => {
  it("adds one visit, the device and connection, and one count per metric sent to the day's document", () => {
    const counts = beaconCounts(
      { page: "product", device: "desktop", connection: "3g", metrics: { LCP: 2500, CLS: 0.12 } },
      "20261127",
    );
    expect(counts.docId).toBe("20261127_product");
    expect(counts.counters).toEqual([
      ["visits"],
      ["devices", "desktop"],
      ["connections", "3g"],
      ["histograms", "LCP", "2500"],
      ["histograms", "CLS", String(bucketOf("CLS", 0.12))],
    ]);
  });
});

describe("histogramPercentile", () => {
  it("is the bound of the bucket holding the value of rank ⌈0.75·n⌉", () => {
    // Four values: rank 3 is in the 300 bucket.
    expect(histogramPercentile({ "100": 2, "300": 1, "900": 1 }, 0.75)).toBe(300);
    // Five values: rank ⌈3.75⌉ = 4 is in the 900 bucket.
    expect(histogramPercentile({ "100": 2, "300": 1, "900": 2 }, 0.75)).toBe(900);
    expect(histogramPercentile({ "42": 1 }, 0.75)).toBe(42);
  });

  it("orders buckets by number, not as text, and ignores empty ones", () => {
    expect(histogramPercentile({ "1000": 1, "90": 3, "200": 0 }, 0.75)).toBe(90);
  });

  it("is null for an empty histogram", () => {
    expect(histogramPercentile({}, 0.75)).toBeNull();
    expect(histogramPercentile({ "5": 0 }, 0.75)).toBeNull();
  });
});

describe("mergeHistograms", () => {
  it("adds the counts of each bucket", () => {
    expect(mergeHistograms([{ "1": 1, "2": 2 }, { "2": 3, "5": 1 }, {}])).toEqual({ "1": 1, "2": 5, "5": 1 });
  });
});

describe("summarizeFieldData", () => {
  it("gives each page type's p75, band and sample count over all its days", () => {
    const summary = summarizeFieldData([
      day({ day: "20261126", page: "home", visits: 3, histograms: { LCP: { "1800": 2, "2500": 1 } } }),
      day({
        day: "20261127",
        page: "home",
        visits: 1,
        histograms: { LCP: { "4400": 1 }, CLS: { "100": 1 } },
      }),
      day({ day: "20261127", page: "cart", visits: 2, histograms: { INP: { "600": 2 } } }),
    ]);
    const home = summary.find((page) => page.page === "home")!;
    expect(home.visits).toBe(4);
    expect(home.metrics.find((m) => m.metric === "LCP")).toEqual({
      metric: "LCP",
      p75: 2500,
      band: "good",
      samples: 4,
    });
    expect(home.metrics.find((m) => m.metric === "CLS")).toEqual({
      metric: "CLS",
      p75: 0.1,
      band: "good",
      samples: 1,
    });
    expect(home.metrics.find((m) => m.metric === "INP")).toEqual({
      metric: "INP",
      p75: null,
      band: null,
      samples: 0,
    });
    const cart = summary.find((page) => page.page === "cart")!;
    expect(cart.metrics.find((m) => m.metric === "INP")).toMatchObject({ p75: 600, band: "poor" });
    expect(summary.map((page) => page.page)).toEqual(["home", "product", "cart", "other"]);
    expect(summary.find((page) => page.page === "other")!.visits).toBe(0);
  });
});

describe("fieldDataDays", () => {
  it("is the 28 Santiago days ending today, oldest first", () => {
    // 2026-01-15 21:30 in Santiago (UTC−3) is already the 16th in UTC.
    const days = fieldDataDays(new Date("2026-01-16T00:30:00Z"));
    expect(days).toHaveLength(28);
    expect(days.at(-1)).toBe("20260115");
    expect(days[0]).toBe("20251219");
  });
});
