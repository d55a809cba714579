import { describe, expect, it } from "vitest";
import { makeProduct } from "../testing/make-product.ts";
import type { Product } from "./product.ts";
import { compareCatalogOrder, patchStorefrontSnapshot } from "./storefront-patch.ts";
import { toProductJson, toStorefrontSnapshot, type StorefrontSnapshot } from "./storefront-snapshot.ts";
import { DEMO_SETTINGS } from "../testing/demo-settings.ts";

const generatedAt = new Date("2026-11-27T08:00:00Z");
const on = (day: string) => new Date(`2026-${day}T12:00:00Z`);

/** What a full rebuild makes of these products: the catalog order applied to every one. */
function rebuilt(products: Product[]): StorefrontSnapshot {
  const sorted = [...products].sort((a, b) => compareCatalogOrder(toProductJson(a), toProductJson(b)));
  return toStorefrontSnapshot({ generatedAt, products: sorted, settings: DEMO_SETTINGS });
}

const names = (snapshot: StorefrontSnapshot) => snapshot.products.map((product) => product.name);

const march = makeProduct({ name: "Marzo", createdAt: on("03-01") });
const may = makeProduct({ name: "Mayo", createdAt: on("05-01") });
const july = makeProduct({ name: "Julio", createdAt: on("07-01") });
const catalog = rebuilt([march, may, july]);

describe("patching the storefront snapshot by one product", () => {
  it("keeps the rebuild's order: newest first", () => {
    expect(names(catalog)).toEqual(["Julio", "Mayo", "Marzo"]);
  });

  it("inserts a new product where its creation date puts it: first, between, last", () => {
    const newest = makeProduct({ name: "Noviembre", createdAt: on("11-01") });
    const between = makeProduct({ name: "Junio", createdAt: on("06-01") });
    const oldest = makeProduct({ name: "Enero", createdAt: on("01-01") });
    for (const added of [newest, between, oldest]) {
      expect(patchStorefrontSnapshot(catalog, added.id, added)).toEqual(rebuilt([march, may, july, added]));
    }
  });

  it("orders products created at the same instant by id, descending, as Firestore does", () => {
    // Ids above every one makeProduct counts out, so both go before Mayo, created the same day.
    const twins = ["a", "b"].map((letter) =>
      makeProduct({
        id: `00000000-0000-4000-8000-${letter}00000000000`,
        name: letter,
        createdAt: on("05-01"),
      }),
    );
    let snapshot = catalog;
    for (const twin of twins) snapshot = patchStorefrontSnapshot(snapshot, twin.id, twin);
    expect(names(snapshot)).toEqual(["Julio", "b", "a", "Mayo", "Marzo"]);
    expect(snapshot).toEqual(rebuilt([march, may, july, ...twins]));
  });

  it("updates a product in its place, the rest untouched", () => {
    const cheaper = { ...may, price: 9990, updatedAt: on("11-20") };
    const patched = patchStorefrontSnapshot(catalog, may.id, cheaper);
    expect(patched).toEqual(rebuilt([march, cheaper, july]));
    expect(patched.products[1]).toEqual(toProductJson(cheaper));
    expect(patched.products[0]).toBe(catalog.products[0]);
    expect(patched.settings).toBe(catalog.settings);
    expect(patched.generatedAt).toBe(catalog.generatedAt);
  });

  it("moves a product whose creation date changed", () => {
    const redated = { ...march, createdAt: on("12-01") };
    expect(names(patchStorefrontSnapshot(catalog, march.id, redated))).toEqual(["Marzo", "Julio", "Mayo"]);
  });

  it("keeps a sold-out product, with its stock at zero, as the rebuild does", () => {
    const soldOut = { ...july, stock: 0 };
    const patched = patchStorefrontSnapshot(catalog, july.id, soldOut);
    expect(patched).toEqual(rebuilt([march, may, soldOut]));
    expect(patched.products[0]!.stock).toBe(0);
  });

  it("removes a deleted or malformed product (it comes as undefined)", () => {
    expect(patchStorefrontSnapshot(catalog, may.id, undefined)).toEqual(rebuilt([march, july]));
  });

  it("changes nothing when a product that is not listed is still not there", () => {
    expect(patchStorefrontSnapshot(catalog, makeProduct().id, undefined)).toEqual(catalog);
  });

  it("ends as a full rebuild after any run of writes, repeated and out of order", () => {
    const pool = Array.from({ length: 12 }, (_, i) =>
      // Some share a creation date, so ties are exercised too.
      makeProduct({ name: `Pieza ${i}`, createdAt: on(`0${1 + (i % 4)}-1${i % 3}`) }),
    );
    const truth = new Map<string, Product>();
    let snapshot = rebuilt([]);
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let step = 0; step < 300; step++) {
      const picked = pool[next() % pool.length]!;
      const action = next() % 3;
      if (action === 0) truth.delete(picked.id);
      else truth.set(picked.id, { ...picked, price: 1000 + (next() % 50) * 10, stock: next() % 4 });
      // Any product's current state may be patched at any time; the last patch per product wins.
      const patchedId = next() % 2 === 0 ? picked.id : pool[next() % pool.length]!.id;
      snapshot = patchStorefrontSnapshot(snapshot, patchedId, truth.get(patchedId));
    }
    for (const { id } of pool) snapshot = patchStorefrontSnapshot(snapshot, id, truth.get(id));
    expect(snapshot).toEqual(rebuilt([...truth.values()]));
  });
});
