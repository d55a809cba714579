/**
 * The body of a product-view beacon, as `recordProductView` checks it. Apart from
 * product-views.ts so the product page, which only needs the beacon's address, does not load zod.
 */
import { z } from "zod";

export const recordProductViewInputSchema = z
  .object({ productId: z.string().uuid("Producto inválido") })
  .strict();

/**
 * `productViewHours/{key}` and `productViewDays/{key}`: one bucket's views by product id, and each
 * product's name when it was viewed.
 */
export const productViewBucketSchema = z.object({
  counts: z.record(z.string(), z.number().int().min(0)),
  names: z.record(z.string(), z.string()),
});
export type ProductViewBucket = z.infer<typeof productViewBucketSchema>;
