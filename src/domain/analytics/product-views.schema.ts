/**
 * The body of a product-view beacon, as `recordProductView` checks it. Apart from
 * product-views.ts so the product page, which only needs the beacon's address, does not load zod.
 */
import { z } from "zod";

export const recordProductViewInputSchema = z
  .object({ productId: z.string().uuid("Producto inválido") })
  .strict();
