/**
 * Product slugs, {type}-{normalised name}-{uuid}, the last part of a product page's address
 * (shop-paths.ts). The id is read back by its UUID pattern, so an old name still finds the product.
 */
import type { ProductType } from "./product.ts";

const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** Lowercase, accents removed, only letters, digits, spaces and hyphens, spaces to hyphens, no repeats. */
export function normaliseName(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-");
}

export function productSlug(product: { id: string; name: string; productType: ProductType }): string {
  return `${product.productType}-${normaliseName(product.name)}-${product.id}`;
}

export function productIdFromSlug(slug: string): string | null {
  return slug.match(uuidPattern)?.[0]?.toLowerCase() ?? null;
}
