/**
 * A catalog well past one Firestore document (400 products with 4.000-character descriptions,
 * some 2 MB of JSON) is stored in pieces, grown there by the product trigger's patches:
 * `/api/storefront` serves it whole from them, and a product write reads a bounded number of
 * documents and rewrites the one piece that holds the product. Reads are counted, not timed (tests/support/count-reads.ts).
 * The test runs what the product trigger runs, to count its reads; the trigger runs too, so
 * either may patch first (the other then finds nothing to change), and a transaction may be
 * retried when they meet: hence the count per attempt.
 */
import { randomUUID } from "node:crypto";
import type { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { storefrontEtag } from "@domain/catalog/storefront-cache-policy.ts";
import { STOREFRONT_PIECE_MAX_BYTES } from "@domain/catalog/storefront-pieces.ts";
import {
  fromStorefrontSnapshot,
  STOREFRONT_SNAPSHOT_PATH,
  type StorefrontSnapshot,
} from "@domain/catalog/storefront-snapshot.ts";
import {
  COLLECTIONS,
  SHOP_SETTINGS_DOC,
  STOREFRONT_CACHE_DOC,
  STOREFRONT_PIECES_SUBCOLLECTION,
} from "@domain/collections.ts";
import type { Product } from "@domain/catalog/product.ts";
import { makeProduct } from "@domain/testing/make-product.ts";
import { DEMO_SETTINGS } from "@domain/testing/demo-settings.ts";
import {
  buildStorefront,
  readStoredStorefront,
  refreshStorefrontProduct,
} from "../../functions/src/catalog/storefront-store.ts";
import { HOSTING_URL } from "../../tools/emulators/launch.ts";
import { adminDb, useLocalEmulators } from "../../tools/firebase-admin.ts";
import { countReads, EMPTY_QUERY } from "../support/count-reads.ts";
import { clearAllData } from "../support/emulator-data.ts";
import { TRIGGER_WAIT_MS } from "../support/triggers.ts";

const CATALOG_SIZE = 400;
const TRIGGER_TIMEOUT = { timeout: TRIGGER_WAIT_MS, interval: 250 };
/** Four hundred triggers, one after the other: this bounds only how long a broken one takes to fail. */
const GROWTH_TIMEOUT = { timeout: 4 * TRIGGER_WAIT_MS, interval: 1000 };
const GROWTH_TEST_TIMEOUT = 5 * TRIGGER_WAIT_MS;
const url = `${HOSTING_URL}${STOREFRONT_SNAPSHOT_PATH}`;

const productsRef = () => adminDb().collection(COLLECTIONS.products);
const cacheRef = () => adminDb().collection(COLLECTIONS.publicCache).doc(STOREFRONT_CACHE_DOC);
const piecesRef = () => cacheRef().collection(STOREFRONT_PIECES_SUBCOLLECTION);

const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n, 12));
/** 4.000 characters, some of two bytes: the longest description the admin takes. */
const description = (i: number) =>
  `Collar ${i} de plata 950 y cuarzo rosa, hecho a mano en Ñuñoa. `.repeat(70).slice(0, 4000);
/** Real (random) ids, and two products a day: ties in the catalog order are ordered by id. */
const catalog = Array.from({ length: CATALOG_SIZE }, (_, i) =>
  makeProduct({
    id: randomUUID(),
    name: `Collar ${i}`,
    description: description(i),
    createdAt: day(Math.floor(i / 2)),
  }),
);
const writeProduct = ({ id, ...fields }: Product) => productsRef().doc(id).set(fields);

interface HeadRef {
  id: string;
  version: string;
  start: { createdAt: string; id: string };
}
async function head() {
  const doc = await cacheRef().get();
  return {
    json: doc.get("json") as string,
    generatedAt: (doc.get("generatedAt") as Timestamp).toDate(),
    pieces: doc.get("pieces") as HeadRef[],
  };
}

/** Each piece document's update time, by id. */
async function pieceTimes(): Promise<Map<string, string>> {
  const docs = await piecesRef().get();
  return new Map(
    docs.docs.map((doc) => [doc.id, doc.updateTime.toDate().toISOString() + doc.updateTime.nanoseconds]),
  );
}

/** Whether the stored pieces put together are, byte for byte, what a full rebuild makes now. */
async function sameAsRebuild(): Promise<boolean> {
  const stored = await readStoredStorefront();
  if (!stored?.json) return false;
  const { generatedAt } = JSON.parse(stored.json) as StorefrontSnapshot;
  const { snapshot } = await buildStorefront();
  return stored.json === JSON.stringify({ ...snapshot, generatedAt });
}

/** The valid products in Firestore, newest first, by id and price. */
async function catalogInFirestore(): Promise<[string, number][]> {
  const docs = await productsRef().orderBy("createdAt", "desc").get();
  return docs.docs.map((doc) => [doc.id, doc.get("price") as number]);
}

async function served() {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  const body = await response.text();
  const snapshot = fromStorefrontSnapshot(JSON.parse(body));
  return {
    body,
    etag: response.headers.get("etag"),
    catalog: snapshot.products.map((product): [string, number] => [product.id, product.price]),
  };
}

/**
 * What the product trigger runs after a write, with its reads counted: each attempt reads the
 * product, the head, and at most two pieces (the one that holds it and the one it goes to, or a
 * query that finds none). It patched, or found nothing to change when the trigger patched first.
 */
async function expectPatch(productId: string): Promise<void> {
  const { result, attempts } = await countReads(() => refreshStorefrontProduct(productId));
  expect(["patch", "unchanged"]).toContain(result.kind);
  expect(attempts.length).toBeGreaterThan(0);
  for (const { [COLLECTIONS.products]: products, [COLLECTIONS.publicCache]: heads, ...pieces } of attempts) {
    expect([products, heads]).toEqual([1, 1]);
    expect(
      Object.keys(pieces).every((key) => [STOREFRONT_PIECES_SUBCOLLECTION, EMPTY_QUERY].includes(key)),
    ).toBe(true);
    const pieceReads = Object.values(pieces).reduce((sum, n) => sum + n, 0);
    expect(pieceReads).toBeGreaterThanOrEqual(1);
    expect(pieceReads).toBeLessThanOrEqual(2);
  }
}

/** The product whose entry starts the head's `at`-th piece. */
const firstOfPiece = async (at: number) => {
  const { start } = (await head()).pieces[at]!;
  return catalog.find(({ id }) => id === start.id)!;
};

beforeAll(async () => {
  useLocalEmulators();
  await clearAllData();
});

describe("a catalog larger than one document is stored in pieces", () => {
  it(
    `grows to ${CATALOG_SIZE} products by the triggers' patches, in pieces under the document limit`,
    async () => {
      // The settings first: their trigger stores a snapshot with no products, which the products'
      // triggers then patch one by one, splitting the pieces as they fill.
      await adminDb().collection(COLLECTIONS.settings).doc(SHOP_SETTINGS_DOC).set(DEMO_SETTINGS);
      await expect.poll(async () => (await cacheRef().get()).exists, TRIGGER_TIMEOUT).toBe(true);
      for (const part of [catalog.slice(0, 200), catalog.slice(200)]) {
        const batch = adminDb().batch();
        for (const { id, ...fields } of part) batch.set(productsRef().doc(id), fields);
        await batch.commit();
      }
      await expect.poll(sameAsRebuild, GROWTH_TIMEOUT).toBe(true);

      const first = await served();
      expect(first.catalog).toEqual(await catalogInFirestore());
      expect(new TextEncoder().encode(first.body).byteLength).toBeGreaterThan(1_500_000);

      const { json, generatedAt, pieces } = await head();
      expect(pieces.length).toBeGreaterThanOrEqual(2);
      expect(new TextEncoder().encode(json).byteLength).toBeLessThanOrEqual(STOREFRONT_PIECE_MAX_BYTES);
      expect(JSON.parse(json)).toMatchObject({ settings: DEMO_SETTINGS });
      for (const { id, version } of pieces) {
        const piece = await piecesRef().doc(id).get();
        expect(piece.get("version")).toBe(version);
        expect(new TextEncoder().encode(piece.get("json") as string).byteLength).toBeLessThanOrEqual(
          STOREFRONT_PIECE_MAX_BYTES,
        );
      }
      expect(await sameAsRebuild()).toBe(true);

      // The next request serves the stored pieces, not a snapshot built again: same body, same ETag.
      const again = await served();
      expect(again.body).toBe(first.body);
      expect(again.etag).toBe(storefrontEtag(generatedAt));
      // Read as the head and its pieces, not the catalog.
      const { attempts } = await countReads(() => readStoredStorefront());
      expect(attempts).toEqual([
        { [COLLECTIONS.publicCache]: 1, [STOREFRONT_PIECES_SUBCOLLECTION]: pieces.length },
      ]);
    },
    GROWTH_TEST_TIMEOUT,
  );

  it("a price change reads a bounded number of documents and rewrites the one piece that holds it", async () => {
    const before = await head();
    const holder = before.pieces[1]!;
    const target = await firstOfPiece(1);
    const times = await pieceTimes();

    await productsRef().doc(target.id).update({ price: 17990, updatedAt: new Date() });
    await expectPatch(target.id);

    const after = await head();
    expect(after.pieces.map(({ id }) => id)).toEqual(before.pieces.map(({ id }) => id));
    const rewritten = [...(await pieceTimes())]
      .filter(([id, time]) => times.get(id) !== time)
      .map(([id]) => id);
    expect(rewritten).toEqual([holder.id]);
    expect((await served()).catalog).toContainEqual([target.id, 17990]);
    expect(await sameAsRebuild()).toBe(true);
  });

  it("places products added at a piece's boundary, moved across pieces, and deleted from its front", async () => {
    const boundary = await firstOfPiece(1);
    // Created at the same instant as the piece's first product, with ids above and below its own.
    const [after, before] = ["ffffffff", "00000000"].map((prefix) =>
      makeProduct({
        id: `${prefix}-${randomUUID().slice(9)}`,
        description: description(1),
        createdAt: boundary.createdAt,
      }),
    );
    for (const added of [after!, before!]) {
      await writeProduct(added);
      await expectPatch(added.id);
      expect(await sameAsRebuild()).toBe(true);
    }

    // The oldest product, in the last piece, moved to the head's by its creation date, and back.
    const [oldestId] = (await catalogInFirestore()).at(-1)!;
    const moved = catalog.find(({ id }) => id === oldestId)!;
    await productsRef()
      .doc(moved.id)
      .update({ createdAt: day(1000) });
    await expectPatch(moved.id);
    expect(JSON.parse((await head()).json).products[0].id).toBe(moved.id);
    expect(await sameAsRebuild()).toBe(true);
    await productsRef().doc(moved.id).update({ createdAt: moved.createdAt });
    await expectPatch(moved.id);
    expect(await sameAsRebuild()).toBe(true);

    // The first product of a piece, deleted.
    await productsRef().doc(boundary.id).delete();
    await expectPatch(boundary.id);
    expect((await served()).catalog.map(([id]) => id)).not.toContain(boundary.id);
    expect(await sameAsRebuild()).toBe(true);
    expect((await served()).catalog).toEqual(await catalogInFirestore());
  });

  it("the product trigger patches the piece by itself", async () => {
    // Also the file's last write: its trigger runs after those of the writes before it, so when it
    // has patched, no event of this file is left to run into the next one.
    const [oldestId] = (await catalogInFirestore()).at(-1)!;
    await productsRef().doc(oldestId).update({ stock: 2, updatedAt: new Date() });
    const storedStock = async () => {
      const { products } = JSON.parse(
        (await readStoredStorefront())?.json ?? "{}",
      ) as Partial<StorefrontSnapshot>;
      return products?.find(({ id }) => id === oldestId)?.stock;
    };
    await expect.poll(storedStock, TRIGGER_TIMEOUT).toBe(2);
    expect((await served()).catalog).toEqual(await catalogInFirestore());
    expect(await sameAsRebuild()).toBe(true);
  });

  it("never serves pieces of two different writes: it rebuilds them", async () => {
    const { pieces } = await head();
    const tampered = pieces[1]!;
    // A piece as another write left it: other content, and another version than the head lists.
    const piece = await piecesRef().doc(tampered.id).get();
    const entries = JSON.parse(piece.get("json") as string) as { price: number }[];
    await piecesRef()
      .doc(tampered.id)
      .update({
        json: JSON.stringify(entries.map((entry) => ({ ...entry, price: 1 }))),
        version: "2020-01-01T00:00:00.000Z",
      });

    const { catalog: servedCatalog } = await served();
    expect(servedCatalog).toEqual(await catalogInFirestore());
    // Rebuilt and stored again, as one write.
    expect(await sameAsRebuild()).toBe(true);
    for (const { id, version } of (await head()).pieces) {
      expect((await piecesRef().doc(id).get()).get("version")).toBe(version);
    }
  });

  it("a settings write rebuilds the pieces, the settings in the head", async () => {
    // Deleted rather than changed: the next file's wipe would delete them, and that event may still
    // reach the settings trigger once it runs, landing a rebuild in the middle of its tests.
    await adminDb().collection(COLLECTIONS.settings).doc(SHOP_SETTINGS_DOC).delete();
    const storedSettings = async () => (JSON.parse((await head()).json) as StorefrontSnapshot).settings;
    await expect.poll(storedSettings, TRIGGER_TIMEOUT).toBeNull();
    expect((await served()).catalog).toEqual(await catalogInFirestore());
    expect(await sameAsRebuild()).toBe(true);
  });
});
