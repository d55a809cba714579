import { describe, expect, it } from "vitest";
import {
  addToCart,
  cartItemCount,
  cartItemFromProduct,
  cartTotal,
  refreshCartItems,
  removeFromCart,
  setCartQuantity,
} from "./cart.ts";
import { makeProduct } from "../testing/make-product.ts";

const collar = makeProduct({ name: "Collar Luna", price: 24990, stock: 3 });
const aros = makeProduct({ name: "Aros Gota", productType: "aro", price: 12990, stock: 1 });

describe("cartItemFromProduct", () => {
  it("copies what the cart shows, with the worn and studio photos", () => {
    expect(cartItemFromProduct(collar, 2)).toEqual({
      productId: collar.id,
      name: "Collar Luna",
      price: 24990,
      stock: 3,
      quantity: 2,
      productType: "collar",
      image: collar.media.uso,
      studioImage: collar.media.studio,
    });
  });
});

describe("addToCart", () => {
  it("adds a new product with one unit by default, at the end, without touching the old list", () => {
    const items = [cartItemFromProduct(aros, 1)];
    const next = addToCart(items, collar);
    expect(next).toEqual([cartItemFromProduct(aros, 1), cartItemFromProduct(collar, 1)]);
    expect(items).toHaveLength(1);
  });

  it("adds a new product with the quantity asked, capped at stock", () => {
    expect(addToCart([], collar, 2)[0]?.quantity).toBe(2);
    expect(addToCart([], collar, 7)[0]?.quantity).toBe(3);
  });

  it("never takes more than one order may have of a piece in plenty", () => {
    const plenty = { ...collar, stock: 40 };
    expect(addToCart([], plenty, 9)[0]?.quantity).toBe(5);
    expect(addToCart(addToCart([], plenty, 4), plenty, 4)[0]?.quantity).toBe(5);
    expect(setCartQuantity([cartItemFromProduct(plenty, 1)], plenty.id, 8)[0]?.quantity).toBe(5);
  });

  it("raises an existing item's quantity, never above stock", () => {
    const once = addToCart([], collar, 2);
    expect(addToCart(once, collar)[0]?.quantity).toBe(3);
    expect(addToCart(once, collar, 5)[0]?.quantity).toBe(3);
  });

  it("leaves the cart as it is for a product out of stock, a non-positive quantity, or a full item", () => {
    const items = addToCart([], collar, 3);
    expect(addToCart(items, makeProduct({ stock: 0 }))).toBe(items);
    expect(addToCart(items, makeProduct({ stock: -1 }))).toBe(items);
    expect(addToCart(items, aros, 0)).toBe(items);
    expect(addToCart(items, collar)).toBe(items);
  });

  it("takes the product's current details when adding again", () => {
    const items = addToCart([], collar);
    const cheaper = { ...collar, price: 19990, stock: 1 };
    expect(addToCart(items, cheaper, 2)).toEqual([cartItemFromProduct(cheaper, 1)]);
  });
});

describe("setCartQuantity", () => {
  const items = [cartItemFromProduct(collar, 1), cartItemFromProduct(aros, 1)];

  it("sets a quantity within stock and caps one above it", () => {
    expect(setCartQuantity(items, collar.id, 2)[0]?.quantity).toBe(2);
    expect(setCartQuantity(items, collar.id, 99)[0]?.quantity).toBe(3);
  });

  it("removes the item at 0 or less", () => {
    expect(setCartQuantity(items, collar.id, 0)).toEqual([items[1]]);
    expect(setCartQuantity(items, aros.id, -2)).toEqual([items[0]]);
  });

  it("returns the same list for an unknown product or an unchanged quantity", () => {
    expect(setCartQuantity(items, "otro", 2)).toBe(items);
    expect(setCartQuantity(items, collar.id, 1)).toBe(items);
  });
});

describe("removeFromCart", () => {
  it("removes one item, or returns the same list when it is not there", () => {
    const items = [cartItemFromProduct(collar, 1), cartItemFromProduct(aros, 1)];
    expect(removeFromCart(items, collar.id)).toEqual([items[1]]);
    expect(removeFromCart(items, "otro")).toBe(items);
  });
});

describe("cart totals", () => {
  it("counts units and sums price x quantity in CLP", () => {
    const items = [cartItemFromProduct(collar, 2), cartItemFromProduct(aros, 1)];
    expect(cartItemCount(items)).toBe(3);
    expect(cartTotal(items)).toBe(2 * 24990 + 12990);
    expect(cartItemCount([])).toBe(0);
    expect(cartTotal([])).toBe(0);
  });
});

describe("refreshCartItems", () => {
  const items = [cartItemFromProduct(collar, 3), cartItemFromProduct(aros, 1)];

  it("takes the live name, price, stock and photos, capping quantities to the new stock", () => {
    const live = {
      ...collar,
      name: "Collar Luna Llena",
      price: 27990,
      stock: 2,
      media: { ...collar.media, uso: `products/${collar.id}/uso-1800000000000.webp` },
    };
    expect(refreshCartItems(items, [live, aros])).toEqual([cartItemFromProduct(live, 2), items[1]]);
  });

  it("drops items whose product sold out", () => {
    expect(refreshCartItems(items, [{ ...aros, stock: 0 }])).toEqual([items[0]]);
  });

  it("keeps items whose product is not in the list", () => {
    const refreshed = refreshCartItems(items, [{ ...aros, price: 9990 }]);
    expect(refreshed[0]).toBe(items[0]);
    expect(refreshed[1]?.price).toBe(9990);
  });

  it("returns the same list when nothing changed", () => {
    expect(refreshCartItems(items, [collar, aros])).toBe(items);
    expect(refreshCartItems(items, [{ ...collar, description: "Otra", materials: ["Ópalo"] }])).toBe(items);
    expect(refreshCartItems(items, [])).toBe(items);
  });
});
