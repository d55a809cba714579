/**
 * Counts one view of a product page. Views are aggregated per day (one document a day, a counter
 * per product) so analytics read at most 30 documents; only existing products can be counted, so
 * the endpoint cannot be used to write anything else.
 */
import { FieldValue } from "firebase-admin/firestore";
import { HttpsError, onCall } from "firebase-functions/v2/https";
import { COLLECTIONS } from "../../../src/domain/collections.ts";
import { productViewDayKey, recordProductViewInputSchema } from "../../../src/domain/product-views.ts";
import { db } from "../firebase/app.ts";
import { parseInput } from "./guards.ts";

export const recordProductView = onCall(async (request) => {
  const { productId } = parseInput(recordProductViewInputSchema, request.data);
  const product = await db.collection(COLLECTIONS.products).doc(productId).get();
  if (!product.exists) throw new HttpsError("not-found", "Producto no encontrado");

  await db
    .collection(COLLECTIONS.productViewDays)
    .doc(productViewDayKey(new Date()))
    .set(
      {
        counts: { [productId]: FieldValue.increment(1) },
        names: { [productId]: product.get("name") as string },
      },
      { merge: true },
    );
  return { recorded: true };
});
