/**
 * GET /fotos/{productId}/{file} (through a Hosting rewrite): a product photo, one of its resized
 * variants or the largest one's JPEG copy, from the shop's own origin
 * (src/domain/catalog/media-variants.ts). The first screen's photo then comes over the connection
 * the page came on, with no second DNS lookup and TLS handshake with Cloud Storage on a phone's
 * mobile data, and Hosting's CDN keeps each file after its first request. A photo's path names its
 * upload (`uso-1700000000000_w640.webp`) and a new photo gets a new path, so a file never changes
 * and may be kept for a year.
 *
 * It only streams stored files. The JPEG copy Meta's catalog reads (`…_w1280.jpg`) is written with
 * the WebP variants (storage/product-image-variants.ts), so no request decodes or encodes.
 *
 * Hosting's CDN keys its cache by the query string too, which names nothing here: `…jpg?1`, `?2`…
 * would each reach this function and read Storage. A request with one is sent to its bare path,
 * before anything is read, and a path that names no product photo is a 404 whatever its query.
 *
 * Only product photos: any other path is a 404 whatever the bucket holds (payment proofs live in
 * the same bucket). Videos stay on Cloud Storage, which answers the range requests players make.
 */
import { logger } from "firebase-functions/v2";
import { onRequest } from "firebase-functions/v2/https";
import { photoStoragePath, photoUrlPath } from "@domain/catalog/media-variants.ts";
import { storage } from "../firebase/app.ts";

const A_YEAR = 365 * 24 * 60 * 60;

export const productPhoto = onRequest(
  {
    // Nothing is decoded here: a request holds a Storage read stream's buffer (tens of KB) while
    // it pipes a file of a few hundred KB. 256 MiB holds the functions' bundle (110 MiB resident
    // once loaded, measured) and 80 such requests with room to spare. 80 at once is Cloud Run's
    // default for one CPU, written out so that it stays: slow downloads then cannot take all 10
    // instances, as a few dozen would at a low concurrency.
    memory: "256MiB",
    concurrency: 80,
  },
  async (request, response) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.set("Allow", "GET, HEAD").status(405).send("Método no permitido");
      return;
    }
    const path = photoStoragePath(request.path);
    // A variant is written a few seconds after its photo's upload: a miss must not be kept.
    const notFound = () => {
      response.set("Cache-Control", "no-store").status(404).type("text/plain").send("No existe");
    };
    if (!path) {
      notFound();
      return;
    }
    if (request.originalUrl.includes("?")) {
      // The bare path is the same file for good, so the CDN may keep this answer as long.
      response
        .set("Cache-Control", `public, max-age=${A_YEAR}, immutable`)
        .redirect(301, photoUrlPath(path)!);
      return;
    }

    const file = storage.bucket().file(path);
    let contentType: string | undefined;
    let size: string | number | undefined;
    try {
      [{ contentType, size }] = await file.getMetadata();
    } catch (error) {
      if ((error as { code?: number }).code === 404) notFound();
      else {
        logger.error("No se pudo leer la foto", { path, error });
        response.set("Cache-Control", "no-store").status(503).send("No disponible");
      }
      return;
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
    file
      .createReadStream()
      .on("error", (error) => {
        logger.error("Se cortó la lectura de la foto", { path, error });
        response.destroy(error);
      })
      .pipe(response);
  },
);
