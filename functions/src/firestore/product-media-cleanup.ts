/**
 * When a product is deleted, its photos, variants and video go too: nothing links to them any
 * more, and the admin should not have to remember to remove them one by one.
 */
import { logger } from "firebase-functions";
import { onDocumentDeleted } from "firebase-functions/v2/firestore";
import { COLLECTIONS } from "../../../src/domain/collections.ts";
import { storage } from "../firebase/app.ts";

export const deleteProductMedia = onDocumentDeleted(`${COLLECTIONS.products}/{productId}`, async (event) => {
  const { productId } = event.params;
  const [files] = await storage.bucket().getFiles({ prefix: `products/${productId}/` });
  // The variant trigger may remove some of these at the same moment.
  await Promise.all(files.map((file) => file.delete({ ignoreNotFound: true })));
  logger.info("Archivos del producto eliminados", { productId, count: files.length });
});
