/**
 * GET /fotos/{productId}/{file} (through a Hosting rewrite): a product photo or one of its resized
 * variants, from the shop's own origin (src/domain/catalog/media-variants.ts). The first screen's photo
 * then comes over the connection the page came on, with no second DNS lookup and TLS handshake
 * with Cloud Storage on a phone's mobile data, and Hosting's CDN keeps each file after its first
 * request. A photo's path names its upload (`uso-1700000000000_w640.webp`) and a new photo gets a
 * new path, so a file never changes and may be kept for a year.
 *
 * A variant's path ending in `.jpg` instead of `.webp` is that variant re-encoded as JPEG, made when
 * asked for, for Meta's catalog, which reads no WebP (src/domain/seo/product-feeds.ts).
 *
 * Only product photos: any other path is a 404 whatever the bucket holds (payment proofs live in
 * the same bucket). Videos stay on Cloud Storage, which answers the range requests players make.
 */
import { logger } from "firebase-functions/v2";
import { onRequest } from "firebase-functions/v2/https";
import { jpegCopySource, photoStoragePath } from "@domain/catalog/media-variants.ts";
import { storage } from "../firebase/app.ts";
import { jpegCopy } from "../storage/resize-variants.ts";

const A_YEAR = 365 * 24 * 60 * 60;

export const productPhoto = onRequest(async (request, response) => {
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.set("Allow", "GET, HEAD").status(405).send("Método no permitido");
    return;
  }
  const jpegOf = jpegCopySource(request.path);
  const path = jpegOf ?? photoStoragePath(request.path);
  // A variant is written a few seconds after its photo's upload: a miss must not be kept.
  const notFound = () => {
    response.set("Cache-Control", "no-store").status(404).type("text/plain").send("No existe");
  };
  const unavailable = (message: string, error: unknown) => {
    logger.error(message, { path, error });
    response.set("Cache-Control", "no-store").status(503).send("No disponible");
  };
  if (!path) {
    notFound();
    return;
  }

  const file = storage.bucket().file(path);
  let contentType: string | undefined;
  let size: string | number | undefined;
  try {
    [{ contentType, size }] = await file.getMetadata();
  } catch (error) {
    if ((error as { code?: number }).code === 404) notFound();
    else unavailable("No se pudo leer la foto", error);
    return;
  }
  let jpeg: Buffer | undefined;
  if (jpegOf) {
    try {
      const [webp] = await file.download();
      jpeg = await jpegCopy(webp);
    } catch (error) {
      unavailable("No se pudo convertir la foto a JPEG", error);
      return;
    }
    [contentType, size] = ["image/jpeg", jpeg.length];
  }
  response.set({
    "Content-Type": contentType ?? "application/octet-stream",
    "Cache-Control": `public, max-age=${A_YEAR}, immutable`,
    "X-Content-Type-Options": "nosniff",
  });
  if (size !== undefined) response.set("Content-Length", String(size));
  if (request.method === "HEAD") {
    response.end();
    return;
  }
  if (jpeg) {
    response.end(jpeg);
    return;
  }
  file
    .createReadStream()
    .on("error", (error) => {
      logger.error("Se cortó la lectura de la foto", { path, error });
      response.destroy(error);
    })
    .pipe(response);
});
