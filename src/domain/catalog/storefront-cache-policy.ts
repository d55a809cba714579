/**
 * The storefront snapshot is built when the catalog changes, not when a shopper asks for it, and
 * kept as JSON text in `publicCache/storefront` and, past one document's worth, in pieces after it
 * (storefront-pieces.ts), which `GET /api/storefront` serves put together. Two kinds of write keep it:
 *
 * - A product write patches it by that one product (planStorefrontPatch): one transaction reads
 *   the product as it is now, the head, and the piece that holds the product and the one it goes
 *   to, and writes back the head and those pieces with that product replaced, added or removed.
 *   Reading the product's current document, not the event's copy, makes repeated or out-of-order
 *   events harmless: each patch writes the truth of its moment, and Firestore runs patches one
 *   after the other, since every one of them writes the head.
 * - A settings write, or a product write that finds nothing it can patch (no snapshot yet, or one
 *   that cannot be read), rebuilds it from every product (planStorefrontCacheWrite). A rebuild
 *   reads without locks, then stores in a second transaction, so it may only replace a snapshot
 *   read before it — and not one written after it read: a patch written meanwhile may hold a
 *   change the rebuild missed, so it reads again.
 *
 * Rebuilds overlap and may finish in any order. The last change always wakes a patch or a rebuild
 * that reads after it, so whatever order they finish in, the snapshot ends as the newest state.
 */
import type { Product } from "./product.ts";
import {
  patchStorefrontPieces,
  STOREFRONT_PIECE_LIMITS,
  type PieceLimits,
  type PiecesPatch,
  type StoredPiece,
  type StorefrontHead,
} from "./storefront-pieces.ts";
import { toProductJson, type StorefrontSnapshot } from "./storefront-snapshot.ts";

/** A Firestore read time (a Timestamp fits), compared to the nanosecond. */
export interface ReadTime {
  seconds: number;
  nanoseconds: number;
}

export interface StoredStorefront {
  /** The snapshot as served, its pieces put together; null when they do not make one snapshot. */
  json: string | null;
  /** The snapshot's `generatedAt`: when its content last changed. ETag and Last-Modified come from it. */
  generatedAt: Date;
  /** The last full rebuild's read time: every change before it is in the snapshot. Patches keep it. */
  sourceReadTime: ReadTime;
}

/** The stored document as a transaction reads it. */
export interface ReadStorefront extends StoredStorefront {
  /** When the document was last written (its update time), by a rebuild or a patch. */
  writtenAt: ReadTime;
}

export interface BuiltStorefront {
  readTime: ReadTime;
  /** Made from what was read at `readTime`, with `generatedAt` set to that instant. */
  snapshot: StorefrontSnapshot;
}

export type StorefrontCacheWrite =
  /** The stored snapshot was rebuilt from a read at the same time or later: writing would go back in time. */
  | { kind: "keep" }
  /**
   * The stored snapshot was written after this rebuild read (by a patch, or by a rebuild that
   * read earlier still): it may hold a change this one lacks, so the rebuild must read again.
   */
  | { kind: "stale" }
  /** Same content: only the read time moves forward, so ETags (and caches) stay valid. */
  | { kind: "advance" }
  | { kind: "replace"; stored: StoredStorefront };

export function compareReadTimes(a: ReadTime, b: ReadTime): number {
  return a.seconds - b.seconds || a.nanoseconds - b.nanoseconds;
}

/**
 * `generatedAt` for new content: the instant it was read, but always later than the stored one, so
 * that Last-Modified never goes back and no two contents share an ETag.
 */
function nextGeneratedAt(current: { generatedAt: Date } | undefined, at: Date): Date {
  if (!current || at.getTime() > current.generatedAt.getTime()) return at;
  return new Date(current.generatedAt.getTime() + 1);
}

export function planStorefrontCacheWrite(
  current: ReadStorefront | undefined,
  built: BuiltStorefront,
): StorefrontCacheWrite {
  if (current && compareReadTimes(current.sourceReadTime, built.readTime) >= 0) return { kind: "keep" };
  if (current && compareReadTimes(current.writtenAt, built.readTime) > 0) return { kind: "stale" };
  if (
    current?.json != null &&
    JSON.stringify({ ...built.snapshot, generatedAt: current.generatedAt.toISOString() }) === current.json
  ) {
    return { kind: "advance" };
  }
  const generatedAt = nextGeneratedAt(current, new Date(built.snapshot.generatedAt));
  const json = JSON.stringify({ ...built.snapshot, generatedAt: generatedAt.toISOString() });
  return { kind: "replace", stored: { json, generatedAt, sourceReadTime: built.readTime } };
}

/** The stored head as a patch reads it. */
export interface PatchableStorefront {
  head: StorefrontHead;
  generatedAt: Date;
  sourceReadTime: ReadTime;
}

export type StorefrontPatch =
  /** The stored snapshot was rebuilt from a read at the same time or later: it already shows the product. */
  | { kind: "keep" }
  /** Nothing to patch: the catalog must be read whole. */
  | { kind: "rebuild"; reason: "missing" | "unreadable" }
  /** The snapshot already shows the product as it is (a repeated event, or a field it does not hold). */
  | { kind: "unchanged" }
  /** The head and pieces to write, and `generatedAt`; `sourceReadTime` stays, since the other products were not read. */
  | ({ kind: "patch"; generatedAt: Date } & PiecesPatch);

/**
 * The write that brings the stored snapshot up to date with one product, read at `readTime` in the
 * same transaction as `current` and the pieces in `loaded`: those that hold `productId` and the one
 * its place in the catalog falls in (pieceIndexFor). `product` is its current valid document,
 * undefined when it is deleted or malformed (a malformed product is left out, as the rebuild
 * leaves it out). Out of stock is no reason to leave a product out: the shop shows it as sold out.
 */
export function planStorefrontPatch(
  current: PatchableStorefront | undefined,
  loaded: Readonly<Record<string, StoredPiece>>,
  productId: string,
  product: Product | undefined,
  readTime: ReadTime,
  newPieceId: () => string,
  limits: PieceLimits = STOREFRONT_PIECE_LIMITS,
): StorefrontPatch {
  if (!current) return { kind: "rebuild", reason: "missing" };
  if (compareReadTimes(current.sourceReadTime, readTime) >= 0) return { kind: "keep" };
  const readAt = new Date(readTime.seconds * 1000 + Math.floor(readTime.nanoseconds / 1e6));
  const generatedAt = nextGeneratedAt(current, readAt);
  const entry = product && toProductJson(product);
  const patch = patchStorefrontPieces(
    current.head,
    loaded,
    productId,
    entry,
    generatedAt,
    newPieceId,
    limits,
  );
  if (!patch) return { kind: "rebuild", reason: "unreadable" };
  if (patch === "unchanged") return { kind: "unchanged" };
  return { kind: "patch", generatedAt, ...patch };
}

/** A strong validator for the snapshot: its content changes exactly when `generatedAt` does. */
export function storefrontEtag(generatedAt: Date): string {
  return `"storefront-${generatedAt.getTime()}"`;
}

export interface ConditionalHeaders {
  ifNoneMatch?: string | undefined;
  ifModifiedSince?: string | undefined;
}

/**
 * Whether a GET may be answered 304 Not Modified (RFC 9110 §13.1.2 and §13.2.2): If-None-Match,
 * when present, decides alone (weak comparison, any tag of the list, or `*`); otherwise
 * If-Modified-Since, to the second. Express's `req.fresh` is not enough: it says "modified" to any
 * request with `Cache-Control: no-cache`, which the Hosting emulator's proxy adds to every request
 * it forwards to a function (and a CDN revalidating its copy may send too).
 */
export function isNotModified(request: ConditionalHeaders, etag: string, lastModified: Date): boolean {
  if (request.ifNoneMatch !== undefined) {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
    return request.ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
  }
  if (request.ifModifiedSince !== undefined) {
    const since = Date.parse(request.ifModifiedSince);
    return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
  }
  return false;
}
