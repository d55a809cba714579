/**
 * Keeps the storefront snapshot in `publicCache/storefront` and, past one document's worth, in
 * pieces under it (src/domain/catalog/storefront-pieces.ts): patched by one product on a product
 * write, rebuilt from every product on a settings write, when there is nothing to patch, and for
 * the HTTP function when nothing is stored yet. Which write may replace which:
 * src/domain/catalog/storefront-cache-policy.ts.
 */
import { logger } from "firebase-functions/v2";
import { Timestamp, type DocumentSnapshot, type Transaction } from "firebase-admin/firestore";
import {
  COLLECTIONS,
  SHOP_SETTINGS_DOC,
  STOREFRONT_CACHE_DOC,
  STOREFRONT_PIECES_SUBCOLLECTION,
} from "@domain/collections.ts";
import { productSchema } from "@domain/catalog/product.schema.ts";
import type { Product } from "@domain/catalog/product.ts";
import { shopSettingsSchema } from "@domain/settings/settings.schema.ts";
import { toProductJson, toStorefrontSnapshot } from "@domain/catalog/storefront-snapshot.ts";
import {
  compareReadTimes,
  planStorefrontCacheWrite,
  planStorefrontPatch,
  type BuiltStorefront,
  type PatchableStorefront,
  type ReadStorefront,
  type ReadTime,
  type StorefrontCacheWrite,
  type StoredStorefront,
} from "@domain/catalog/storefront-cache-policy.ts";
import {
  joinStorefrontPieces,
  pieceIndexFor,
  splitStorefrontSnapshot,
  type CatalogKey,
  type PieceRef,
  type StoredPiece,
} from "@domain/catalog/storefront-pieces.ts";
import { db } from "../firebase/app.ts";
import { readValidDocument } from "../firebase/documents.ts";
import type { StorefrontHead, StorefrontPiece } from "@domain/catalog/storefront-cache.schema.ts";
import type { Writable } from "../firebase/writes.ts";

const cacheRef = () => db.collection(COLLECTIONS.publicCache).doc(STOREFRONT_CACHE_DOC);
const piecesRef = () => cacheRef().collection(STOREFRONT_PIECES_SUBCOLLECTION);
const pieceRef = (id: string) => piecesRef().doc(id);
const newPieceId = () => piecesRef().doc().id;

/**
 * Every product (newest first, malformed ones left out) and the settings, read at one instant:
 * a read-only transaction takes no locks, so checkouts and admin edits never wait for it.
 */
export async function buildStorefront(): Promise<BuiltStorefront> {
  const [productDocs, settingsDoc] = await db.runTransaction(
    (tx) =>
      Promise.all([
        tx.get(db.collection(COLLECTIONS.products).orderBy("createdAt", "desc")),
        tx.get(db.collection(COLLECTIONS.settings).doc(SHOP_SETTINGS_DOC)),
      ]),
    { readOnly: true },
  );
  // One malformed product must not hide the whole catalog: it is reported and left out.
  const products: Product[] = productDocs.docs.flatMap((doc) => readValidDocument(productSchema, doc) ?? []);
  const settings = readValidDocument(shopSettingsSchema, settingsDoc) ?? null;
  const readTime = productDocs.readTime;
  return {
    readTime,
    snapshot: toStorefrontSnapshot({
      generatedAt: readTime.toDate(),
      products,
      settings,
    }),
  };
}

/** The stored head as a transaction reads it. */
interface ReadHead extends PatchableStorefront {
  writtenAt: ReadTime;
}

const isKey = (value: unknown): value is CatalogKey => {
  const { createdAt, id } = (value ?? {}) as Partial<CatalogKey>;
  return typeof createdAt === "string" && typeof id === "string";
};
const isPieceRef = (value: unknown): value is PieceRef => {
  const { id, version, start } = (value ?? {}) as Partial<PieceRef>;
  return typeof id === "string" && id !== "" && typeof version === "string" && isKey(start);
};

/** The stored head, or undefined when there is none or it is not one (so it gets replaced). */
function toHead(doc: DocumentSnapshot): ReadHead | undefined {
  if (!doc.exists || !doc.updateTime) return undefined;
  // A head written before the snapshot was split has no `pieces`: it is the whole snapshot.
  const { json, generatedAt, sourceReadTime, pieces = [] } = doc.data() ?? {};
  if (
    typeof json !== "string" ||
    !(generatedAt instanceof Timestamp) ||
    !(sourceReadTime instanceof Timestamp) ||
    !Array.isArray(pieces) ||
    !pieces.every(isPieceRef)
  ) {
    logger.warn("Documento de la instantánea de la tienda con un formato inesperado: se reemplaza");
    return undefined;
  }
  return {
    head: { json, pieces },
    generatedAt: generatedAt.toDate(),
    sourceReadTime,
    writtenAt: doc.updateTime,
  };
}

/** A piece's document as stored; fields it lacks make it one no head lists (so it is not used). */
function toPiece(doc: DocumentSnapshot): StoredPiece {
  const { json, ids, version } = doc.data() ?? {};
  return {
    json: typeof json === "string" ? json : "",
    ids: Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : [],
    version: typeof version === "string" ? version : "",
  };
}

/** The whole snapshot's JSON from the head and its pieces; null when they are not one generation. */
async function assemble(tx: Transaction, { head }: PatchableStorefront): Promise<string | null> {
  if (head.pieces.length === 0) return head.json;
  const docs = await tx.getAll(...head.pieces.map(({ id }) => pieceRef(id)));
  const pieces = docs.map(toPiece);
  if (pieces.some((piece, at) => piece.version !== head.pieces[at]!.version)) return null;
  return (
    joinStorefrontPieces(
      head.json,
      pieces.map(({ json }) => json),
    ) ?? null
  );
}

const toStored = (head: ReadHead, json: string | null): ReadStorefront => ({
  json,
  generatedAt: head.generatedAt,
  sourceReadTime: head.sourceReadTime,
  writtenAt: head.writtenAt,
});

/**
 * The stored snapshot, its pieces read at the same instant as the head; its `json` is null when
 * they do not make one snapshot (then it gets rebuilt).
 */
export async function readStoredStorefront(): Promise<StoredStorefront | undefined> {
  return db.runTransaction(
    async (tx) => {
      const head = toHead(await tx.get(cacheRef()));
      return head && toStored(head, await assemble(tx, head));
    },
    { readOnly: true },
  );
}

interface StoreOutcome {
  kind: StorefrontCacheWrite["kind"];
  /** The snapshot after the write: the built one, or the one kept or advanced. */
  stored: StoredStorefront | undefined;
}

/**
 * Stores a built snapshot unless one read at the same time or later is already there, or one was
 * written after it was read ("stale": then it is not stored, and must be built again). It is
 * stored in pieces (storefront-pieces.ts), over the documents of the pieces it replaces.
 */
export async function storeStorefront(built: BuiltStorefront): Promise<StoreOutcome> {
  const sourceReadTime = new Timestamp(built.readTime.seconds, built.readTime.nanoseconds);
  const { plan, stored } = await db.runTransaction(async (tx) => {
    const head = toHead(await tx.get(cacheRef()));
    const current = head && toStored(head, await assemble(tx, head));
    const plan = planStorefrontCacheWrite(current, built);
    if (plan.kind === "keep" || plan.kind === "stale") return { plan, stored: current };
    if (plan.kind === "advance") {
      tx.update(cacheRef(), { sourceReadTime } satisfies Partial<Writable<StorefrontHead>>);
      return { plan, stored: current && { ...current, sourceReadTime } };
    }
    // Without a head to list them, pieces left from an earlier one (the seed deletes only the
    // head) are found by a query, so that none outlives it.
    const oldIds = head
      ? head.head.pieces.map(({ id }) => id)
      : (await tx.get(piecesRef().select())).docs.map(({ id }) => id);
    const { generatedAt } = plan.stored;
    const version = generatedAt.toISOString();
    const split = splitStorefrontSnapshot({ ...built.snapshot, generatedAt: version });
    const pieces = split.pieces.map(({ start, json, ids }, at) => {
      const id = oldIds[at] ?? newPieceId();
      tx.set(pieceRef(id), { json, ids, version } satisfies StorefrontPiece);
      return { id, version, start };
    });
    for (const id of oldIds.slice(pieces.length)) tx.delete(pieceRef(id));
    tx.set(cacheRef(), {
      json: split.head,
      generatedAt: Timestamp.fromDate(generatedAt),
      sourceReadTime,
      pieces,
    } satisfies Writable<StorefrontHead>);
    return { plan, stored: plan.stored };
  });
  return { kind: plan.kind, stored };
}

/**
 * How many times a rebuild reads the catalog again when patches keep landing between its read and
 * its write. Past that the caller decides: a trigger fails and is retried later.
 */
const REBUILD_READS = 5;

export async function rebuildStorefront(): Promise<{ built: BuiltStorefront; outcome: StoreOutcome }> {
  for (let read = 1; ; read++) {
    const built = await buildStorefront();
    const outcome = await storeStorefront(built);
    if (outcome.kind !== "stale" || read === REBUILD_READS) return { built, outcome };
  }
}

/**
 * After a write to one product: the stored snapshot patched by that product, read as it is now in
 * the same transaction with the head, and with the pieces that hold the product and the one it
 * belongs in (at most four documents, whatever the catalog's size), or rebuilt when there is
 * nothing to patch. The outcome says which.
 */
export async function refreshStorefrontProduct(
  productId: string,
): Promise<{ kind: "patch" | "unchanged" | "keep" } | { kind: "rebuild"; outcome: StoreOutcome }> {
  const plan = await db.runTransaction(async (tx) => {
    const [productDoc, headDoc] = await Promise.all([
      tx.get(db.collection(COLLECTIONS.products).doc(productId)),
      tx.get(cacheRef()),
    ]);
    const head = toHead(headDoc);
    const product = readValidDocument(productSchema, productDoc);
    const loaded: Record<string, StoredPiece> = {};
    if (
      head &&
      head.head.pieces.length > 0 &&
      compareReadTimes(head.sourceReadTime, productDoc.readTime) < 0
    ) {
      const holders = await tx.get(piecesRef().where("ids", "array-contains", productId));
      for (const doc of holders.docs) loaded[doc.id] = toPiece(doc);
      const target = product && pieceIndexFor(head.head.pieces, toProductJson(product));
      const targetId = target ? head.head.pieces[target - 1]!.id : undefined;
      if (targetId && !loaded[targetId]) loaded[targetId] = toPiece(await tx.get(pieceRef(targetId)));
    }
    const plan = planStorefrontPatch(head, loaded, productId, product, productDoc.readTime, newPieceId);
    if (plan.kind === "patch") {
      tx.update(cacheRef(), {
        json: plan.head.json,
        generatedAt: Timestamp.fromDate(plan.generatedAt),
        pieces: plan.head.pieces,
      } satisfies Partial<Writable<StorefrontHead>>);
      for (const [id, piece] of Object.entries(plan.write))
        tx.set(pieceRef(id), piece satisfies StorefrontPiece);
      for (const id of plan.remove) tx.delete(pieceRef(id));
    }
    return plan;
  });
  if (plan.kind !== "rebuild") return { kind: plan.kind };
  logger.info("Instantánea de la tienda: sin nada que parchar, se reconstruye", { reason: plan.reason });
  return { kind: "rebuild", outcome: (await rebuildStorefront()).outcome };
}

export interface ServedStorefront {
  json: string;
  generatedAt: Date;
}

const served = ({ snapshot }: BuiltStorefront): ServedStorefront => ({
  json: JSON.stringify(snapshot),
  generatedAt: new Date(snapshot.generatedAt),
});

/**
 * The snapshot as served: the stored JSON text, put together from its pieces, or one built now
 * when none is stored or its pieces do not make one snapshot.
 */
export async function currentStorefront(): Promise<ServedStorefront> {
  const stored = await readStoredStorefront();
  if (stored?.json != null) return { json: stored.json, generatedAt: stored.generatedAt };
  // Nothing stored yet (a new project, or emulators seeded while triggers were paused), or pieces
  // of different writes (a piece deleted or written by hand). A rebuild woken by a change may
  // store its snapshot meanwhile; then this request serves what is stored, so its ETag is the one
  // the next requests get.
  if (stored) logger.warn("Instantánea de la tienda con partes que no coinciden: se reconstruye");
  const { built, outcome } = await rebuildStorefront();
  const now = outcome.stored;
  return now?.json != null ? { json: now.json, generatedAt: now.generatedAt } : served(built);
}
