/**
 * The analytics page's top products: the 10 most viewed of the last 24 h, 7 d and 30 d, from the
 * hour and day buckets (`recordProductView`). Admin only. Names come from the buckets, or from the
 * product itself when it still exists (it may have been renamed since).
 */
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import { z } from "zod";
import {
  bucketsToRead,
  productViewStatsInputSchema,
  productViewStats as topProducts,
  VIEW_WINDOWS,
  withCurrentNames,
  type ProductViewStats,
  type ViewBucket,
} from "@domain/analytics/product-view-stats.ts";
import { COLLECTIONS } from "@domain/collections.ts";
import { productSchema } from "@domain/catalog/product.schema.ts";
import { db } from "../firebase/app.ts";
import { readDocument, readValidDocument } from "../firebase/documents.ts";
import { parseInput, requireAdmin } from "./guards.ts";

/** An hour's or a day's views (recordProductView): counts, and each product's name then. */
const VIEW_BUCKET_FIELDS = z.object({
  counts: z.record(z.string(), z.number()).catch({}),
  names: z.record(z.string(), z.string()).catch({}),
});
const NAME_FIELD = productSchema.pick({ name: true });

function bucketOf(snapshot: DocumentSnapshot): ViewBucket {
  const { counts, names } = readDocument(VIEW_BUCKET_FIELDS, snapshot) ?? { counts: {}, names: {} };
  return { key: snapshot.id, counts, names };
}

export const productViewStats = onCall(async (request): Promise<ProductViewStats> => {
  await requireAdmin(request);
  parseInput(productViewStatsInputSchema, request.data);

  const now = new Date();
  const { hours, days } = bucketsToRead(now);
  const snapshots = await db.getAll(
    ...hours.map((key) => db.collection(COLLECTIONS.productViewHours).doc(key)),
    ...days.map((key) => db.collection(COLLECTIONS.productViewDays).doc(key)),
  );
  const stats = topProducts(snapshots.filter((snapshot) => snapshot.exists).map(bucketOf), now);

  const productIds = [...new Set(VIEW_WINDOWS.flatMap((window) => stats[window].map((p) => p.productId)))];
  if (productIds.length === 0) return stats;
  const products = await db.getAll(...productIds.map((id) => db.collection(COLLECTIONS.products).doc(id)));
  const currentNames = new Map(
    products.flatMap((product) => {
      const current = readValidDocument(NAME_FIELD, product);
      return current ? [[product.id, current.name] as const] : [];
    }),
  );
  return withCurrentNames(stats, currentNames);
});
