/**
 * Counts one view of a product page. Views are aggregated per Santiago hour and per day (one
 * document per bucket, a counter per product), so the last 24 h are exact to the hour and the
 * analytics read at most 24 + 30 documents, never one per view. Only existing products can be
 * counted, so the endpoint cannot be used to write anything else, and each connection counts at
 * most PRODUCT_VIEW_LIMIT views of a product an hour, so a loop cannot push one up the ranking.
 * A view past the limit is not an error (the shopper's page never shows it): it is not counted.
 */
import { FieldValue } from "firebase-admin/firestore";
import { HttpsError, onCall } from "firebase-functions/v2/https";
import { viewBucketKeys } from "@domain/analytics/product-view-stats.ts";
import { COLLECTIONS } from "@domain/collections.ts";
import { PRODUCT_VIEW_LIMIT, recordProductViewInputSchema } from "@domain/analytics/product-views.ts";
import { productSchema } from "@domain/catalog/product.schema.ts";
import { db } from "../firebase/app.ts";
import { readDocument } from "../firebase/documents.ts";
import { takeRateLimitedUse } from "../firebase/rate-limit.ts";
import { clientKey } from "./client-address.ts";
import { parseInput } from "./guards.ts";

export const recordProductView = onCall(async (request) => {
  const { productId } = parseInput(recordProductViewInputSchema, request.data);
  const product = readDocument(
    productSchema.pick({ name: true }),
    await db.collection(COLLECTIONS.products).doc(productId).get(),
  );
  if (!product) throw new HttpsError("not-found", "Producto no encontrado");
  const viewer = clientKey(request.rawRequest, `product-view:${productId}`);
  if (!(await takeRateLimitedUse(`views-${viewer}`, PRODUCT_VIEW_LIMIT))) return { recorded: false };

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
