/**
 * 'También te puede gustar' (spec 7, Related products): the first rule that finds at least 3 other
 * products wins — same collection and type, then same type at a similar price, then any product at
 * a similar price — else any other products. Each rule takes the first 4 in catalog order.
 */
import type { Product } from "./product.ts";

export const RELATED_SHOWN = 3;
const RELATED_FETCHED = 4;
const RELATED_NEEDED = 3;

/** Within 0.8x–1.2x of the price, in integers so the band's edges are exact. */
function inPriceBand(price: number, reference: number): boolean {
  return price * 10 >= reference * 8 && price * 10 <= reference * 12;
}

export function relatedProducts(
  product: Product,
  catalog: readonly Product[],
  shown: number = RELATED_SHOWN,
): Product[] {
  const others = catalog.filter((candidate) => candidate.id !== product.id);
  const sameType = (candidate: Product) => candidate.productType === product.productType;
  const similarPrice = (candidate: Product) => inPriceBand(candidate.price, product.price);
  const rules = [
    // A blank collection groups nothing, just like a missing one.
    product.collection
      ? (candidate: Product) => candidate.collection === product.collection && sameType(candidate)
      : null,
    (candidate: Product) => sameType(candidate) && similarPrice(candidate),
    similarPrice,
  ];

  for (const rule of rules) {
    if (rule === null) continue;
    const found = others.filter(rule).slice(0, RELATED_FETCHED);
    if (found.length >= RELATED_NEEDED) return found.slice(0, shown);
  }
  return others.slice(0, RELATED_FETCHED).slice(0, shown);
}
