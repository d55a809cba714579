/**
 * Catalog search (spec 5, Search), as shoppers type it. Case and accents are ignored everywhere
 * ("nandu" finds "Ñandú"). A product matches when:
 * - the whole trimmed query appears in its name, collection or a material, or its digits appear in
 *   the price, so "24.990", "24990" and "$24" all find a $24.990 piece (the spec's rule); or
 * - every word of the query, in any order, appears in one of those or in the product's type, in
 *   either form: "collar" and "collares" find necklaces, "aros jade" finds jade earrings. A plural
 *   also finds its singular ("perlas" finds "Perla Marfil").
 * Pieces whose name holds the words come first; the rest keep the catalog's order.
 */
import { PRODUCT_TYPE_LABELS, type Product } from "./product.ts";

export type SearchableProduct = Pick<Product, "name" | "productType" | "collection" | "materials" | "price">;

export type SearchOptions = {
  /** Desktop lists the whole catalog for an empty query; mobile lists nothing. */
  emptyQuery: "all" | "none";
};

/** Lower case without accents: "Ñandú" → "nandu". */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * A word and, for a plural, its singular: "collares" → collar, "perlas" → perla. Only matched at
 * the start of a word, so "aros" does not find "Claro".
 */
function wordForms(word: string): string[] {
  const forms = [word];
  if (word.length > 4 && word.endsWith("es")) forms.push(word.slice(0, -2));
  if (word.length > 3 && word.endsWith("s")) forms.push(word.slice(0, -1));
  return forms;
}

/** Words of a folded text: "lagrima de jade" → lagrima, de, jade. */
function wordsOf(text: string): string[] {
  return text.split(/[^\p{L}\d]+/u).filter(Boolean);
}

const startsAWord = (words: readonly string[], forms: readonly string[]) =>
  forms.some((form) => words.some((word) => word.startsWith(form)));

/**
 * How well a product answers the query: null for no match, higher for a better one. Each word
 * scores 3 at the start of a word of the name, 2 at the start of a word of the type, collection or
 * a material, 1 inside the name ("aro" in "Claro"), 0 inside anything else or in the price.
 */
function searchScorer(query: string): (product: SearchableProduct) => number | null {
  const needle = foldText(query.trim());
  const queryWords = needle.split(/\s+/).filter((word) => /[\p{L}\d]/u.test(word));

  return (product) => {
    const name = foldText(product.name);
    const nameWords = wordsOf(name);
    const fields = [product.collection ?? "", ...product.materials].map(foldText);
    const { singular, plural } = PRODUCT_TYPE_LABELS[product.productType];
    const details = [...fields, foldText(singular), foldText(plural)];
    const detailWords = details.flatMap(wordsOf);
    const price = String(product.price);
    const inPrice = (text: string) => {
      const textDigits = text.replace(/\D/g, "");
      return textDigits !== "" && price.includes(textDigits);
    };

    // The spec's rule, for the query as one piece (the type is not one of its fields).
    const wholeQuery = [name, ...fields].some((text) => text.includes(needle)) || inPrice(needle);

    let score = 0;
    let everyWord = queryWords.length > 0;
    for (const word of queryWords) {
      const forms = wordForms(word);
      if (startsAWord(nameWords, forms)) score += 3;
      else if (startsAWord(detailWords, forms)) score += 2;
      else if (name.includes(word)) score += 1;
      else if (!details.some((text) => text.includes(word)) && !inPrice(word)) everyWord = false;
    }
    return wholeQuery || everyWord ? score : null;
  };
}

/** Whether one product matches; an empty query matches everything. */
export function matchesSearch(product: SearchableProduct, query: string): boolean {
  return query.trim() === "" || searchScorer(query)(product) !== null;
}

/** The matching products, those that name the query first, otherwise in the order given. */
export function searchProducts<T extends SearchableProduct>(
  products: readonly T[],
  query: string,
  options: SearchOptions,
): T[] {
  if (query.trim() === "") return options.emptyQuery === "all" ? [...products] : [];
  const score = searchScorer(query);
  return products
    .map((product) => ({ product, score: score(product) }))
    .filter((hit): hit is { product: T; score: number } => hit.score !== null)
    .sort((a, b) => b.score - a.score)
    .map((hit) => hit.product);
}
