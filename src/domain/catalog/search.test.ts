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

describe("words shoppers type", () => {
  // Names like the demo's: none starts with its type.
  const jadeCollar = makeProduct({
    name: "Bosque de Jade",
    productType: "collar",
    materials: ["Jade", "Plata"],
  });
  const jadeAros = makeProduct({ name: "Lágrima de Jade", productType: "aro", materials: ["Jade"] });
  const perla = makeProduct({ name: "Perla Marfil", productType: "aro", materials: ["Perla de río"] });
  const claro = makeProduct({ name: "Claro de Luna", productType: "collar", materials: ["Cuarzo"] });
  const shop = [jadeCollar, jadeAros, perla, claro];
  const find = (query: string) => searchProducts(shop, query, { emptyQuery: "none" });

  it("finds necklaces by their type, singular or plural, in any case or accent", () => {
    for (const query of ["collar", "collares", "Collares", " COLLAR "]) {
      expect(find(query)).toEqual([jadeCollar, claro]);
    }
  });

  it("finds earrings by their type, and ranks type matches above a name that merely contains it", () => {
    expect(find("aros")).toEqual([jadeAros, perla]);
    // "aro" is inside "Claro": still a match by the spec's rule, but after the earrings.
    expect(find("aro")).toEqual([jadeAros, perla, claro]);
  });

  it("takes the words in any order", () => {
    expect(find("aros jade")).toEqual([jadeAros]);
    expect(find("jade aros")).toEqual([jadeAros]);
    expect(find("jade collar")).toEqual([jadeCollar]);
    expect(find("aros turquesa")).toEqual([]);
  });

  it("finds a singular name from its plural", () => {
    expect(find("perlas")).toEqual([perla]);
  });

  it("puts the pieces whose name holds the word first", () => {
    const plataName = makeProduct({ name: "Luz de Plata", productType: "collar", materials: ["Plata"] });
    expect(searchProducts([jadeCollar, plataName], "plata", { emptyQuery: "none" })).toEqual([
      plataName,
      jadeCollar,
    ]);
    expect(searchProducts([jadeAros, jadeCollar], "jade bosque", { emptyQuery: "none" })).toEqual([
      jadeCollar,
    ]);
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
