/**
 * Writes the resized WebP variants of every product photo uploaded to Storage, and the JPEG copy
 * of the largest (for Meta's catalog), and deletes them with their original. They live next to
 * the original under names the domain derives from it (src/domain/catalog/media-variants.ts), so
 * the app needs no extra field to find them, and the photo function only streams stored files:
 * no request ever encodes. The handlers only act on originals: the files they write trigger them
 * again and are skipped, so there is no loop. Clients cannot write these names (storage.rules),
 * only this function can.
 *
 * Events may arrive more than once. An original whose derived files were all written after it is
 * left alone, so a repeated event (or a photo the seed stored with its variants) costs five
 * metadata reads instead of a resize.
 */
import { logger } from "firebase-functions";
import { onObjectDeleted, onObjectFinalized } from "firebase-functions/v2/storage";
import {
  derivedPhotoPaths,
  isOriginalProductImagePath,
  jpegCopyPath,
  VARIANT_WIDTHS,
  variantPath,
} from "@domain/catalog/media-variants.ts";
import { storage } from "../firebase/app.ts";
import { resizeVariants, VARIANT_CACHE_CONTROL } from "./resize-variants.ts";

type Bucket = ReturnType<typeof storage.bucket>;

/** Whether every derived file exists and was written at or after the original was. */
async function derivedFilesAreCurrent(
  bucket: Bucket,
  path: string,
  originalUpdated: string | Date | undefined,
): Promise<boolean> {
  if (originalUpdated === undefined) return false;
  const since = new Date(originalUpdated).getTime();
  const updated = await Promise.all(
    derivedPhotoPaths(path).map((derived) =>
      bucket
        .file(derived)
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
  if (await derivedFilesAreCurrent(bucket, path, updated)) return;
  const original = bucket.file(path);
  const [exists] = await original.exists();
  if (!exists) return; // Replaced or deleted before this ran: nothing left to resize.
  const [bytes] = await original.download();

  // A file that is not a readable image, or has more pixels than PRODUCT_IMAGE.maxInputPixels,
  // keeps working as the original; it just gets no variants.
  const derived = await resizeVariants(bytes).catch((error: unknown) => {
    logger.warn("No se pudieron crear variantes: la imagen no se puede leer", { path, error: String(error) });
    return undefined;
  });
  if (!derived) return;
  const save = (file: string, content: Buffer, contentType: string) =>
    bucket.file(file).save(content, {
      resumable: false,
      metadata: { contentType, cacheControl: VARIANT_CACHE_CONTROL },
    });
  await Promise.all([
    ...derived.variants.map(({ width, webp }) => save(variantPath(path, width), webp, "image/webp")),
    save(jpegCopyPath(path), derived.jpegCopy, "image/jpeg"),
  ]);
  logger.info("Variantes de foto creadas", { path, widths: VARIANT_WIDTHS, jpegCopy: jpegCopyPath(path) });
});
export const deleteProductImageVariants = onObjectDeleted(async (event) => {
  const { name: path, bucket: bucketName } = event.data;
  if (!isOriginalProductImagePath(path)) return;

  const bucket = storage.bucket(bucketName);
  await Promise.all(
    derivedPhotoPaths(path).map((derived) => bucket.file(derived).delete({ ignoreNotFound: true })),
  );
});
