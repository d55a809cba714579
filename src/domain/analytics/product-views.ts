/**
 * What a product page sends to count a view: only a product id. The buckets it is counted in are
 * in analytics/product-view-stats.ts.
 */
import { z } from "zod";

export const recordProductViewInputSchema = z
  .object({ productId: z.string().uuid("Producto inválido") })
  .strict();
