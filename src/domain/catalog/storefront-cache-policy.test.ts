import { describe, expect, it } from "vitest";
import { makeProduct } from "../testing/make-product.ts";
import type { Product } from "./product.ts";
import {
  compareReadTimes,
  isNotModified,
  planStorefrontCacheWrite,
  storefrontEtag,
  type BuiltStorefront,
  type ReadTime,
  type StoredStorefront,
} from "./storefront-cache-policy.ts";
import { toStorefrontSnapshot } from "./storefront-snapshot.ts";

const product = makeProduct({ name: "Collar Luna" });

function built(readTime: ReadTime, products: Product[] = [product]): BuiltStorefront {
  const generatedAt = new Date(readTime.seconds * 1000 + Math.floor(readTime.nanoseconds / 1e6));
  return { readTime, snapshot: toStorefrontSnapshot({ generatedAt, products, settings: null }) };
}

function stored(from: BuiltStorefront): StoredStorefront {
  return {
    json: JSON.stringify(from.snapshot),
    generatedAt: new Date(from.snapshot.generatedAt),
    sourceReadTime: from.readTime,
  };
}

const early = { seconds: 1_800_000_000, nanoseconds: 500_000_001 };
const later = { seconds: 1_800_000_000, nanoseconds: 500_000_002 };
const muchLater = { seconds: 1_800_000_100, nanoseconds: 0 };

describe("storefront cache writes", () => {
  it("orders read times to the nanosecond", () => {
    expect(compareReadTimes(early, later)).toBeLessThan(0);
    expect(compareReadTimes(muchLater, later)).toBeGreaterThan(0);
    expect(compareReadTimes(later, { ...later })).toBe(0);
  });

  it("stores the first snapshot as it will be served", () => {
    const first = built(early);
    expect(planStorefrontCacheWrite(undefined, first)).toEqual({ kind: "replace", stored: stored(first) });
  });

  it("never lets a snapshot read earlier, or at the same time, replace the stored one", () => {
    const current = stored(built(later, []));
    expect(planStorefrontCacheWrite(current, built(early))).toEqual({ kind: "keep" });
    expect(planStorefrontCacheWrite(current, built(later))).toEqual({ kind: "keep" });
  });

  it("replaces the stored snapshot with one read later whose content differs", () => {
    const current = stored(built(early));
    const changed = built(later, [{ ...product, price: product.price + 1000 }]);
    expect(planStorefrontCacheWrite(current, changed)).toEqual({ kind: "replace", stored: stored(changed) });
  });

  it("only moves the read time on when the content is the same, so the ETag stays", () => {
    const current = stored(built(early));
    expect(planStorefrontCacheWrite(current, built(muchLater))).toEqual({ kind: "advance" });
  });

  it("keeps no JSON when the snapshot would not fit in a document", () => {
    const big = built(later, [{ ...product, description: "ñ".repeat(600) }]);
    // Counted in bytes of UTF-8, not characters: each ñ is two bytes.
    const characters = JSON.stringify(big.snapshot).length;
    expect(planStorefrontCacheWrite(undefined, big, characters + 100)).toEqual({
      kind: "replace",
      stored: { ...stored(big), json: null },
    });
    expect(planStorefrontCacheWrite(undefined, big, characters + 600)).toEqual({
      kind: "replace",
      stored: stored(big),
    });
  });

  it("an ETag per generatedAt", () => {
    const at = new Date("2026-11-22T10:00:00.123Z");
    expect(storefrontEtag(at)).toBe(storefrontEtag(new Date(at)));
    expect(storefrontEtag(at)).not.toBe(storefrontEtag(new Date(at.getTime() + 1)));
    expect(storefrontEtag(at)).toMatch(/^"[^"]+"$/);
  });
});

describe("conditional requests for the snapshot", () => {
  const generatedAt = new Date("2026-11-22T10:00:00.123Z");
  const etag = storefrontEtag(generatedAt);
  const lastModified = generatedAt.toUTCString();

  it("a copy with the current ETag is not modified, whether weak, in a list or '*'", () => {
    expect(isNotModified({ ifNoneMatch: etag }, etag, generatedAt)).toBe(true);
    expect(isNotModified({ ifNoneMatch: `W/${etag}` }, etag, generatedAt)).toBe(true);
    expect(isNotModified({ ifNoneMatch: `"otro", ${etag}` }, etag, generatedAt)).toBe(true);
    expect(isNotModified({ ifNoneMatch: "*" }, etag, generatedAt)).toBe(true);
  });

  it("a copy with another ETag is modified, whatever its date says", () => {
    const old = storefrontEtag(new Date(generatedAt.getTime() - 1));
    expect(isNotModified({ ifNoneMatch: old }, etag, generatedAt)).toBe(false);
    expect(isNotModified({ ifNoneMatch: old, ifModifiedSince: lastModified }, etag, generatedAt)).toBe(false);
  });

  it("without an ETag, the date decides, to the second", () => {
    expect(isNotModified({ ifModifiedSince: lastModified }, etag, generatedAt)).toBe(true);
    const secondBefore = new Date(generatedAt.getTime() - 1000).toUTCString();
    expect(isNotModified({ ifModifiedSince: secondBefore }, etag, generatedAt)).toBe(false);
    expect(isNotModified({ ifModifiedSince: "ayer" }, etag, generatedAt)).toBe(false);
  });

  it("an unconditional request is answered in full", () => {
    expect(isNotModified({}, etag, generatedAt)).toBe(false);
  });
});
