/**
 * Catalog search (spec 5, Search): the trimmed query must appear in the name, collection or a
 * material, ignoring case and accents ("nandu" finds "Ñandú"), or its digits must appear in the
 * price, so "24.990", "24990" and "$24" all find a $24.990 piece.
 */
import type { Product } from "../product.ts";

export type SearchableProduct = Pick<Product, "name" | "collection" | "materials" | "price">;

export type SearchOptions = {
  /** Desktop lists the whole catalog for an empty query; mobile lists nothing. */
  emptyQuery: "all" | "none";
};

/** Lower case without accents: "Ñandú" → "nandu". */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

function searchMatcher(query: string): (product: SearchableProduct) => boolean {
  const needle = foldText(query.trim());
  const digits = needle.replace(/\D/g, "");
  return (product) =>
    [product.name, product.collection ?? "", ...product.materials].some((text) =>
      foldText(text).includes(needle),
    ) ||
    (digits !== "" && String(product.price).includes(digits));
}

/** Whether one product matches; an empty query matches everything. */
export function matchesSearch(product: SearchableProduct, query: string): boolean {
  return searchMatcher(query)(product);
}

/** The matching products, in the order given. */
export function searchProducts<T extends SearchableProduct>(
  products: readonly T[],
  query: string,
  options: SearchOptions,
): T[] {
  if (query.trim() === "") return options.emptyQuery === "all" ? [...products] : [];
  return products.filter(searchMatcher(query));
}
