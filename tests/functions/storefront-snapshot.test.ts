import { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { storefrontEtag } from "@domain/catalog/storefront-cache-policy.ts";
import {
  fromStorefrontSnapshot,
  STOREFRONT_SNAPSHOT_PATH,
  toStorefrontSnapshot,
} from "@domain/catalog/storefront-snapshot.ts";
import { COLLECTIONS, SHOP_SETTINGS_DOC, STOREFRONT_CACHE_DOC } from "@domain/collections.ts";
import { makeProduct } from "@domain/testing/make-product.ts";
import type { Product } from "@domain/catalog/product.ts";
import {
  buildStorefront,
  rebuildStorefront,
  storeStorefront,
} from "../../functions/src/catalog/storefront-store.ts";
import { HOSTING_URL } from "../../tools/emulators/launch.ts";
import { adminDb, useLocalEmulators } from "../../tools/firebase-admin.ts";
import { DEMO_SETTINGS } from "@domain/testing/demo-settings.ts";
import { clearAllData } from "../support/emulator-data.ts";
import { TRIGGER_WAIT_MS } from "../support/triggers.ts";

const older = makeProduct({
  name: "Aros Gota de Amatista",
  productType: "aro",
  createdAt: new Date("2026-03-01"),
});
const newer = makeProduct({ name: "Collar Luna de Cuarzo", createdAt: new Date("2026-09-01") });
// Not a valid product (negative price): it must be left out, not break the snapshot.
const broken = makeProduct({ name: "Roto", createdAt: new Date("2026-10-01") });
const url = `${HOSTING_URL}${STOREFRONT_SNAPSHOT_PATH}`;
const TRIGGER_TIMEOUT = { timeout: TRIGGER_WAIT_MS, interval: 250 };

const productsRef = () => adminDb().collection(COLLECTIONS.products);
const settingsRef = () => adminDb().collection(COLLECTIONS.settings).doc(SHOP_SETTINGS_DOC);
const cacheRef = () => adminDb().collection(COLLECTIONS.publicCache).doc(STOREFRONT_CACHE_DOC);

async function writeProduct({ id, ...fields }: Product): Promise<void> {
  await productsRef().doc(id).set(fields);
}

async function served() {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return fromStorefrontSnapshot(await response.json());
}

/** What the storefront should list: the valid products in Firestore, newest first, by id and price. */
async function catalogInFirestore(): Promise<[string, number][]> {
  const docs = await productsRef().orderBy("createdAt", "desc").get();
  return docs.docs.filter((doc) => doc.id !== broken.id).map((doc) => [doc.id, doc.get("price") as number]);
}
const servedCatalog = async (): Promise<[string, number][]> =>
  (await served()).products.map((product) => [product.id, product.price]);

/**
 * The served body is the stored document, byte for byte — unless a trigger still finishing for an
 * earlier test's write has replaced it since with a later read of the same catalog (never with
 * an older one, and never with other content).
 */
async function expectStoredOrSuperseded(body: string) {
  const stored = await cacheRef().get();
  const storedJson = stored.get("json") as string;
  const { generatedAt: servedAt, ...servedContent } = fromStorefrontSnapshot(JSON.parse(body));
  if (storedJson === body) {
    // The validators come from this field, so it must be the body's own.
    expect((stored.get("generatedAt") as Timestamp).toDate()).toEqual(servedAt);
    return;
  }
  const { generatedAt: storedAt, ...storedContent } = fromStorefrontSnapshot(JSON.parse(storedJson));
  expect(storedContent).toEqual(servedContent);
  expect(storedAt.getTime()).toBeGreaterThan(servedAt.getTime());
}

/** Stores a snapshot of our own making, as if a rebuild had read the catalog at `readAt`. */
async function storeFakeSnapshot(readAt: Date, json: string | null = fakeJson) {
  await cacheRef().set({
    json,
    generatedAt: Timestamp.fromDate(fakeGeneratedAt),
    sourceReadTime: Timestamp.fromDate(readAt),
  });
}
const fakeGeneratedAt = new Date("2030-01-02T03:04:05.678Z");
const fakeJson = JSON.stringify(
  toStorefrontSnapshot({
    generatedAt: fakeGeneratedAt,
    products: [makeProduct({ name: "Solo en caché" })],
    settings: null,
  }),
);
const FAR_FUTURE = new Date("2100-01-01T00:00:00Z");
const LONG_AGO = new Date("2000-01-01T00:00:00Z");
/** Each earlier test's write can leave one trigger running late: a few tries outlast them. */
const LATE_TRIGGER_ATTEMPTS = 5;

beforeAll(async () => {
  useLocalEmulators();
  await clearAllData();
  await Promise.all([older, newer].map(writeProduct));
  const { id: brokenId, ...brokenFields } = broken;
  await productsRef()
    .doc(brokenId)
    .set({ ...brokenFields, price: -5 });
  await settingsRef().set(DEMO_SETTINGS);
});

describe("storefrontSnapshot (HTTP function behind the Hosting rewrite)", () => {
  it("is built by the triggers when products and settings are written, before anyone asks", async () => {
    await expect
      .poll(async () => {
        const json = (await cacheRef().get()).get("json") as string | undefined;
        const stored = json ? fromStorefrontSnapshot(JSON.parse(json)) : undefined;
        return [stored?.products.map((product) => product.name), stored?.settings?.shopName];
      }, TRIGGER_TIMEOUT)
      .toEqual([[newer.name, older.name], DEMO_SETTINGS.shopName]);
  });

  it("serves valid products newest first and the settings, cacheable by the CDN and revalidable", async () => {
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/public, max-age=\d+, s-maxage=\d+/);
    const body = await response.text();

    const snapshot = fromStorefrontSnapshot(JSON.parse(body));
    expect(snapshot.products.map((product) => product.name)).toEqual([newer.name, older.name]);
    expect(snapshot.products[0]).toEqual(newer);
    expect(snapshot.settings).toEqual(DEMO_SETTINGS);
    // The prebuilt document, byte for byte, with validators taken from its generatedAt.
    await expectStoredOrSuperseded(body);
    expect(response.headers.get("etag")).toBe(storefrontEtag(snapshot.generatedAt));
    expect(response.headers.get("last-modified")).toBe(snapshot.generatedAt.toUTCString());
  });

  it("answers from the stored document, not from the products", async () => {
    await storeFakeSnapshot(FAR_FUTURE);
    try {
      const response = await fetch(url);
      expect(await response.text()).toBe(fakeJson);
      expect(response.headers.get("etag")).toBe(storefrontEtag(fakeGeneratedAt));
    } finally {
      await cacheRef().delete();
    }
  });

  it("a rebuild replaces only a snapshot read before it", async () => {
    try {
      // Stored as if read in the future: a rebuild reads earlier than that, so it keeps it. The
      // rebuild is the one the settings trigger runs, called here so the test knows when it has
      // ended. (A product write would patch the stored snapshot instead: storefront-patch.test.ts.)
      await storeFakeSnapshot(FAR_FUTURE);
      const stale = await buildStorefront();
      expect((await storeStorefront(stale)).kind).toBe("keep");
      expect(await (await fetch(url)).text()).toBe(fakeJson);

      // The same rebuild over a snapshot read long ago: now it replaces it. A trigger still
      // finishing for an earlier test's write may store a later read between the two steps; the
      // rebuild then rightly keeps that one (never the one read long ago), and the step runs again.
      let outcome = "";
      for (let attempt = 1; attempt <= LATE_TRIGGER_ATTEMPTS; attempt++) {
        await storeFakeSnapshot(LONG_AGO);
        outcome = (await rebuildStorefront()).outcome.kind;
        if (outcome === "replace") break;
        const kept = (await cacheRef().get()).get("sourceReadTime") as Timestamp;
        expect(kept.toDate().getTime()).toBeGreaterThan(LONG_AGO.getTime());
      }
      expect(outcome).toBe("replace");
      expect(await servedCatalog()).toEqual(await catalogInFirestore());
    } finally {
      await cacheRef().delete();
    }
  });

  it("builds and stores the snapshot on the first request when none is stored", async () => {
    await cacheRef().delete();
    const response = await fetch(url);
    expect(response.status).toBe(200);
    const body = await response.text();
    const snapshot = fromStorefrontSnapshot(JSON.parse(body));
    expect(snapshot.products.map((product) => [product.id, product.price])).toEqual(
      await catalogInFirestore(),
    );
    expect(snapshot.settings).toEqual(DEMO_SETTINGS);
    // Stored for the next shoppers.
    await expectStoredOrSuperseded(body);
  });

  it("replaces a stored snapshot it cannot read, such as one left without JSON as too large", async () => {
    // Before the snapshot was stored in pieces, one too large for a document was kept without JSON.
    await storeFakeSnapshot(FAR_FUTURE, null);
    try {
      expect(await servedCatalog()).toEqual(await catalogInFirestore());
      expect(
        fromStorefrontSnapshot(JSON.parse((await cacheRef().get()).get("json") as string)).products,
      ).toEqual((await served()).products);
    } finally {
      await cacheRef().delete();
    }
  });

  it("follows the catalog: a changed product, a deleted one, new settings", async () => {
    await productsRef().doc(newer.id).update({ price: 31990, updatedAt: new Date() });
    await expect.poll(servedCatalog, TRIGGER_TIMEOUT).toContainEqual([newer.id, 31990]);

    await productsRef().doc(older.id).delete();
    await expect.poll(servedCatalog, TRIGGER_TIMEOUT).toEqual([[newer.id, 31990]]);

    await settingsRef().update({ shopName: "Chatoyant Joyas" });
    await expect
      .poll(async () => (await served()).settings?.shopName, TRIGGER_TIMEOUT)
      .toBe("Chatoyant Joyas");
  });

  it("ends with the final state after concurrent product writes", async () => {
    // A rebuild that reads before the writes, as a slow trigger of an earlier change would.
    const readBefore = await buildStorefront();
    const created = Array.from({ length: 8 }, (_, i) =>
      makeProduct({ name: `Collar concurrente ${i}`, createdAt: new Date(Date.UTC(2026, 4, 1 + i)) }),
    );
    await Promise.all([
      ...created.map(writeProduct),
      ...[41990, 42990, 43990, 44990, 45990].map((price) =>
        productsRef().doc(newer.id).update({ price, updatedAt: new Date() }),
      ),
      productsRef().doc(created[0]!.id).delete(),
    ]);
    const final = await catalogInFirestore();
    expect(final.length).toBeGreaterThanOrEqual(8);

    await expect.poll(servedCatalog, TRIGGER_TIMEOUT).toEqual(final);
    // A rebuild that read before the last writes and stores only now may not undo them: it writes
    // nothing, since the writes' patches stored the snapshot after it read ("stale": it would read
    // again), or a rebuild that read later, such as the last test's settings one running late, did.
    expect(["stale", "keep"]).toContain((await storeStorefront(readBefore)).kind);
    expect(await servedCatalog()).toEqual(final);
  });

  it("answers 304 to a copy that is still current, and 200 once the catalog changes", async () => {
    const first = await fetch(url);
    const etag = first.headers.get("etag")!;
    const lastModified = first.headers.get("last-modified")!;
    expect(etag).toBeTruthy();

    const revalidated = await fetch(url, { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    expect(revalidated.headers.get("cache-control")).toMatch(/public, max-age=\d+, s-maxage=\d+/);
    expect((await fetch(url, { headers: { "If-Modified-Since": lastModified } })).status).toBe(304);

    await productsRef().doc(newer.id).update({ price: 52990, updatedAt: new Date() });
    await expect
      .poll(async () => (await fetch(url, { headers: { "If-None-Match": etag } })).status, TRIGGER_TIMEOUT)
      .toBe(200);
    const changed = await fetch(url, { headers: { "If-None-Match": etag } });
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect(fromStorefrontSnapshot(await changed.json()).products).toContainEqual(
      expect.objectContaining({ id: newer.id, price: 52990 }),
    );
  });

  it("only answers reads", async () => {
    const response = await fetch(url, { method: "POST", body: "{}" });
    expect(response.status).toBe(405);
  });
});
