import { describe, expect, it } from "vitest";
import { makeProduct } from "../testing/make-product.ts";
import { filterAdminProducts, NO_PRODUCT_FILTERS } from "./admin-product-filters.ts";

const luna = makeProduct({ name: "Collar Luna de Ñandú", stock: 0 });
const gota = makeProduct({ name: "Aros Gota", stock: 2, productType: "aro" });
const sol = makeProduct({ name: "Collar Sol", stock: 8 });
const all = [luna, gota, sol];
const names = (products: { name: string }[]) => products.map((p) => p.name);

describe("admin product filters", () => {
  it("finds names ignoring case and accents", () => {
    expect(names(filterAdminProducts(all, { ...NO_PRODUCT_FILTERS, name: " nandu " }))).toEqual([luna.name]);
  });

  it("separates low stock (1 or 2 units) from sold out", () => {
    expect(names(filterAdminProducts(all, { ...NO_PRODUCT_FILTERS, stock: "low" }))).toEqual([gota.name]);
    expect(names(filterAdminProducts(all, { ...NO_PRODUCT_FILTERS, stock: "out" }))).toEqual([luna.name]);
  });

  it("filters by type and combines filters", () => {
    expect(names(filterAdminProducts(all, { ...NO_PRODUCT_FILTERS, type: "collar" }))).toEqual([
      luna.name,
      sol.name,
    ]);
    expect(filterAdminProducts(all, { name: "collar", stock: "low", type: "all" })).toEqual([]);
  });
});
