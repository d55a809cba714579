import "fake-indexeddb/auto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { cartItemFromProduct } from "@domain/orders/cart.ts";
import { makeProduct } from "@domain/testing/make-product.ts";
import { restoreFrom, startEmpty, storedState } from "@/shop/testing/persisted-store.ts";
import { CART_STORAGE_KEY, useCartStore } from "./cart-store.ts";

const collar = makeProduct({ name: "Collar Luna", price: 24990, stock: 2 });
const aros = makeProduct({ name: "Aros Gota", productType: "aro", price: 12990, stock: 5 });
const cart = () => useCartStore.getState();

const storedCart = () => storedState(CART_STORAGE_KEY);

beforeEach(() => startEmpty(useCartStore, { items: [] }));

describe("useCartStore actions", () => {
  it("adds units up to the stock and says whether anything went in", () => {
    expect(cart().add(collar)).toBe(true);
    expect(cart().add(collar, 5)).toBe(true);
    expect(cart().items).toEqual([cartItemFromProduct(collar, 2)]);
    expect(cart().add(collar)).toBe(false);
    expect(cart().add(makeProduct({ stock: 0 }))).toBe(false);
    expect(cart().items).toHaveLength(1);
  });

  it("sets quantities within stock, removes at 0, and removes or clears items", () => {
    cart().add(collar);
    cart().add(aros);
    cart().setQuantity(aros.id, 9);
    expect(cart().items[1]?.quantity).toBe(5);
    cart().setQuantity(collar.id, 0);
    expect(cart().items.map((item) => item.productId)).toEqual([aros.id]);
    cart().add(collar);
    cart().remove(aros.id);
    expect(cart().items.map((item) => item.productId)).toEqual([collar.id]);
    cart().clear();
    expect(cart().items).toEqual([]);
  });

  it("refreshes items from the live catalog", () => {
    cart().add(collar, 2);
    cart().add(aros);
    cart().refresh([
      { ...collar, price: 26990, stock: 1 },
      { ...aros, stock: 0 },
    ]);
    expect(cart().items).toEqual([cartItemFromProduct({ ...collar, price: 26990, stock: 1 }, 1)]);
  });

  it("does not notify subscribers when nothing changes", () => {
    cart().add(collar, 2);
    const listener = vi.fn();
    const unsubscribe = useCartStore.subscribe(listener);
    cart().add(collar);
    cart().setQuantity(collar.id, 2);
    cart().remove("otro");
    cart().refresh([collar]);
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe("useCartStore persistence", () => {
  it("saves the items, and only the items, to IndexedDB", async () => {
    cart().add(aros, 2);
    await vi.waitFor(async () =>
      expect(await storedCart()).toEqual({ state: { items: [cartItemFromProduct(aros, 2)] }, version: 1 }),
    );
  });

  it("restores the items saved in IndexedDB", async () => {
    const saved = { state: { items: [cartItemFromProduct(collar, 1)] }, version: 1 };
    await restoreFrom(useCartStore, CART_STORAGE_KEY, saved);
    expect(cart().items).toEqual(saved.state.items);
  });
});
