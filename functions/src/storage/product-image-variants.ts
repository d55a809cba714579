/**
 * Writes the resized WebP variants of every product photo uploaded to Storage, and deletes them
 * with their original. Variants live next to the original under a name the domain derives from
 * it (src/domain/catalog/media-variants.ts), so the app needs no extra field to find them. The handlers
 * only act on originals: the variants they write trigger them again and are skipped, so there is
 * no loop. Clients cannot write variant names (storage.rules), only this function can.
 *
 * Events may arrive more than once. An original whose variants were all written after it is left
 * alone, so a repeated event (or a photo the seed stored with its variants) costs four metadata
 * reads instead of a resize.
 */
import { logger } from "firebase-functions";
import { onObjectDeleted, onObjectFinalized } from "firebase-functions/v2/storage";
import { isOriginalProductImagePath, VARIANT_WIDTHS, variantPath } from "@domain/catalog/media-variants.ts";
import { storage } from "../firebase/app.ts";
import { resizeVariants, VARIANT_CACHE_CONTROL } from "./resize-variants.ts";

type Bucket = ReturnType<typeof storage.bucket>;

/** Whether every variant exists and was written at or after the original was. */
async function variantsAreCurrent(
  bucket: Bucket,
  path: string,
  originalUpdated: string | Date | undefined,
): Promise<boolean> {
  if (originalUpdated === undefined) return false;
  const since = new Date(originalUpdated).getTime();
  const updated = await Promise.all(
    VARIANT_WIDTHS.map((width) =>
      bucket
        .file(variantPath(path, width))
        .getMetadata()
        .then(
          ([metadata]) => metadata.updated,
          () => undefined,
        ),
    ),
  );
  return updated.every((time) => time !== undefined && new Date(time).getTime() >= since);
}

export const createProductImageVariants = onObjectFinalized({ memory: "512MiB" }, async (event) => {
  const { name: path, bucket: bucketName, updated } = event.data;
  if (!isOriginalProductImagePath(path)) return;

  const bucket = storage.bucket(bucketName);
  if (await variantsAreCurrent(bucket, path, updated)) return;
  const original = bucket.file(path);
  const [exists] = await original.exists();
  if (!exists) return; // Replaced or deleted before this ran: nothing left to resize.
  const [bytes] = await original.download();

  // A file that is not a readable image keeps working as the original; it just gets no variants.
  const variants = await resizeVariants(bytes).catch((error: unknown) => {
    logger.warn("No se pudieron crear variantes: la imagen no se puede leer", { path, error: String(error) });
    return [];
  });
  if (variants.length === 0) return;
  await Promise.all(
    variants.map(({ width, webp }) =>
      bucket.file(variantPath(path, width)).save(webp, {
        resumable: false,
        metadata: { contentType: "image/webp", cacheControl: VARIANT_CACHE_CONTROL },
      }),
    ),
  );
  logger.info("Variantes de foto creadas", { path, widths: VARIANT_WIDTHS });
});
export const deleteProductImageVariants = onObjectDeleted(async (event) => {
  const { name: path, bucket: bucketName } = event.data;
  if (!isOriginalProductImagePath(path)) return;

  const bucket = storage.bucket(bucketName);
  await Promise.all(
    VARIANT_WIDTHS.map((width) => bucket.file(variantPath(path, width)).delete({ ignoreNotFound: true })),
  );
});
