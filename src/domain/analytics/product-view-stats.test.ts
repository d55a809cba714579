import { describe, expect, it } from "vitest";
import {
  bucketsToRead,
  productViewStats,
  topViewedProducts,
  viewBucketKeys,
  viewWindow,
  withCurrentNames,
  type ViewBucket,
} from "./product-view-stats.ts";

// 2026-01-15 09:30 in Santiago (UTC−3).
const NOW = new Date("2026-01-15T12:30:00Z");

const bucket = (
  key: string,
  counts: Record<string, number>,
  names: Record<string, string> = {},
): ViewBucket => ({
  key,
  counts,
  names: { ...Object.fromEntries(Object.keys(counts).map((id) => [id, `Producto ${id}`])), ...names },
});

describe("viewBucketKeys", () => {
  it("counts a view in its Santiago hour and day", () => {
    expect(viewBucketKeys(NOW)).toEqual({ hour: "2026011509", day: "20260115" });
  });
});

describe("bucketsToRead", () => {
  it("reads 24 hour buckets and 30 day buckets, never more", () => {
    const { hours, days } = bucketsToRead(NOW);
    expect(hours).toHaveLength(24);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe("20260115");
    expect(days.at(-1)).toBe("20251217");
  });
});

describe("topViewedProducts", () => {
  const buckets = [
    bucket("2026011509", { a: 2, b: 1 }),
    bucket("2026011410", { c: 5 }), // 23 hours ago: inside the last 24 h
    bucket("2026011409", { d: 9 }), // 24 hours ago: outside
    bucket("20260115", { a: 2, b: 1 }),
    bucket("20260114", { c: 5, d: 9 }),
    bucket("20260109", { b: 20 }), // 6 days ago: inside 7 d
    bucket("20260108", { e: 50 }), // 7 days ago: only in 30 d
    bucket("20251217", { f: 1 }), // 29 days ago: the last day of 30 d
    bucket("20251216", { g: 100 }), // 30 days ago: outside
  ];

  it("sums only the buckets of the window, most viewed first", () => {
    expect(topViewedProducts(buckets, viewWindow("last24h", NOW))).toEqual([
      { productId: "c", name: "Producto c", views: 5 },
      { productId: "a", name: "Producto a", views: 2 },
      { productId: "b", name: "Producto b", views: 1 },
    ]);
    expect(topViewedProducts(buckets, viewWindow("last7d", NOW)).map((p) => [p.productId, p.views])).toEqual([
      ["b", 21],
      ["d", 9],
      ["c", 5],
      ["a", 2],
    ]);
    expect(topViewedProducts(buckets, viewWindow("last30d", NOW)).map((p) => [p.productId, p.views])).toEqual(
      [
        ["e", 50],
        ["b", 21],
        ["d", 9],
        ["c", 5],
        ["a", 2],
        ["f", 1],
      ],
    );
  });

  it("keeps the top `limit` (10 by default), ties broken by name", () => {
    const many = bucket(
      "20260115",
      Object.fromEntries(
        Array.from({ length: 12 }, (_, i) => [`p${String(i).padStart(2, "0")}`, i < 4 ? 3 : 1]),
      ),
    );
    const top = topViewedProducts([many], viewWindow("last7d", NOW));
    expect(top).toHaveLength(10);
    expect(top.map((p) => p.productId)).toEqual([
      "p00",
      "p01",
      "p02",
      "p03",
      "p04",
      "p05",
      "p06",
      "p07",
      "p08",
      "p09",
    ]);
    expect(topViewedProducts([many], viewWindow("last7d", NOW), 2)).toHaveLength(2);
  });

  it("names a product after its newest bucket and ignores counts that are not positive numbers", () => {
    const renamed = [
      bucket("20260110", { a: 1 }, { a: "Nombre antiguo" }),
      bucket("20260115", { a: 1, z: -3 }, { a: "Nombre nuevo" }),
      { key: "20260114", counts: { a: "x" as unknown as number }, names: {} },
    ];
    expect(topViewedProducts(renamed, viewWindow("last7d", NOW))).toEqual([
      { productId: "a", name: "Nombre nuevo", views: 2 },
    ]);
  });

  it("returns nothing for a window without buckets", () => {
    expect(topViewedProducts([], viewWindow("last24h", NOW))).toEqual([]);
  });
});

describe("productViewStats and withCurrentNames", () => {
  it("gives every window and prefers the product's current name", () => {
    const stats = productViewStats([bucket("2026011509", { a: 1 }), bucket("20260115", { a: 1 })], NOW);
    expect(stats.last24h).toEqual([{ productId: "a", name: "Producto a", views: 1 }]);
    expect(stats.last7d).toEqual(stats.last30d);
    const renamed = withCurrentNames(stats, new Map([["a", "Collar Luna"]]));
    expect(renamed.last24h[0]!.name).toBe("Collar Luna");
    expect(renamed.last30d[0]!.name).toBe("Collar Luna");
    expect(withCurrentNames(stats, new Map()).last7d[0]!.name).toBe("Producto a");
  });
});
