import { beforeAll, describe, expect, it } from "vitest";
import {
  fromStorefrontSnapshot,
  STOREFRONT_SNAPSHOT_PATH,
} from "../../src/domain/catalog/storefront-snapshot.ts";
import { COLLECTIONS, SHOP_SETTINGS_DOC } from "../../src/domain/collections.ts";
import { makeProduct } from "../../src/domain/testing/make-product.ts";
import { HOSTING_URL } from "../../tools/emulators/launch.ts";
import { adminDb, useLocalEmulators } from "../../tools/firebase-admin.ts";
import { DEMO_SETTINGS } from "../../tools/seed/demo-settings.ts";
import { clearAllData } from "../support/emulator-data.ts";

const older = makeProduct({
  name: "Aros Gota de Amatista",
  productType: "aro",
  createdAt: new Date("2026-03-01"),
});
const newer = makeProduct({ name: "Collar Luna de Cuarzo", createdAt: new Date("2026-09-01") });
const url = `${HOSTING_URL}${STOREFRONT_SNAPSHOT_PATH}`;

beforeAll(async () => {
  useLocalEmulators();
  await clearAllData();
  const products = adminDb().collection(COLLECTIONS.products);
  for (const { id, ...fields } of [older, newer]) await products.doc(id).set(fields);
  // Not a valid product (negative price): it must be left out, not break the snapshot.
  const { id: brokenId, ...broken } = makeProduct({ name: "Roto" });
  await products.doc(brokenId).set({ ...broken, price: -5 });
  await adminDb().collection(COLLECTIONS.settings).doc(SHOP_SETTINGS_DOC).set(DEMO_SETTINGS);
});

describe("storefrontSnapshot (HTTP function behind the Hosting rewrite)", () => {
  it("serves valid products newest first and the settings, cacheable by the CDN", async () => {
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/public, max-age=\d+, s-maxage=\d+/);

    const snapshot = fromStorefrontSnapshot(await response.json());
    expect(snapshot.products.map((product) => product.name)).toEqual([newer.name, older.name]);
    expect(snapshot.products[0]).toEqual(newer);
    expect(snapshot.settings).toEqual(DEMO_SETTINGS);
  });

  it("only answers reads", async () => {
    const response = await fetch(url, { method: "POST", body: "{}" });
    expect(response.status).toBe(405);
  });
});
