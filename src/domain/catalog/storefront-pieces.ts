/**
 * The stored storefront snapshot in pieces, so that no catalog outgrows a Firestore document
 * (1 MiB). The head (`publicCache/storefront`) holds the snapshot with the first products, newest
 * first, and the settings, and lists the other pieces in catalog order: each holds the products
 * from its `start` (in catalog order) up to the next piece's. A small catalog is the head alone,
 * whose JSON is then the whole snapshot.
 *
 * Each piece carries the version (the `generatedAt` of the write that last wrote it) the head
 * lists for it, and the head and every piece it changes are written in one transaction: a reader
 * that finds a piece missing or of another version has not got one generation, and rebuilds.
 */
import { compareCatalogOrder, withEntry, type CatalogPlace } from "./storefront-patch.ts";
import { isStorefrontSnapshot, type ProductJson, type StorefrontSnapshot } from "./storefront-snapshot.ts";

/**
 * How a rebuild fills the pieces, in bytes of JSON (plus their product ids, stored beside it):
 * well under the document limit, so that a piece can grow by patches before it must be split.
 */
export const STOREFRONT_PIECE_BYTES = 700_000;
/** A patched piece larger than this is split in two or more; a document holds at most 1 MiB. */
export const STOREFRONT_PIECE_MAX_BYTES = 900_000;

export interface PieceLimits {
  fill: number;
  max: number;
}
export const STOREFRONT_PIECE_LIMITS: PieceLimits = {
  fill: STOREFRONT_PIECE_BYTES,
  max: STOREFRONT_PIECE_MAX_BYTES,
};

/** Where an entry sits in the catalog order. */
export type CatalogKey = CatalogPlace;

/** A piece after the head, as the head lists it. */
export interface PieceRef {
  id: string;
  /** The version the piece document must carry to belong to this head. */
  version: string;
  /** The catalog position where the piece begins: entries from here to the next piece's start. */
  start: CatalogKey;
}

/** A piece after the head, as its document holds it. */
export interface StoredPiece {
  /** Its entries, as a JSON array. */
  json: string;
  /** Their ids, so that a patch finds the piece holding a product with one query. */
  ids: string[];
  version: string;
}

/** A piece's content, before it has a document of its own. */
export interface PieceContent {
  start: CatalogKey;
  json: string;
  ids: string[];
}

export interface SplitStorefront {
  /** The head's JSON: the snapshot with the first piece's products. */
  head: string;
  pieces: PieceContent[];
}

const bytes = (text: string) => new TextEncoder().encode(text).byteLength;

/** What an entry adds to a piece: its JSON and a comma, and its id in `ids` (Firestore counts a string's bytes + 1). */
const entryBytes = (entry: ProductJson) => bytes(JSON.stringify(entry)) + 1 + bytes(entry.id) + 1;

const keyOf = ({ createdAt, id }: CatalogKey): CatalogKey => ({ createdAt, id });

/**
 * Entries in catalog order cut into runs, each as large as fits in `budget` bytes (the first in
 * `firstBudget`, which the head's other fields take from), and at least one entry each.
 */
function cut(entries: ProductJson[], firstBudget: number, budget: number): ProductJson[][] {
  const runs: ProductJson[][] = [[]];
  let used = 0;
  let room = firstBudget;
  for (const entry of entries) {
    const size = entryBytes(entry);
    const run = runs[runs.length - 1]!;
    if (run.length > 0 && used + size > room) {
      runs.push([entry]);
      used = size;
      room = budget;
    } else {
      run.push(entry);
      used += size;
    }
  }
  return runs;
}

const headOverhead = (snapshot: StorefrontSnapshot) => bytes(JSON.stringify({ ...snapshot, products: [] }));

const toPiece = (entries: ProductJson[]): PieceContent => ({
  start: keyOf(entries[0]!),
  json: JSON.stringify(entries),
  ids: entries.map((entry) => entry.id),
});

/** The snapshot cut into the head and the pieces after it, each filled up to `limits.fill`. */
export function splitStorefrontSnapshot(
  snapshot: StorefrontSnapshot,
  limits: PieceLimits = STOREFRONT_PIECE_LIMITS,
): SplitStorefront {
  const [first = [], ...rest] = cut(snapshot.products, limits.fill - headOverhead(snapshot), limits.fill);
  return { head: JSON.stringify({ ...snapshot, products: first }), pieces: rest.map(toPiece) };
}

/**
 * The whole snapshot's JSON from the head's and the pieces' (in the head's order), byte for byte
 * what `JSON.stringify` makes of the snapshot; undefined when one of them is not what it should be.
 */
export function joinStorefrontPieces(head: string, pieces: string[]): string | undefined {
  if (pieces.length === 0) return head;
  const snapshot = parseSnapshot(head);
  const rest = pieces.map(parseEntries);
  if (!snapshot || rest.some((entries) => !entries)) return undefined;
  return JSON.stringify({ ...snapshot, products: snapshot.products.concat(...(rest as ProductJson[][])) });
}

/** Which piece an entry with this key belongs in: 0 for the head, k for the head's `pieces[k - 1]`. */
export function pieceIndexFor(pieces: readonly PieceRef[], key: CatalogKey): number {
  let index = 0;
  pieces.forEach((piece, at) => {
    if (compareCatalogOrder(piece.start, key) <= 0) index = at + 1;
  });
  return index;
}

const sortable = (entry: unknown): entry is ProductJson => {
  const { id, createdAt } = (entry ?? {}) as { id?: unknown; createdAt?: unknown };
  return typeof id === "string" && typeof createdAt === "string" && !Number.isNaN(Date.parse(createdAt));
};

function parse(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

/** The stored snapshot (or head), if it has the outline of one and every entry an id and a creation date. */
export function parseSnapshot(json: string): StorefrontSnapshot | undefined {
  const value = parse(json);
  return isStorefrontSnapshot(value) && value.products.every(sortable) ? value : undefined;
}

function parseEntries(json: string): ProductJson[] | undefined {
  const value = parse(json);
  return Array.isArray(value) && value.every(sortable) ? value : undefined;
}

/** The head as a patch reads it. */
export interface StorefrontHead {
  json: string;
  pieces: PieceRef[];
}

/** What a patch writes: the head's new JSON and list, the pieces it (re)writes, and those it deletes. */
export interface PiecesPatch {
  head: StorefrontHead;
  write: Record<string, StoredPiece>;
  remove: string[];
}

/**
 * The head and pieces with `productId` as `product` says (undefined: left out), given the head and
 * the pieces that hold it now or will hold it (`loaded`, by id; other pieces are left alone).
 * `generatedAt` stamps the snapshot and versions the pieces written.
 * Undefined when what was read cannot be patched (a piece missing, unreadable or of another
 * version); "unchanged" when it already shows the product so. A piece that grows past
 * `limits.max` is split, and one left empty is dropped; new pieces get ids from `newId`.
 */
export function patchStorefrontPieces(
  head: StorefrontHead,
  loaded: Readonly<Record<string, StoredPiece>>,
  productId: string,
  entry: ProductJson | undefined,
  generatedAt: Date,
  newId: () => string,
  limits: PieceLimits = STOREFRONT_PIECE_LIMITS,
): PiecesPatch | "unchanged" | undefined {
  const snapshot = parseSnapshot(head.json);
  if (!snapshot) return undefined;
  // The head's entries, then each listed piece's: those loaded, and undefined for the others.
  const runs: (ProductJson[] | undefined)[] = [snapshot.products];
  for (const ref of head.pieces) {
    const piece = loaded[ref.id];
    if (!piece) {
      runs.push(undefined);
      continue;
    }
    const entries = piece.version === ref.version ? parseEntries(piece.json) : undefined;
    if (!entries) return undefined;
    runs.push(entries);
  }

  const target = entry && pieceIndexFor(head.pieces, entry);
  if (target !== undefined && !runs[target]) return undefined;
  const changed = new Set<number>();
  const patched = runs.map((run, index) => {
    const holds = run?.some((other) => other.id === productId);
    if (!run || (!holds && index !== target)) return run;
    changed.add(index);
    return withEntry(run, productId, index === target ? entry : undefined);
  });
  const same = [...changed].every((index) => JSON.stringify(patched[index]) === JSON.stringify(runs[index]));
  if (same) return "unchanged";

  const version = generatedAt.toISOString();
  const write: Record<string, StoredPiece> = {};
  const remove: string[] = [];
  const pieces: PieceRef[] = [];
  let headEntries = patched[0]!;
  const place = (contents: PieceContent[], reuse?: string) =>
    contents.forEach(({ start, json, ids }, at) => {
      const id = at === 0 && reuse ? reuse : newId();
      write[id] = { json, ids, version };
      pieces.push({ id, version, start });
    });

  if (changed.has(0)) {
    const overhead = headOverhead(snapshot) + bytes(JSON.stringify(head.pieces));
    if (overhead + headEntries.reduce((sum, one) => sum + entryBytes(one), 0) > limits.max) {
      const [first = [], ...rest] = cut(headEntries, limits.fill - overhead, limits.fill);
      headEntries = first;
      place(rest.map(toPiece));
    }
  }
  head.pieces.forEach((ref, at) => {
    const run = patched[at + 1];
    if (!changed.has(at + 1) || !run) {
      pieces.push(ref);
      return;
    }
    if (run.length === 0) {
      remove.push(ref.id);
      return;
    }
    const size = run.reduce((sum, one) => sum + entryBytes(one), 2);
    const contents = size > limits.max ? cut(run, limits.fill, limits.fill).map(toPiece) : [toPiece(run)];
    // The piece keeps its start: an entry removed from its front leaves the boundary where it was.
    place([{ ...contents[0]!, start: ref.start }, ...contents.slice(1)], ref.id);
  });
  const json = JSON.stringify({ ...snapshot, generatedAt: version, products: headEntries });
  return { head: { json, pieces }, write, remove };
}
