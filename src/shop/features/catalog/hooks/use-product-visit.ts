import { useEffect } from "react";
import { useRecentlyViewedStore } from "@/stores/recently-viewed-store.ts";

/**
 * A visit to a product page, once the product is found: it joins the recently viewed, and the view
 * is counted for the owner's analytics (the counter's code is loaded only then: the page never waits
 * for it).
 */
export function useProductVisit(productId: string | null, found: boolean): void {
  const addRecentlyViewed = useRecentlyViewedStore((store) => store.add);
  useEffect(() => {
    if (!found || !productId) return;
    addRecentlyViewed(productId);
    // Analytics must never get in the shopper's way: a failed count is only logged.
    import("@/lib/firebase/product-views.ts")
      .then(({ recordProductView }) => recordProductView(productId))
      .catch((error: unknown) => console.warn("No se pudo registrar la visita", error));
  }, [found, productId, addRecentlyViewed]);
}
