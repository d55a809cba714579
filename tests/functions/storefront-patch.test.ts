/**
 * A product write patches the stored storefront snapshot by that one product: it reads the product
 * and the snapshot, never the rest of the catalog, and leaves what a full rebuild would make.
 * Reads are counted, not timed (tests/support/count-reads.ts): the test calls what the product
 * trigger calls. The trigger runs too, so either may patch first (the other then finds nothing to
 * change), and a transaction may be retried when they meet: hence the count per attempt. A
 * catalog too large for one document: storefront-pieces.test.ts.
 */
import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { COLLECTIONS, SHOP_SETTINGS_DOC, STOREFRONT_CACHE_DOC } from "@domain/collections.ts";
import type { StorefrontSnapshot } from "@domain/catalog/storefront-snapshot.ts";
import type { Product } from "@domain/catalog/product.ts";
import { makeProduct } from "@domain/testing/make-product.ts";
import { DEMO_SETTINGS } from "@domain/testing/demo-settings.ts";
import {
  buildStorefront,
  rebuildStorefront,
  refreshStorefrontProduct,
  storeStorefront,
} from "../../functions/src/catalog/storefront-store.ts";
import { adminDb, useLocalEmulators } from "../../tools/firebase-admin.ts";
import { countReads } from "../support/count-reads.ts";
import { clearAllData } from "../support/emulator-data.ts";
import { TRIGGER_WAIT_MS } from "../support/triggers.ts";

const CATALOG_SIZE = 60;
const TRIGGER_TIMEOUT = { timeout: TRIGGER_WAIT_MS, interval: 250 };

const productsRef = () => adminDb().collection(COLLECTIONS.products);
const cacheRef = () => adminDb().collection(COLLECTIONS.publicCache).doc(STOREFRONT_CACHE_DOC);

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 12));
/** Real (random) ids, and three products a day: ties in the catalog order are ordered by id. */
const catalog = Array.from({ length: CATALOG_SIZE }, (_, i) =>
  makeProduct({ id: randomUUID(), name: `Collar ${i}`, createdAt: day(Math.floor(i / 3)) }),
);
// Not a valid product (negative price): left out of the snapshot, patched or rebuilt.
const { id: malformedId, ...malformed } = makeProduct({ id: randomUUID(), createdAt: day(3) });

const writeProduct = ({ id, ...fields }: Product) => productsRef().doc(id).set(fields);

/** The stored snapshot as text, and its fields. */
async function stored() {
  const doc = await cacheRef().get();
  return {
    json: doc.get("json") as string,
    sourceReadTime: doc.get("sourceReadTime") as Timestamp,
  };
}

/**
 * Whether the stored snapshot is, byte for byte, what a full rebuild makes now (but for its
 * generatedAt): the same products, in the same order, written the same way.
 */
async function sameAsRebuild(): Promise<boolean> {
  const { json } = await stored();
  const { generatedAt } = JSON.parse(json) as StorefrontSnapshot;
  const { snapshot: rebuilt } = await buildStorefront();
  return json === JSON.stringify({ ...rebuilt, generatedAt });
}

const storedSnapshot = async () => JSON.parse((await stored()).json) as StorefrontSnapshot;
const storedProduct = async (id: string) =>
  (await storedSnapshot()).products.find((product) => product.id === id);
const ids = (snapshot: StorefrontSnapshot) => snapshot.products.map((product) => product.id);

/** Each attempt of the patch read that product and the snapshot, and nothing else. */
const ONE_PRODUCT = { [COLLECTIONS.products]: 1, [COLLECTIONS.publicCache]: 1 };

/**
 * After a write, what the product trigger runs, called here so its reads can be counted. Each
 * attempt must read that product and the snapshot alone; then it patched, or found nothing to
 * change when the trigger had patched first.
 */
async function expectPatchReadsOneProduct(productId: string): Promise<void> {
  const { result, attempts } = await countReads(() => refreshStorefrontProduct(productId));
  expect(attempts.length).toBeGreaterThan(0);
  for (const reads of attempts) expect(reads).toEqual(ONE_PRODUCT);
  expect(["patch", "unchanged"]).toContain(result.kind);
}

beforeAll(async () => {
  useLocalEmulators();
  await clearAllData();
});

describe("a product write patches the storefront snapshot by that product", () => {
  it(`builds the snapshot of ${CATALOG_SIZE} products from the triggers, as a full rebuild would`, async () => {
    // The settings first: their trigger stores a snapshot with no products, so the products'
    // triggers mostly patch it.
    await adminDb().collection(COLLECTIONS.settings).doc(SHOP_SETTINGS_DOC).set(DEMO_SETTINGS);
    await expect.poll(async () => (await cacheRef().get()).exists, TRIGGER_TIMEOUT).toBe(true);

    const batch = adminDb().batch();
    for (const { id, ...fields } of catalog) batch.set(productsRef().doc(id), fields);
    batch.set(productsRef().doc(malformedId), { ...malformed, price: -5 });
    await batch.commit();

    await expect.poll(sameAsRebuild, TRIGGER_TIMEOUT).toBe(true);
    expect((await storedSnapshot()).products).toHaveLength(CATALOG_SIZE);
  });

  it(`reads one product and the snapshot, not the ${CATALOG_SIZE} of the catalog, for a price change`, async () => {
    const target = catalog[31]!;
    await productsRef().doc(target.id).update({ price: 17990, updatedAt: new Date() });

    await expectPatchReadsOneProduct(target.id);

    expect((await storedProduct(target.id))?.price).toBe(17990);
    expect(await sameAsRebuild()).toBe(true);
  });

  it("puts a new product in the catalog's place, among those of its day, with the same reads", async () => {
    const added = makeProduct({ id: randomUUID(), name: "Collar nuevo", createdAt: day(7) });
    await writeProduct(added);

    await expectPatchReadsOneProduct(added.id);
    expect(await storedProduct(added.id)).toBeDefined();
    expect(await sameAsRebuild()).toBe(true);
    expect((await storedSnapshot()).products).toHaveLength(CATALOG_SIZE + 1);
  });

  it("takes out a deleted product, and one that became malformed, with the same reads", async () => {
    const [deleted, broken] = [catalog[5]!, catalog[40]!];
    await productsRef().doc(deleted.id).delete();
    await productsRef().doc(broken.id).update({ stock: -1 });

    await expectPatchReadsOneProduct(deleted.id);
    await expectPatchReadsOneProduct(broken.id);
    const snapshot = await storedSnapshot();
    expect(ids(snapshot)).not.toContain(deleted.id);
    expect(ids(snapshot)).not.toContain(broken.id);
    expect(await sameAsRebuild()).toBe(true);
  });

  it("writes nothing for a repeated event: the snapshot already shows the product as it is", async () => {
    expect((await refreshStorefrontProduct(catalog[31]!.id)).kind).toBe("unchanged");
  });

  it("a rebuild that read before a patch does not undo it, and the next one reads again", async () => {
    const target = catalog[12]!;
    const readBefore = await buildStorefront();
    await productsRef().doc(target.id).update({ stock: 0, updatedAt: new Date() });
    await expectPatchReadsOneProduct(target.id);

    // It writes nothing: the patch stored the snapshot after it read, so it would read again
    // ("stale"); or a rebuild that read later, such as a settings one running late, stored it.
    expect(["stale", "keep"]).toContain((await storeStorefront(readBefore)).kind);
    expect((await storedProduct(target.id))?.stock).toBe(0);
    expect(await sameAsRebuild()).toBe(true);

    // A rebuild from scratch finds the same content: at most its read time moves on.
    expect(["advance", "keep"]).toContain((await rebuildStorefront()).outcome.kind);
    expect(await sameAsRebuild()).toBe(true);
  });

  it("the product trigger patches the snapshot after a stock change, without a full read", async () => {
    const target = catalog[50]!;
    const before = await stored();
    await productsRef().doc(target.id).update({ stock: 2, updatedAt: new Date() });

    await expect.poll(async () => (await storedProduct(target.id))?.stock, TRIGGER_TIMEOUT).toBe(2);
    expect(await sameAsRebuild()).toBe(true);
    // A rebuild would have moved the source read time on; the patch keeps it.
    expect((await stored()).sourceReadTime).toEqual(before.sourceReadTime);
  });
});
