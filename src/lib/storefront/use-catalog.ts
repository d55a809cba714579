import { useMemo } from "react";
import type { Product } from "@domain/product.ts";
import { useStorefrontData } from "@/features/storefront-data/storefront-data.ts";

export type CatalogueState =
  { status: "loading" } | { status: "error" } | { status: "ready"; products: Product[] };

/** The catalogue, newest first: saved or snapshot data at first, then live. */
export function useCatalogue(): CatalogueState {
  const products = useStorefrontData((state) => state.products);
  const failed = useStorefrontData((state) => state.failed);
  return useMemo(() => {
    if (products) return { status: "ready", products };
    return failed ? { status: "error" } : { status: "loading" };
  }, [products, failed]);
}

/** The products of the catalogue, or an empty list while it loads or failed. */
export function useCatalogueProducts(): Product[] {
  return useStorefrontData((state) => state.products) ?? noProducts;
}
const noProducts: Product[] = [];
