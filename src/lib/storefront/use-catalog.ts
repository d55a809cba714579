import { useMemo } from "react";
import type { Product } from "@domain/catalog/product.ts";
import { useStorefrontData } from "@/lib/storefront/storefront-data.ts";

export type CatalogState =
  { status: "loading" } | { status: "error" } | { status: "ready"; products: Product[] };

/**
 * The catalog, newest first: saved, page or snapshot data at first, then kept live. On a
 * server-rendered page, at first only the pieces it shows (see `useWholeCatalog`).
 */
export function useCatalog(): CatalogState {
  const products = useStorefrontData((state) => state.products);
  const failed = useStorefrontData((state) => state.failed);
  return useMemo(() => {
    if (products) return { status: "ready", products };
    return failed ? { status: "error" } : { status: "loading" };
  }, [products, failed]);
}

/**
 * The products at hand, or an empty list while they load or failed. On a server-rendered page
 * that is at first only what the page shows: enough to find a piece on screen, not to say that
 * one is gone (`useWholeCatalog` can).
 */
export function useCatalogProducts(): Product[] {
  return useStorefrontData((state) => state.products) ?? noProducts;
}
const noProducts: Product[] = [];

/** Every product, or `undefined` until the whole catalog is at hand: for search, favorites, the cart. */
export function useWholeCatalog(): Product[] | undefined {
  return useStorefrontData((state) => (state.complete ? state.products : undefined));
}
