import { useEffect } from "react";
import { PRODUCT_VIEW_BEACON_PATH } from "@domain/analytics/product-views.ts";
import { afterFirstPaint } from "@/lib/browser/after-first-paint.ts";
import { useRecentlyViewedStore } from "@/shop/stores/recently-viewed-store.ts";

/**
 * A visit to a product page, once the product is found: it joins the recently viewed, and the view
 * is counted for the owner's analytics with a beacon sent when the page is idle after painting.
 * A beacon and not a callable: the Firebase SDK a callable needs took a long task to start, right
 * when a shopper on a slow phone makes her first taps (functions/src/https/record-product-view.ts).
 */
export function useProductVisit(productId: string | null, found: boolean): void {
  const addRecentlyViewed = useRecentlyViewedStore((store) => store.add);
  useEffect(() => {
    if (!found || !productId) return;
    addRecentlyViewed(productId);
    afterFirstPaint(() => sendProductView(productId));
  }, [found, productId, addRecentlyViewed]);
}

/** Analytics must never get in the shopper's way: a view the browser will not queue is not counted. */
function sendProductView(productId: string): void {
  const body = JSON.stringify({ productId });
  if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(PRODUCT_VIEW_BEACON_PATH, body))
    return;
  fetch(PRODUCT_VIEW_BEACON_PATH, { method: "POST", body, keepalive: true }).catch(() => undefined);
}
