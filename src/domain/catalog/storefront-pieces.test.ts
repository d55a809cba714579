import { describe, expect, it } from "vitest";
import { makeProduct } from "../testing/make-product.ts";
import { DEMO_SETTINGS } from "../testing/demo-settings.ts";
import type { Product } from "./product.ts";
import { compareCatalogOrder } from "./storefront-patch.ts";
import {
  joinStorefrontPieces,
  patchStorefrontPieces,
  pieceIndexFor,
  splitStorefrontSnapshot,
  type PieceLimits,
  type StoredPiece,
  type StorefrontHead,
} from "./storefront-pieces.ts";
import { toProductJson, toStorefrontSnapshot, type StorefrontSnapshot } from "./storefront-snapshot.ts";

const generatedAt = new Date("2026-11-27T08:00:00.000Z");
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 12));
/** Pieces of a few products each, so that a handful of products make several. */
const limits: PieceLimits = { fill: 5_000, max: 7_000 };
const bytes = (text: string) => new TextEncoder().encode(text).byteLength;

/** What a full rebuild makes of these products: the catalog order applied to every one. */
function rebuilt(products: Iterable<Product>, at = generatedAt): StorefrontSnapshot {
  const sorted = [...products]
    .map(toProductJson)
    .sort((a, b) => compareCatalogOrder(a, b))
    .map((entry) => ({ ...entry }));
  return {
    ...toStorefrontSnapshot({ generatedAt: at, products: [], settings: DEMO_SETTINGS }),
    products: sorted,
  };
}

/** Some 700 bytes of JSON each; three products a day, so ties are ordered by id. */
const catalog = Array.from({ length: 30 }, (_, i) =>
  makeProduct({
    name: `Collar ${i}`,
    description: "Plata 950. ".repeat(40),
    createdAt: day(Math.floor(i / 3)),
  }),
);

/** The head and piece documents, as the store keeps them. */
class Store {
  head: StorefrontHead;
  pieces = new Map<string, StoredPiece>();
  writes: string[] = [];
  private next = 0;

  constructor(snapshot: StorefrontSnapshot) {
    const split = splitStorefrontSnapshot(snapshot, limits);
    const version = snapshot.generatedAt;
    const pieces = split.pieces.map(({ start, json, ids }) => {
      const id = this.newId();
      this.pieces.set(id, { json, ids, version });
      return { id, version, start };
    });
    this.head = { json: split.head, pieces };
  }

  newId = () => `pieza-${++this.next}`;

  joined(): string | undefined {
    return joinStorefrontPieces(
      this.head.json,
      this.head.pieces.map(({ id }) => this.pieces.get(id)!.json),
    );
  }

  /** What the store's transaction reads: the pieces that hold the product and the one it goes to. */
  loadedFor(productId: string, product: Product | undefined): Record<string, StoredPiece> {
    const loaded: Record<string, StoredPiece> = {};
    for (const [id, piece] of this.pieces) if (piece.ids.includes(productId)) loaded[id] = piece;
    const target = product ? pieceIndexFor(this.head.pieces, toProductJson(product)) : 0;
    if (target > 0) {
      const { id } = this.head.pieces[target - 1]!;
      loaded[id] = this.pieces.get(id)!;
    }
    return loaded;
  }

  patch(productId: string, product: Product | undefined, at: Date) {
    const loaded = this.loadedFor(productId, product);
    const entry = product && toProductJson(product);
    const result = patchStorefrontPieces(this.head, loaded, productId, entry, at, this.newId, limits);
    if (result && result !== "unchanged") {
      this.head = result.head;
      this.writes = Object.keys(result.write);
      for (const [id, piece] of Object.entries(result.write)) this.pieces.set(id, piece);
      for (const id of result.remove) this.pieces.delete(id);
    }
    return { result, loaded: Object.keys(loaded) };
  }
}

describe("splitting the storefront snapshot into pieces", () => {
  it("keeps a small catalog in the head alone, as the whole snapshot", () => {
    const snapshot = rebuilt(catalog.slice(0, 3));
    const split = splitStorefrontSnapshot(snapshot, limits);
    expect(split).toEqual({ head: JSON.stringify(snapshot), pieces: [] });
    expect(joinStorefrontPieces(split.head, [])).toBe(split.head);
  });

  it("cuts a large catalog into pieces under the limit that put together give the snapshot, byte for byte", () => {
    const snapshot = rebuilt(catalog);
    const whole = JSON.stringify(snapshot);
    expect(bytes(whole)).toBeGreaterThan(4 * limits.fill);

    const split = splitStorefrontSnapshot(snapshot, limits);
    expect(split.pieces.length).toBeGreaterThanOrEqual(4);
    expect(bytes(split.head)).toBeLessThanOrEqual(limits.fill);
    for (const piece of split.pieces) {
      expect(bytes(piece.json) + piece.ids.join("  ").length).toBeLessThanOrEqual(limits.fill);
      // Each piece starts where its first product is, and lists the ids it holds.
      const entries = JSON.parse(piece.json) as { id: string; createdAt: string }[];
      expect(piece.start).toEqual({ id: entries[0]!.id, createdAt: entries[0]!.createdAt });
      expect(piece.ids).toEqual(entries.map(({ id }) => id));
    }
    // The settings travel in the head only.
    expect(JSON.parse(split.head)).toMatchObject({
      settings: DEMO_SETTINGS,
      generatedAt: snapshot.generatedAt,
    });
    expect(
      joinStorefrontPieces(
        split.head,
        split.pieces.map(({ json }) => json),
      ),
    ).toBe(whole);
  });

  it("refuses pieces that do not make a snapshot", () => {
    const split = splitStorefrontSnapshot(rebuilt(catalog), limits);
    const jsons = split.pieces.map(({ json }) => json);
    expect(joinStorefrontPieces(split.head, [...jsons.slice(1), "{"])).toBeUndefined();
    expect(joinStorefrontPieces(split.head, [...jsons.slice(1), '[{"id":1}]'])).toBeUndefined();
  });
});

describe("patching the pieces by one product", () => {
  const later = (n: number) => new Date(generatedAt.getTime() + n * 1000);

  it("rewrites only the piece that holds the product, and the head's stamps", () => {
    const store = new Store(rebuilt(catalog));
    const target = store.head.pieces[1]!;
    const product = catalog.find(({ id }) => store.pieces.get(target.id)!.ids.includes(id))!;
    const cheaper = { ...product, price: 19990 };

    const { result, loaded } = store.patch(product.id, cheaper, later(1));
    expect(loaded).toEqual([target.id]);
    expect(result).toMatchObject({ write: { [target.id]: { version: later(1).toISOString() } }, remove: [] });
    expect(store.head.pieces.map(({ version }) => version)).toEqual(
      store.head.pieces.map(({ id }) =>
        id === target.id ? later(1).toISOString() : generatedAt.toISOString(),
      ),
    );
    const truth = catalog.map((one) => (one.id === product.id ? cheaper : one));
    expect(store.joined()).toBe(JSON.stringify(rebuilt(truth, later(1))));
  });

  it("adds, moves and deletes products at the pieces' boundaries as a rebuild would place them", () => {
    const store = new Store(rebuilt(catalog));
    const truth = new Map(catalog.map((product) => [product.id, product]));
    let step = 0;
    const apply = (id: string, product: Product | undefined) => {
      step++;
      if (product) truth.set(id, product);
      else truth.delete(id);
      store.patch(id, product, later(step));
      expect(store.joined()).toBe(JSON.stringify(rebuilt(truth.values(), later(step))));
      for (const piece of store.pieces.values()) expect(bytes(piece.json)).toBeLessThanOrEqual(limits.max);
    };
    const firstOf = (at: number) => {
      const { id } = store.head.pieces[at]!.start;
      return truth.get(id)!;
    };

    // At a boundary: the same instant as a piece's first product, just before and just after it.
    const first = firstOf(1);
    apply("zzzz-nuevo", makeProduct({ id: "zzzz-nuevo", createdAt: first.createdAt }));
    apply("0000-nuevo", makeProduct({ id: "0000-nuevo", createdAt: first.createdAt }));
    // The piece's first product leaves it, then comes back: the boundary stays where it was.
    apply(first.id, undefined);
    apply(first.id, first);
    // Moved across pieces by its creation date, both ways.
    const moved = firstOf(2);
    apply(moved.id, { ...moved, createdAt: day(100) });
    apply(moved.id, { ...moved, createdAt: new Date(Date.UTC(2025, 0, 1)) });
    apply(moved.id, moved);
    // The newest product of all, and the oldest.
    apply("nuevo-primero", makeProduct({ id: "nuevo-primero", createdAt: day(200) }));
    apply("nuevo-ultimo", makeProduct({ id: "nuevo-ultimo", createdAt: new Date(Date.UTC(2020, 0, 1)) }));
  });

  it("drops a piece left empty, and splits one that outgrows the limit", () => {
    const store = new Store(rebuilt(catalog));
    const truth = new Map(catalog.map((product) => [product.id, product]));
    const before = store.head.pieces.length;
    const emptied = store.head.pieces[1]!;
    let step = 0;
    for (const id of [...store.pieces.get(emptied.id)!.ids]) {
      truth.delete(id);
      store.patch(id, undefined, later(++step));
    }
    expect(store.head.pieces.map(({ id }) => id)).not.toContain(emptied.id);
    expect(store.pieces.has(emptied.id)).toBe(false);
    expect(store.head.pieces).toHaveLength(before - 1);

    // One piece grows by long descriptions until it must be split.
    const grown = store.head.pieces[1]!;
    for (const id of [...store.pieces.get(grown.id)!.ids]) {
      const longer = { ...truth.get(id)!, description: "Cuarzo rosa. ".repeat(120) };
      truth.set(id, longer);
      store.patch(id, longer, later(++step));
    }
    expect(store.head.pieces.length).toBeGreaterThan(before - 1);
    for (const piece of store.pieces.values()) expect(bytes(piece.json)).toBeLessThanOrEqual(limits.max);
    expect(store.joined()).toBe(JSON.stringify(rebuilt(truth.values(), later(step))));
  });

  it("splits the head when it outgrows the limit", () => {
    const store = new Store(rebuilt(catalog.slice(0, 3)));
    const truth = new Map(catalog.slice(0, 3).map((product) => [product.id, product]));
    catalog.slice(3, 12).forEach((product, at) => {
      truth.set(product.id, product);
      store.patch(product.id, product, later(at + 1));
    });
    expect(store.head.pieces.length).toBeGreaterThan(0);
    expect(bytes(store.head.json)).toBeLessThanOrEqual(limits.max);
    expect(store.joined()).toBe(JSON.stringify(rebuilt(truth.values(), later(9))));
  });

  it("writes nothing when the pieces already show the product so", () => {
    const store = new Store(rebuilt(catalog));
    const product = catalog[20]!;
    expect(store.patch(product.id, product, later(1)).result).toBe("unchanged");
    expect(store.patch("no-existe", undefined, later(1)).result).toBe("unchanged");
  });

  it("refuses a piece of another version than the head lists: it was not written with it", () => {
    const store = new Store(rebuilt(catalog));
    const product = catalog[20]!;
    const loaded = store.loadedFor(product.id, product);
    const [id] = Object.keys(loaded);
    const older = { ...loaded[id!]!, version: "2020-01-01T00:00:00.000Z" };
    const entry = toProductJson({ ...product, price: 1 });
    expect(
      patchStorefrontPieces(store.head, { [id!]: older }, product.id, entry, later(1), store.newId, limits),
    ).toBeUndefined();
    // Nor one the store did not read although the product belongs in it.
    expect(
      patchStorefrontPieces(store.head, {}, product.id, entry, later(1), store.newId, limits),
    ).toBeUndefined();
  });
});
