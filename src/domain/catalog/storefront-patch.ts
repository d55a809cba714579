/**
 * One product changed: the stored storefront snapshot is patched by that product alone, so a
 * product write (or a stock change from checkout) costs the same whatever the catalog's size. The
 * result must be the snapshot a full rebuild would make (functions/src/catalog/storefront-store.ts): the same entries,
 * in the same order, written the same way.
 */
import type { Product } from "./product.ts";
import { toProductJson, type ProductJson, type StorefrontSnapshot } from "./storefront-snapshot.ts";

/** What places an entry in the catalog order. */
export type CatalogPlace = Pick<ProductJson, "createdAt" | "id">;

/**
 * The rebuild's order: `orderBy("createdAt", "desc")`, and for equal dates Firestore's own order
 * by document id, which follows the direction of the last orderBy (so descending too).
 */
export function compareCatalogOrder(a: CatalogPlace, b: CatalogPlace): number {
  const byDate = Date.parse(b.createdAt) - Date.parse(a.createdAt);
  if (byDate !== 0) return byDate;
  if (a.id === b.id) return 0;
  return a.id < b.id ? 1 : -1;
}

/**
 * The snapshot with `productId` as it is now: `product` is its current, valid document, or
 * undefined when it was deleted or cannot be read (a malformed product is left out, as the
 * rebuild leaves it out). Out of stock is no reason to leave a product out: the shop shows it as
 * sold out. Every other entry, the settings and `generatedAt` stay as they are.
 */
export function patchStorefrontSnapshot(
  snapshot: StorefrontSnapshot,
  productId: string,
  product: Product | undefined,
): StorefrontSnapshot {
  return {
    ...snapshot,
    products: withEntry(snapshot.products, productId, product && toProductJson(product)),
  };
}

/**
 * Entries in catalog order without `productId`'s, and with `entry` (when given) in its place: before
 * the first one it precedes, so where it was unless its creation date changed.
 */
export function withEntry(entries: ProductJson[], productId: string, entry?: ProductJson): ProductJson[] {
  const others = entries.filter((other) => other.id !== productId);
  if (!entry) return others;
  const at = others.findIndex((other) => compareCatalogOrder(entry, other) < 0);
  return at === -1 ? [...others, entry] : [...others.slice(0, at), entry, ...others.slice(at)];
}
