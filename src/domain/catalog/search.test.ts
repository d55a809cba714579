import { describe, expect, it } from "vitest";
import { makeProduct } from "../testing/make-product.ts";
import { matchesSearch, searchProducts } from "./search.ts";

const nandu = makeProduct({
  name: "Collar Ñandú de Ónix",
  collection: "Pampa",
  materials: ["Ónix", "Plata"],
  price: 24990,
});
const luna = makeProduct({
  name: "Aros Luna",
  productType: "aro",
  collection: "Luna Creciente",
  materials: ["Cuarzo rosa", "Acero inoxidable dorado"],
  price: 12500,
});
const sinColeccion = makeProduct({ name: "Collar Gota", collection: null, materials: [], price: 31000 });
const catalog = [nandu, luna, sinColeccion];

describe("matchesSearch", () => {
  it("finds the query in the name, ignoring case and surrounding spaces", () => {
    expect(matchesSearch(luna, "  aROS lu ")).toBe(true);
    expect(matchesSearch(luna, "gota")).toBe(false);
  });

  it("ignores accents on either side", () => {
    expect(matchesSearch(nandu, "nandu")).toBe(true);
    expect(matchesSearch(nandu, "ÑANDÚ")).toBe(true);
    expect(matchesSearch(makeProduct({ name: "Collar Nandu" }), "ñandú")).toBe(true);
  });

  it("finds the query in the collection or any material", () => {
    expect(matchesSearch(luna, "creciente")).toBe(true);
    expect(matchesSearch(luna, "inoxidable")).toBe(true);
    expect(matchesSearch(nandu, "onix")).toBe(true);
    expect(matchesSearch(nandu, "cuarzo")).toBe(false);
  });

  it("does not match a missing collection as text", () => {
    expect(matchesSearch(sinColeccion, "null")).toBe(false);
  });

  it("matches the query's digits inside the price, whatever the separators", () => {
    for (const query of ["24.990", "24990", "$24", "$ 24.9", "4990"]) {
      expect(matchesSearch(nandu, query)).toBe(true);
    }
    expect(matchesSearch(nandu, "25.000")).toBe(false);
    expect(matchesSearch(nandu, "$")).toBe(false);
  });

  it("matches everything for an empty query", () => {
    expect(matchesSearch(luna, "   ")).toBe(true);
  });
});

describe("searchProducts", () => {
  it("keeps the catalog order", () => {
    expect(searchProducts(catalog, "collar", { emptyQuery: "all" })).toEqual([nandu, sinColeccion]);
    expect(searchProducts(catalog, "plata", { emptyQuery: "all" })).toEqual([nandu]);
  });

  it("lists everything (desktop) or nothing (mobile) for an empty query", () => {
    expect(searchProducts(catalog, "", { emptyQuery: "all" })).toEqual(catalog);
    expect(searchProducts(catalog, "  ", { emptyQuery: "none" })).toEqual([]);
  });

  it("returns no results when nothing matches", () => {
    expect(searchProducts(catalog, "turquesa", { emptyQuery: "all" })).toEqual([]);
  });
});
