/**
 * What a product page sends to count a view (a beacon to `/api/views`): only a product id. The
 * buckets it is counted in are in analytics/product-view-stats.ts, the body's schema in
 * product-views.schema.ts (the product page loads this module: no zod here).
 */
import type { RateLimit } from "../rate-limit.ts";

/**
 * Views of one product counted per connection (client address, IPv6 by its /64) in an hour: a
 * shopper who comes back to a piece a few times still counts each visit, and a script looping on
 * one adds at most this many an hour per address to the owner's ranking. Per product, so people
 * sharing one address (an office, a carrier's NAT) browsing different pieces all count.
 */
export const PRODUCT_VIEW_LIMIT: RateLimit = { limit: 5, windowMs: 60 * 60 * 1000 };

/** Where a product page sends its view; firebase.json rewrites it to the recordProductView function. */
export const PRODUCT_VIEW_BEACON_PATH = "/api/views";

/** `{"productId":"<uuid>"}` is 50 bytes; anything much longer is not a view. */
export const PRODUCT_VIEW_BEACON_MAX_BYTES = 256;
