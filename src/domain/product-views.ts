/** Product views are counted per Santiago day in one document per day (`productViewDays/{YYYYMMDD}`). */
import { z } from "zod";
import { orderDayKey } from "./order.ts";

export const recordProductViewInputSchema = z
  .object({ productId: z.string().uuid("Producto inválido") })
  .strict();

export const productViewDayKey = orderDayKey;
