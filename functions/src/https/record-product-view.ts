/**
 * Counts one view of a product page. Views are aggregated per Santiago hour and per day (one
 * document per bucket, a counter per product), so the last 24 h are exact to the hour and the
 * analytics read at most 24 + 30 documents, never one per view. Only existing products can be
 * counted, so the endpoint cannot be used to write anything else.
 */
import { FieldValue } from "firebase-admin/firestore";
import { HttpsError, onCall } from "firebase-functions/v2/https";
import { viewBucketKeys } from "@domain/analytics/product-view-stats.ts";
import { COLLECTIONS } from "@domain/collections.ts";
import { recordProductViewInputSchema } from "@domain/analytics/product-views.ts";
import { productSchema } from "@domain/catalog/product.schema.ts";
import { db } from "../firebase/app.ts";
import { readDocument } from "../firebase/documents.ts";
import { parseInput } from "./guards.ts";

export const recordProductView = onCall(async (request) => {
  const { productId } = parseInput(recordProductViewInputSchema, request.data);
  const product = readDocument(
    productSchema.pick({ name: true }),
    await db.collection(COLLECTIONS.products).doc(productId).get(),
  );
  if (!product) throw new HttpsError("not-found", "Producto no encontrado");

  const { hour, day } = viewBucketKeys(new Date());
  const view = {
    counts: { [productId]: FieldValue.increment(1) },
    names: { [productId]: product.name },
  };
  const batch = db.batch();
  batch.set(db.collection(COLLECTIONS.productViewHours).doc(hour), view, { merge: true });
  batch.set(db.collection(COLLECTIONS.productViewDays).doc(day), view, { merge: true });
  await batch.commit();
  return { recorded: true };
});
