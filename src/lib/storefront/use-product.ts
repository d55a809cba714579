import { useMemo } from "react";
import type { Product } from "@domain/catalog/product.ts";
import { useStorefrontData } from "@/lib/storefront/storefront-data.ts";

export type ProductState =
  | { status: "loading" }
  | { status: "missing" }
  /** Not in the data at hand, and current data cannot be had: the network failed, not the product. */
  | { status: "unavailable" }
  | { status: "ready"; product: Product };

/**
 * One product of the live catalog. An id that is not in data saved on an earlier visit may be a
 * new product, so it stays "loading" until current data says otherwise, or "unavailable" while
 * current data cannot be had.
 */
export function useProduct(id: string | null): ProductState {
  // Slices that stay the same object while nothing the page shows changes (the live listeners
  // taking over from the snapshot, say), so the page does not render again for them.
  const product = useStorefrontData((state) =>
    id ? state.products?.find((candidate) => candidate.id === id) : undefined,
  );
  const current = useStorefrontData((state) => state.source === "snapshot" || state.source === "live");
  const failed = useStorefrontData((state) => state.failed || state.unreachable);
  return useMemo(() => {
    if (!id) return { status: "missing" };
    if (product) return { status: "ready", product };
    if (current) return { status: "missing" };
    return failed ? { status: "unavailable" } : { status: "loading" };
  }, [id, product, current, failed]);
}
