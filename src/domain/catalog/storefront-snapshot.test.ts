import { describe, expect, it } from "vitest";
import { makeProduct } from "../testing/make-product.ts";
import { fromStorefrontSnapshot, toStorefrontSnapshot } from "./storefront-snapshot.ts";

describe("storefront snapshot", () => {
  it("survives JSON with its dates", () => {
    const products = [makeProduct({ price: 18990 }), makeProduct({ productType: "aro" })];
    const data = { generatedAt: new Date("2026-11-22T10:00:00Z"), products, settings: null };

    const back = fromStorefrontSnapshot(JSON.parse(JSON.stringify(toStorefrontSnapshot(data))));

    expect(back).toEqual(data);
    expect(back.products[0]!.createdAt).toBeInstanceOf(Date);
  });

  it("rejects what is not a snapshot", () => {
    expect(() => fromStorefrontSnapshot(null)).toThrow("Instantánea de la tienda con un formato inesperado");
    expect(() => fromStorefrontSnapshot({ generatedAt: "x", products: {}, settings: null })).toThrow(
      "Instantánea de la tienda con un formato inesperado",
    );
    expect(() => fromStorefrontSnapshot({ generatedAt: "x", products: [] })).toThrow(
      "Instantánea de la tienda con un formato inesperado",
    );
    expect(() => fromStorefrontSnapshot("<!doctype html>")).toThrow(
      "Instantánea de la tienda con un formato inesperado",
    );
  });
});
