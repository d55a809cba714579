/**
 * Keeps the storefront snapshot in `publicCache/storefront`: patched by one product on a product
 * write, rebuilt from every product on a settings write, when there is nothing to patch, and for
 * the HTTP function when nothing is stored yet. Which write may replace which:
 * src/domain/catalog/storefront-cache-policy.ts.
 */
import { logger } from "firebase-functions/v2";
import { Timestamp, type DocumentSnapshot } from "firebase-admin/firestore";
import { COLLECTIONS, SHOP_SETTINGS_DOC, STOREFRONT_CACHE_DOC } from "@domain/collections.ts";
import { productSchema } from "@domain/catalog/product.schema.ts";
import type { Product } from "@domain/catalog/product.ts";
import { shopSettingsSchema } from "@domain/settings/settings.schema.ts";
import { toStorefrontSnapshot } from "@domain/catalog/storefront-snapshot.ts";
import {
  jsonBytes,
  planStorefrontCacheWrite,
  planStorefrontPatch,
  STOREFRONT_CACHE_MAX_JSON_BYTES,
  type BuiltStorefront,
  type ReadStorefront,
  type StorefrontCacheWrite,
  type StoredStorefront,
} from "@domain/catalog/storefront-cache-policy.ts";
import { db } from "./app.ts";
import { readValidDocument } from "./documents.ts";

const cacheRef = () => db.collection(COLLECTIONS.publicCache).doc(STOREFRONT_CACHE_DOC);

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

/** The stored snapshot, or undefined when there is none or it is not one (so it gets replaced). */
function toStored(doc: DocumentSnapshot): ReadStorefront | undefined {
  if (!doc.exists || !doc.updateTime) return undefined;
  const { json, generatedAt, sourceReadTime } = doc.data() ?? {};
  if (
    (typeof json !== "string" && json !== null) ||
    !(generatedAt instanceof Timestamp) ||
    !(sourceReadTime instanceof Timestamp)
  ) {
    logger.warn("Documento de la instantánea de la tienda con un formato inesperado: se reemplaza");
    return undefined;
  }
  return { json, generatedAt: generatedAt.toDate(), sourceReadTime, writtenAt: doc.updateTime };
}

export async function readStoredStorefront(): Promise<StoredStorefront | undefined> {
  return toStored(await cacheRef().get());
}

interface StoreOutcome {
  kind: StorefrontCacheWrite["kind"];
  /** The document as it is after the write: the built snapshot, or the one kept or advanced. */
  stored: StoredStorefront | undefined;
}

/**
 * Stores a built snapshot unless one read at the same time or later is already there, or one was
 * written after it was read ("stale": then it is not stored, and must be built again).
 */
export async function storeStorefront(built: BuiltStorefront): Promise<StoreOutcome> {
  const sourceReadTime = new Timestamp(built.readTime.seconds, built.readTime.nanoseconds);
  const { plan, stored } = await db.runTransaction(async (tx) => {
    const current = toStored(await tx.get(cacheRef()));
    const plan = planStorefrontCacheWrite(current, built);
    if (plan.kind === "keep" || plan.kind === "stale") return { plan, stored: current };
    if (plan.kind === "advance") {
      tx.update(cacheRef(), { sourceReadTime });
      return { plan, stored: current && { ...current, sourceReadTime } };
    }
    tx.set(cacheRef(), {
      json: plan.stored.json,
      generatedAt: Timestamp.fromDate(plan.stored.generatedAt),
      sourceReadTime,
    });
    return { plan, stored: plan.stored };
  });
  if (plan.kind === "replace" && plan.stored.json === null) {
    logger.warn("La instantánea de la tienda no cabe en un documento: se arma en cada solicitud", {
      bytes: jsonBytes(JSON.stringify(built.snapshot)),
      maxBytes: STOREFRONT_CACHE_MAX_JSON_BYTES,
    });
  }
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
 * the same transaction (two reads, whatever the catalog's size), or rebuilt when there is nothing
 * to patch. The outcome says which.
 */
export async function refreshStorefrontProduct(
  productId: string,
): Promise<{ kind: "patch" | "unchanged" | "keep" } | { kind: "rebuild"; outcome: StoreOutcome }> {
  const plan = await db.runTransaction(async (tx) => {
    const [productDoc, cacheDoc] = await Promise.all([
      tx.get(db.collection(COLLECTIONS.products).doc(productId)),
      tx.get(cacheRef()),
    ]);
    const current = toStored(cacheDoc);
    const product = readValidDocument(productSchema, productDoc);
    const plan = planStorefrontPatch(current, productId, product, productDoc.readTime);
    if (plan.kind === "patch") {
      tx.update(cacheRef(), { json: plan.json, generatedAt: Timestamp.fromDate(plan.generatedAt) });
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

/** The snapshot as served: the stored JSON text, or one built now when none can be stored. */
export async function currentStorefront(): Promise<ServedStorefront> {
  const stored = await readStoredStorefront();
  if (stored?.json != null) return { json: stored.json, generatedAt: stored.generatedAt };
  if (stored) {
    logger.warn("Instantánea de la tienda armada en la solicitud: no cabe en un documento");
    return served(await buildStorefront());
  }
  // Nothing stored yet: a new project, or emulators seeded while triggers were paused. A rebuild
  // woken by a change may store its snapshot meanwhile; then this request serves what is stored,
  // so its ETag is the one the next requests get.
  const { built, outcome } = await rebuildStorefront();
  const now = outcome.stored;
  return now?.json != null ? { json: now.json, generatedAt: now.generatedAt } : served(built);
}
