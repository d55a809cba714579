import { useMemo } from "react";
import type { Product } from "@domain/catalog/product.ts";
import { useStorefrontData } from "@/lib/storefront/storefront-data.ts";

export type CatalogState =
  { status: "loading" } | { status: "error" } | { status: "ready"; products: Product[] };

/** The catalog, newest first: saved or snapshot data at first, then live. */
export function useCatalog(): CatalogState {
  const products = useStorefrontData((state) => state.products);
  const failed = useStorefrontData((state) => state.failed);
  return useMemo(() => {
    if (products) return { status: "ready", products };
    return failed ? { status: "error" } : { status: "loading" };
  }, [products, failed]);
}

/** The products of the catalog, or an empty list while it loads or failed. */
export function useCatalogProducts(): Product[] {
  return useStorefrontData((state) => state.products) ?? noProducts;
}
const noProducts: Product[] = [];
