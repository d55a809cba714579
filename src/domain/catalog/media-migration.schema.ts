/** What the image migration's callable accepts. */
import { z } from "zod";
import { MEDIA_SLOTS } from "./product.ts";

export const importProductMediaInputSchema = z.strictObject({
  productId: z.string().uuid("Producto desconocido."),
  slot: z.enum(MEDIA_SLOTS, { error: "Foto o video desconocido." }),
});
export type ImportProductMediaInput = z.infer<typeof importProductMediaInputSchema>;
