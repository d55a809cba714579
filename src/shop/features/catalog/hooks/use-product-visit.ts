import { useEffect } from "react";
import { afterFirstPaint } from "@/lib/browser/after-first-paint.ts";
import { useRecentlyViewedStore } from "@/stores/recently-viewed-store.ts";

const whenIdle = () => new Promise<void>((resolve) => afterFirstPaint(resolve));

/**
 * A visit to a product page, once the product is found: it joins the recently viewed, and the view
 * is counted for the owner's analytics. The counter (its code and the Firebase SDK it starts) waits
 * for idle time after the page has painted, and starting the SDK and making the call are two tasks:
 * together they would be one long task right as the page becomes interactive.
 */
export function useProductVisit(productId: string | null, found: boolean): void {
  const addRecentlyViewed = useRecentlyViewedStore((store) => store.add);
  useEffect(() => {
    if (!found || !productId) return;
    addRecentlyViewed(productId);
    // Analytics must never get in the shopper's way: a failed count is only logged.
    whenIdle()
      .then(() => import("@/lib/firebase/product-views.ts"))
      .then(async ({ recordProductView }) => {
        await whenIdle();
        await recordProductView(productId);
      })
      .catch((error: unknown) => console.warn("No se pudo registrar la visita", error));
  }, [found, productId, addRecentlyViewed]);
}
