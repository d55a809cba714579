/** What the admin's product callables accept. */
import { z } from "zod";
import { MAX_STOCK } from "./product.ts";

export const adjustProductStockInputSchema = z.strictObject({
  productId: z.string().uuid("Producto desconocido."),
  delta: z
    .number({ error: "El cambio de stock debe ser un número." })
    .int("El cambio de stock debe ser un número entero.")
    .min(-MAX_STOCK, "Cambio de stock demasiado grande.")
    .max(MAX_STOCK, "Cambio de stock demasiado grande.")
    .refine((delta) => delta !== 0, "El cambio de stock no puede ser 0."),
});
export type AdjustProductStockInput = z.infer<typeof adjustProductStockInputSchema>;
