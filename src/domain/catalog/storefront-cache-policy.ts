/**
 * The storefront snapshot is built when the catalog changes, not when a shopper asks for it: a
 * Firestore trigger on every product and on the settings stores it as JSON text in one document
 * (`publicCache/storefront`), and `GET /api/storefront` serves that document with a single read.
 *
 * Rebuilds overlap — two product edits a moment apart wake two triggers — and may finish in any
 * order. Each rebuild reads the products and the settings at one consistent read time, and may
 * only replace a snapshot that was read earlier. The last change always wakes a rebuild that reads
 * after it, so whatever order the rebuilds finish in, the stored snapshot ends as the newest state.
 */
import type { StorefrontSnapshot } from "./storefront-snapshot.ts";

/**
 * Firestore documents hold at most 1 MiB, name and other fields included. A larger snapshot is not
 * stored: the function then builds it on each request (and the CDN still caches the answer).
 */
export const STOREFRONT_CACHE_MAX_JSON_BYTES = 1_000_000;

/** A Firestore read time (a Timestamp fits), compared to the nanosecond. */
export interface ReadTime {
  seconds: number;
  nanoseconds: number;
}

export interface StoredStorefront {
  /** The snapshot as served; null when it was too large to store. */
  json: string | null;
  /** The snapshot's `generatedAt`: when its content last changed. ETag and Last-Modified come from it. */
  generatedAt: Date;
  /** When the products and settings it was made from were read. */
  sourceReadTime: ReadTime;
}

export interface BuiltStorefront {
  readTime: ReadTime;
  /** Made from what was read at `readTime`, with `generatedAt` set to that instant. */
  snapshot: StorefrontSnapshot;
}

export type StorefrontCacheWrite =
  /** The stored snapshot was read at the same time or later: writing would go back in time. */
  | { kind: "keep" }
  /** Same content: only the read time moves forward, so ETags (and caches) stay valid. */
  | { kind: "advance" }
  | { kind: "replace"; stored: StoredStorefront };

export function compareReadTimes(a: ReadTime, b: ReadTime): number {
  return a.seconds - b.seconds || a.nanoseconds - b.nanoseconds;
}

export function planStorefrontCacheWrite(
  current: StoredStorefront | undefined,
  built: BuiltStorefront,
  maxJsonBytes = STOREFRONT_CACHE_MAX_JSON_BYTES,
): StorefrontCacheWrite {
  if (current && compareReadTimes(current.sourceReadTime, built.readTime) >= 0) return { kind: "keep" };
  if (
    current?.json != null &&
    JSON.stringify({ ...built.snapshot, generatedAt: current.generatedAt.toISOString() }) === current.json
  ) {
    return { kind: "advance" };
  }
  const json = JSON.stringify(built.snapshot);
  return {
    kind: "replace",
    stored: {
      json: jsonBytes(json) <= maxJsonBytes ? json : null,
      generatedAt: new Date(built.snapshot.generatedAt),
      sourceReadTime: built.readTime,
    },
  };
}

export function jsonBytes(json: string): number {
  return new TextEncoder().encode(json).byteLength;
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
