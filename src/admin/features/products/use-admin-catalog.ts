import { EVERY_PRODUCT, useFollowProducts } from "@/lib/storefront/storefront-data.ts";
import { useCatalog, type CatalogState } from "@/lib/storefront/use-catalog.ts";

/**
 * The whole catalog, with every product kept live: the back office lists and counts them all
 * (the storefront keeps only the pieces on screen live).
 */
export function useAdminCatalog(): CatalogState {
  useFollowProducts([EVERY_PRODUCT]);
  return useCatalog();
}
