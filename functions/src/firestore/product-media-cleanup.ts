/**
 * When a product is deleted, its photos (with their variants and JPEG copies) and video go too:
 * nothing links to them any more, and the admin should not have to remove them one by one. Exactly the files the
 * deleted document named, so a product created again with the same id — as the demo seed does,
 * with freshly named photos — keeps its new files.
 */
import { logger } from "firebase-functions";
import { z } from "zod";
import { onDocumentDeleted } from "firebase-functions/v2/firestore";
import { COLLECTIONS } from "@domain/collections.ts";
import { derivedPhotoPaths, isOriginalProductImagePath } from "@domain/catalog/media-variants.ts";
import { isStoredMedia } from "@domain/catalog/product-media.ts";
import { storage } from "../firebase/app.ts";
import { readDocument } from "../firebase/documents.ts";

const MEDIA_FIELD = z.object({ media: z.record(z.string(), z.string().nullable().catch(null)).catch({}) });

export const deleteProductMedia = onDocumentDeleted(`${COLLECTIONS.products}/{productId}`, async (event) => {
  // Whatever the deleted document named, so that no file of it is left behind.
  const media = (event.data && readDocument(MEDIA_FIELD, event.data)?.media) ?? {};
  const paths = Object.values(media)
    .filter((ref) => isStoredMedia(ref ?? null))
    .flatMap((path) => (isOriginalProductImagePath(path!) ? [path!, ...derivedPhotoPaths(path!)] : [path!]));
  const bucket = storage.bucket();
  // Variants may not exist yet, and the variant trigger may be removing some at the same moment.
  // Every file is tried even if one fails, and the failures are named.
  const results = await Promise.allSettled(
    paths.map((path) => bucket.file(path).delete({ ignoreNotFound: true })),
  );
  const failed = paths.filter((_path, i) => results[i]!.status === "rejected");
  if (failed.length > 0) {
    logger.error("No se pudieron eliminar archivos del producto", {
      productId: event.params.productId,
      failed,
    });
    return;
  }
  logger.info("Archivos del producto eliminados", { productId: event.params.productId, count: paths.length });
});
