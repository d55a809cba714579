/**
 * GET /fotos/{productId}/{file} (through a Hosting rewrite): a product photo, one of its resized
 * variants or the largest one's JPEG copy, from the shop's own origin
 * (src/domain/catalog/media-variants.ts). The first screen's photo then comes over the connection
 * the page came on, with no second DNS lookup and TLS handshake with Cloud Storage on a phone's
 * mobile data, and Hosting's CDN keeps each file after its first request. A photo's path names its
 * upload (`uso-1700000000000_w640.webp`) and a new photo gets a new path, so a file never changes
 * and may be kept for a year.
 *
 * It streams stored files. The JPEG copy Meta's catalog reads (`…_w1280.jpg`) is written with the
 * WebP variants (storage/product-image-variants.ts). A photo stored before the trigger wrote copies
 * has none: the first GET of it encodes it from the stored `_w1280.webp` and stores it, and every
 * later request, on any instance, streams the stored file. So each such photo costs one encode
 * (one per instance at the very worst, when instances are asked at the same moment), and no one
 * has to run anything after a deploy or on saved emulator data. A request that is not a GET, or
 * names a copy whose WebP does not exist, encodes nothing.
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
import { isJpegCopyPath, photoStoragePath, photoUrlPath } from "@domain/catalog/media-variants.ts";
import { storage } from "../firebase/app.ts";
import { jpegCopyFromVariant, VARIANT_CACHE_CONTROL } from "../storage/resize-variants.ts";

const A_YEAR = 365 * 24 * 60 * 60;

type Bucket = ReturnType<typeof storage.bucket>;

const isNotFound = (error: unknown) => (error as { code?: number }).code === 404;

/** Encodes at once per instance: each holds a decoded 1280 × 1707 variant and mozjpeg's buffers. */
const ENCODES_AT_ONCE = 2;
let encoding = 0;
const waitingToEncode: Array<() => void> = [];

async function withEncodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (encoding < ENCODES_AT_ONCE) encoding++;
  // A finished encode hands its slot straight to the next in line.
  else await new Promise<void>((resolve) => waitingToEncode.push(resolve));
  try {
    return await work();
  } finally {
    const next = waitingToEncode.shift();
    if (next) next();
    else encoding--;
  }
}

/**
 * Writes the missing JPEG copy at `copyPath` from its stored WebP variant, with the metadata the
 * trigger gives it. Whether it is stored now: false when there is no variant to make it from, or
 * the variant cannot be read (nothing is written then).
 */
async function storeJpegCopy(bucket: Bucket, copyPath: string): Promise<boolean> {
  const variantPath = copyPath.replace(/\.jpg$/, ".webp");
  return withEncodeSlot(async () => {
    let webp: Buffer;
    try {
      [webp] = await bucket.file(variantPath).download();
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
    let jpeg: Buffer;
    try {
      jpeg = await jpegCopyFromVariant(webp);
    } catch (error) {
      logger.warn("No se pudo crear la copia JPEG: la variante no se puede leer", {
        variantPath,
        error: String(error),
      });
      return false;
    }
    try {
      await bucket.file(copyPath).save(jpeg, {
        resumable: false,
        metadata: { contentType: "image/jpeg", cacheControl: VARIANT_CACHE_CONTROL },
        // Only if there is none: a copy the trigger (or another instance) stored meanwhile stays.
        preconditionOpts: { ifGenerationMatch: 0 },
      });
      logger.info("Copia JPEG creada al pedirla", { copyPath });
    } catch (error) {
      if ((error as { code?: number }).code !== 412) throw error;
    }
    return true;
  });
}

/** Requests for the same missing copy on this instance wait for one encode. */
const copiesBeingStored = new Map<string, Promise<boolean>>();

function storeJpegCopyOnce(bucket: Bucket, copyPath: string): Promise<boolean> {
  let stored = copiesBeingStored.get(copyPath);
  if (!stored) {
    stored = storeJpegCopy(bucket, copyPath).finally(() => copiesBeingStored.delete(copyPath));
    copiesBeingStored.set(copyPath, stored);
  }
  return stored;
}

export const productPhoto = onRequest(
  {
    // A request holds a Storage read stream's buffer (tens of KB) while it pipes a file of a few
    // hundred KB; the functions' bundle is 110 MiB resident once loaded (measured). The missing
    // JPEG copies of old photos are encoded here, two at a time: measured in plain Node, sharp
    // and two mozjpeg encodes of a 1280 × 1707 variant reach 140 MB resident, and a run of them
    // on noise (the costliest image to encode) grows to 415 MB, as freed memory stays with the
    // process. 1 GiB holds that, the bundle and the streams. 80 at once is Cloud Run's default
    // for one CPU, written out so that it stays: slow downloads then cannot take all 10
    // instances, as a few dozen would at a low concurrency.
    memory: "1GiB",
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

    const bucket = storage.bucket();
    const file = bucket.file(path);
    let contentType: string | undefined;
    let size: string | number | undefined;
    try {
      try {
        [{ contentType, size }] = await file.getMetadata();
      } catch (error) {
        // HEAD never encodes: only a GET, which will take the file, pays for making it.
        if (!(isNotFound(error) && request.method === "GET" && isJpegCopyPath(path))) throw error;
        if (!(await storeJpegCopyOnce(bucket, path))) throw error;
        [{ contentType, size }] = await file.getMetadata();
      }
    } catch (error) {
      if (isNotFound(error)) notFound();
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
