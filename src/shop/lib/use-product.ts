import { useMemo } from "react";
import type { Product } from "@domain/catalog/product.ts";
import { useFollowProducts, useStorefrontData } from "@/lib/storefront/storefront-data.ts";

export type ProductState =
  | { status: "loading" }
  | { status: "missing" }
  /** Not in the data at hand, and current data cannot be had: the network failed, not the product. */
  | { status: "unavailable" }
  | { status: "ready"; product: Product };

/**
 * One product, kept live while the page shows it. An id that is not in data saved on an earlier
 * visit may be a new product, so it stays "loading" until current data says otherwise (the whole
 * catalog, or the product's own live read), or "unavailable" while current data cannot be had.
 */
export function useProduct(id: string | null): ProductState {
  useFollowProducts(id ? [id] : []);
  // Slices that stay the same object while nothing the page shows changes (the whole catalog
  // arriving after the page's part of it, say), so the page does not render again for them.
  const product = useStorefrontData((state) =>
    id ? state.products?.find((candidate) => candidate.id === id) : undefined,
  );
  const known = useStorefrontData(
    (state) => state.complete && (state.source === "snapshot" || state.source === "live"),
  );
  const missing = useStorefrontData((state) => id !== null && state.missingProductIds.includes(id));
  const failed = useStorefrontData((state) => state.failed || state.unreachable);
  return useMemo(() => {
    if (!id) return { status: "missing" };
    if (product) return { status: "ready", product };
    if (known || missing) return { status: "missing" };
    return failed ? { status: "unavailable" } : { status: "loading" };
  }, [id, product, known, missing, failed]);
}
