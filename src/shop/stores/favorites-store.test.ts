import "fake-indexeddb/auto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeProduct } from "@domain/testing/make-product.ts";
import { restoreFrom, startEmpty, storedState } from "@/shop/testing/persisted-store.ts";
import {
  favoriteFromProduct,
  FAVORITES_STORAGE_KEY,
  selectIsFavorite,
  useFavoritesStore,
} from "./favorites-store.ts";

const collar = makeProduct({ name: "Collar Luna", price: 24990, stock: 2, description: "Larga" });
const aros = makeProduct({ name: "Aros Gota", productType: "aro", price: 12990, stock: 0 });
const favorites = () => useFavoritesStore.getState();

const storedFavorites = () => storedState(FAVORITES_STORAGE_KEY);

beforeEach(() => startEmpty(useFavoritesStore, { items: [] }));

describe("useFavoritesStore", () => {
  it("keeps a small snapshot of each liked product, newest first", () => {
    favorites().toggle(collar);
    favorites().toggle(aros);
    expect(favorites().items).toEqual([favoriteFromProduct(aros), favoriteFromProduct(collar)]);
    expect(favorites().items[1]).toEqual({
      id: collar.id,
      name: "Collar Luna",
      price: 24990,
      productType: "collar",
      stock: 2,
      media: { uso: collar.media.uso, studio: collar.media.studio },
    });
  });

  it("removes a product toggled again, even from its snapshot", () => {
    favorites().toggle(collar);
    favorites().toggle(aros);
    favorites().toggle(collar);
    expect(favorites().items.map((item) => item.id)).toEqual([aros.id]);
    favorites().toggle(favorites().items[0]!);
    expect(favorites().items).toEqual([]);
  });

  it("tells whether a product is liked", () => {
    favorites().toggle(collar);
    expect(selectIsFavorite(collar.id)(favorites())).toBe(true);
    expect(selectIsFavorite(aros.id)(favorites())).toBe(false);
  });

  it("refreshes snapshots from the live catalog and keeps the ones it does not list", () => {
    favorites().toggle(collar);
    favorites().toggle(aros);
    favorites().refresh([{ ...collar, price: 21990, stock: 0 }]);
    expect(favorites().items).toEqual([
      favoriteFromProduct(aros),
      favoriteFromProduct({ ...collar, price: 21990, stock: 0 }),
    ]);
  });

  it("does not notify subscribers when a refresh changes nothing", () => {
    favorites().toggle(collar);
    const listener = vi.fn();
    const unsubscribe = useFavoritesStore.subscribe(listener);
    favorites().refresh([{ ...collar, description: "Otra" }, aros]);
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
  });

  it("saves the snapshots to IndexedDB and restores them", async () => {
    favorites().toggle(collar);
    await vi.waitFor(async () =>
      expect(await storedFavorites()).toEqual({
        state: { items: [favoriteFromProduct(collar)] },
        version: 1,
      }),
    );

    const saved = { state: { items: [favoriteFromProduct(aros)] }, version: 1 };
    await restoreFrom(useFavoritesStore, FAVORITES_STORAGE_KEY, saved);
    expect(favorites().items).toEqual(saved.state.items);
  });
});
