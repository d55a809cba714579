import { describe, expect, it } from "vitest";
import { makeProduct } from "../testing/make-product.ts";
import { productPath } from "../shop-paths.ts";
import { HOME_GRID_STEP_TILES } from "./home-grid.ts";
import { pageData } from "./page-data.ts";
import { relatedProducts } from "./related.ts";
import type { StorefrontData } from "./storefront-snapshot.ts";

function catalog(count: number): StorefrontData {
  const products = Array.from({ length: count }, (_, i) =>
    makeProduct({ createdAt: new Date(Date.UTC(2026, 0, 1) - i * 60_000), price: 20_000 + (i % 5) * 1_000 }),
  );
  return { generatedAt: new Date(), products, settings: null };
}

describe("pageData", () => {
  it("gives home the grid's first step, in catalog order, not the whole catalog", () => {
    const data = catalog(300);
    const page = pageData("/", data);
    expect(page.products).toEqual(data.products.slice(0, HOME_GRID_STEP_TILES));
    expect(page.complete).toBe(false);
    expect(page.missingProductIds).toEqual([]);
  });

  it("gives a small shop's home its whole catalog, marked complete", () => {
    const data = catalog(26);
    const page = pageData("/", data);
    expect(page.products).toEqual(data.products);
    expect(page.complete).toBe(true);
  });

  it("gives a product page the piece and the related pieces the browser will find again", () => {
    const data = catalog(300);
    const product = data.products[120]!;
    const page = pageData(productPath(product), data);
    const related = relatedProducts(product, data.products);
    expect(related).toHaveLength(3);
    expect(page.products).toEqual([product, ...related]);
    // The browser computes the related pieces from what the page carries: the same three.
    expect(relatedProducts(product, page.products)).toEqual(related);
    expect(page.complete).toBe(false);
  });

  it("says which product a 404 looked for, and carries no products", () => {
    const id = "0b6f2d1e-4c3a-4e8b-9f1a-2d3c4b5a6e7f";
    const page = pageData(`/producto/collar-inexistente-${id}`, catalog(30));
    expect(page.products).toEqual([]);
    expect(page.missingProductIds).toEqual([id]);
    expect(page.complete).toBe(false);
  });

  it("carries no products on content pages, and the settings everywhere", () => {
    const data = { ...catalog(30), settings: null };
    for (const path of ["/nosotros", "/ayuda", "/garantia", "/asesoria", "/no-existe"]) {
      const page = pageData(path, data);
      expect(page.products, path).toEqual([]);
      expect(page.settings, path).toBe(data.settings);
    }
  });
});
