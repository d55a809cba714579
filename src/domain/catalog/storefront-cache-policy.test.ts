import { describe, expect, it } from "vitest";
import { makeProduct } from "../testing/make-product.ts";
import type { Product } from "./product.ts";
import {
  compareReadTimes,
  isNotModified,
  planStorefrontCacheWrite,
  planStorefrontPatch,
  storefrontEtag,
  type BuiltStorefront,
  type PatchableStorefront,
  type ReadStorefront,
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

/** The stored document as read back, last written at `writtenAt` (by default, when it was read). */
function read(from: BuiltStorefront, writtenAt: ReadTime = from.readTime): ReadStorefront {
  return { ...stored(from), writtenAt };
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
    const current = read(built(later, []));
    expect(planStorefrontCacheWrite(current, built(early))).toEqual({ kind: "keep" });
    expect(planStorefrontCacheWrite(current, built(later))).toEqual({ kind: "keep" });
  });

  it("replaces the stored snapshot with one read later whose content differs", () => {
    const current = read(built(early));
    const changed = built(muchLater, [{ ...product, price: product.price + 1000 }]);
    expect(planStorefrontCacheWrite(current, changed)).toEqual({ kind: "replace", stored: stored(changed) });
  });

  it("only moves the read time on when the content is the same, so the ETag stays", () => {
    const current = read(built(early));
    expect(planStorefrontCacheWrite(current, built(muchLater))).toEqual({ kind: "advance" });
  });

  it("reads again when the stored snapshot was written after the rebuild read", () => {
    // Rebuilt from a read at `early`, then patched at `muchLater`: a rebuild that read at `later`
    // may lack the patched change, and must not write over it.
    const patched = read(built(early), muchLater);
    expect(planStorefrontCacheWrite(patched, built(later, []))).toEqual({ kind: "stale" });
    // Written at the very instant the rebuild read, or before: the rebuild saw what it wrote.
    expect(planStorefrontCacheWrite(read(built(early), later), built(later, []))).toMatchObject({
      kind: "replace",
    });
  });

  it("never moves generatedAt back: new content gets a later one than the stored", () => {
    // A patch may have stamped the stored snapshot later than this rebuild's read.
    const current = { ...read(built(early)), generatedAt: new Date(Date.UTC(2030, 0, 1)) };
    const changed = built(later, []);
    const plan = planStorefrontCacheWrite(current, changed);
    const generatedAt = new Date(Date.UTC(2030, 0, 1) + 1);
    expect(plan).toEqual({
      kind: "replace",
      stored: {
        json: JSON.stringify({ ...changed.snapshot, generatedAt: generatedAt.toISOString() }),
        generatedAt,
        sourceReadTime: later,
      },
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

describe("patching the stored snapshot by one product", () => {
  const luna = makeProduct({ name: "Collar Luna", createdAt: new Date("2026-05-01T00:00:00Z") });
  const sol = makeProduct({ name: "Collar Sol", createdAt: new Date("2026-04-01T00:00:00Z") });
  const { json, ...rest } = stored(built(early, [luna, sol]));
  // A small catalog: the head alone, with no pieces after it.
  const current: PatchableStorefront = { ...rest, head: { json: json!, pieces: [] } };
  const readAt = new Date("2027-02-01T10:00:00.000Z");
  const readTime = { seconds: readAt.getTime() / 1000, nanoseconds: 7 };
  const noId = () => expect.unreachable("a small catalog gets no pieces");
  const plan = (
    on: PatchableStorefront | undefined,
    id: string,
    as: Product | undefined,
    at: ReadTime = readTime,
  ) => planStorefrontPatch(on, {}, id, as, at, noId);
  const patched = (products: Product[], generatedAt = readAt) => ({
    kind: "patch",
    generatedAt,
    head: {
      json: JSON.stringify(toStorefrontSnapshot({ generatedAt, products, settings: null })),
      pieces: [],
    },
    write: {},
    remove: [],
  });

  it("writes the snapshot with the product as it is now, stamped when it was read", () => {
    const cheaper = { ...sol, price: 19990 };
    expect(plan(current, sol.id, cheaper)).toEqual(patched([luna, cheaper]));
  });

  it("leaves out a product that is deleted or cannot be read", () => {
    expect(plan(current, luna.id, undefined)).toEqual(patched([sol]));
  });

  it("writes nothing when the snapshot already shows the product so (a repeated event)", () => {
    expect(plan(current, sol.id, sol)).toEqual({ kind: "unchanged" });
    expect(plan(current, makeProduct().id, undefined)).toEqual({ kind: "unchanged" });
  });

  it("stamps a later generatedAt than the stored one, even if the read's clock is behind", () => {
    const stamped = { ...current, generatedAt: new Date(readAt.getTime() + 5) };
    expect(plan(stamped, sol.id, { ...sol, stock: 0 })).toMatchObject({
      kind: "patch",
      generatedAt: new Date(readAt.getTime() + 6),
    });
  });

  it("leaves alone a snapshot rebuilt from a read at the same time or later than the product's", () => {
    const rebuiltLater = { ...current, sourceReadTime: { ...readTime, nanoseconds: 8 } };
    expect(plan(rebuiltLater, sol.id, undefined)).toEqual({ kind: "keep" });
    expect(plan({ ...current, sourceReadTime: readTime }, sol.id, undefined)).toEqual({ kind: "keep" });
  });

  it("asks for a rebuild when there is nothing to patch", () => {
    expect(plan(undefined, sol.id, sol)).toEqual({ kind: "rebuild", reason: "missing" });
    for (const json of [
      "{",
      "<!doctype html>",
      JSON.stringify({ generatedAt: "x", products: {}, settings: null }),
      JSON.stringify({ generatedAt: "x", products: [{ id: luna.id }], settings: null }),
      JSON.stringify({ generatedAt: "x", products: [null], settings: null }),
    ]) {
      expect(plan({ ...current, head: { json, pieces: [] } }, sol.id, sol)).toEqual({
        kind: "rebuild",
        reason: "unreadable",
      });
    }
  });
});
