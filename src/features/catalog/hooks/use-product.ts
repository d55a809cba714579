import { useMemo } from "react";
import type { Product } from "@/domain/product.ts";
import { useStorefrontData } from "@/features/storefront-data/storefront-data.ts";

export type ProductState =
  { status: "loading" } | { status: "missing" } | { status: "ready"; product: Product };

/**
 * One product of the live catalogue. An id that is not in data saved on an earlier visit may be a
 * new product, so it stays "loading" until current data says otherwise.
 */
export function useProduct(id: string | null): ProductState {
  const products = useStorefrontData((state) => state.products);
  const source = useStorefrontData((state) => state.source);
  const failed = useStorefrontData((state) => state.failed);
  return useMemo(() => {
    if (!id || failed) return { status: "missing" };
    const product = products?.find((candidate) => candidate.id === id);
    if (product) return { status: "ready", product };
    return source === "snapshot" || source === "live" ? { status: "missing" } : { status: "loading" };
  }, [id, products, source, failed]);
}
