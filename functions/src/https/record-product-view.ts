/**
 * `POST /api/views` (a Hosting rewrite): counts one view of a product page, sent by the page with
 * `navigator.sendBeacon` once it is idle. A beacon rather than a callable: a product page then
 * loads no Firebase SDK for it, and the SDK's start no longer falls inside a shopper's first taps.
 * It needs no App Check token either: a view is worth nothing to forge past the limit below.
 *
 * Views are aggregated per Santiago hour and per day (one document per bucket, a counter per
 * product), so the last 24 h are exact to the hour and the analytics read at most 24 + 30
 * documents, never one per view. Only existing products can be counted, so the endpoint cannot be
 * used to write anything else, and each connection counts at most PRODUCT_VIEW_LIMIT views of a
 * product an hour, so a loop cannot push one up the ranking. Nobody reads the answer (the page has
 * moved on): a refused beacon gets an empty one with its status, and writes nothing.
 */
import { FieldValue } from "firebase-admin/firestore";
import { onRequest } from "firebase-functions/v2/https";
import { viewBucketKeys } from "@domain/analytics/product-view-stats.ts";
import { COLLECTIONS } from "@domain/collections.ts";
import { PRODUCT_VIEW_BEACON_MAX_BYTES, PRODUCT_VIEW_LIMIT } from "@domain/analytics/product-views.ts";
import { recordProductViewInputSchema } from "@domain/analytics/product-views.schema.ts";
import { productSchema } from "@domain/catalog/product.schema.ts";
import { db } from "../firebase/app.ts";
import { readDocument } from "../firebase/documents.ts";
import { takeRateLimitedUse } from "../firebase/rate-limit.ts";
import { clientKey } from "./client-address.ts";
import type { ProductViewBucket } from "@domain/analytics/product-views.schema.ts";
import type { Writable } from "../firebase/writes.ts";

function parseView(body: Buffer): string | undefined {
  try {
    const parsed = recordProductViewInputSchema.safeParse(JSON.parse(body.toString("utf8")));
    return parsed.success ? parsed.data.productId : undefined;
  } catch {
    return undefined;
  }
}

export const recordProductView = onRequest(async (request, response) => {
  response.set("Cache-Control", "no-store");
  if (request.method !== "POST") {
    response.set("Allow", "POST").status(405).end();
    return;
  }
  const body = request.rawBody ?? Buffer.alloc(0);
  if (body.length > PRODUCT_VIEW_BEACON_MAX_BYTES) {
    response.status(413).end();
    return;
  }
  const productId = parseView(body);
  if (!productId) {
    response.status(400).end();
    return;
  }
  const product = readDocument(
    productSchema.pick({ name: true }),
    await db.collection(COLLECTIONS.products).doc(productId).get(),
  );
  if (!product) {
    response.status(404).end();
    return;
  }
  const viewer = clientKey(request, `product-view:${productId}`);
  if (!(await takeRateLimitedUse(`views-${viewer}`, PRODUCT_VIEW_LIMIT))) {
    response.status(429).end();
    return;
  }

  const { hour, day } = viewBucketKeys(new Date());
  const view = {
    counts: { [productId]: FieldValue.increment(1) },
    names: { [productId]: product.name },
  } satisfies Writable<ProductViewBucket>;
  const batch = db.batch();
  batch.set(db.collection(COLLECTIONS.productViewHours).doc(hour), view, { merge: true });
  batch.set(db.collection(COLLECTIONS.productViewDays).doc(day), view, { merge: true });
  await batch.commit();
  response.status(204).end();
});
