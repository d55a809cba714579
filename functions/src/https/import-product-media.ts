/**
 * The copy step of the image migration (spec: Admin image migration). Admin only. Takes the
 * outside URL a product holds in one media slot, downloads it here — a server has no CORS to deal
 * with — and stores it where the editor's uploads go, under the same limits: the type comes from
 * the file's first bytes, not from the other server's Content-Type, so a web page served as
 * image/jpeg is refused, and nothing that is not a photo or video can be copied in. The storage
 * trigger then makes the photo's variants. The product itself is not changed: the page writes the
 * returned path once every copy is done, and only while the slot still holds `sourceUrl`.
 *
 * Errors carry `details.reason`, the spec's per-file error kind the page lists them under.
 */
import { logger } from "firebase-functions";
import { HttpsError, onCall, type FunctionsErrorCode } from "firebase-functions/v2/https";
import { COLLECTIONS } from "@domain/collections.ts";
import {
  importProductMediaInputSchema,
  type ImportProductMediaInput,
} from "@domain/catalog/media-migration.schema.ts";
import {
  checkImportedMedia,
  isExternalMediaUrl,
  maxImportBytes,
  tooLargeMessage,
  type ImportedMedia,
  type MigrationErrorKind,
} from "@domain/catalog/media-migration.ts";
import { PRODUCT_MEDIA_CACHE_CONTROL, productMediaPath, SLOT_LABELS } from "@domain/catalog/product-media.ts";
import { productSchema } from "@domain/catalog/product.schema.ts";
import { db, storage } from "../firebase/app.ts";
import { readDocument } from "../firebase/documents.ts";
import { isPublicAddress } from "./address-guard.ts";
import { DownloadError, downloadLimited, type DownloadFailure } from "./download-limited.ts";
import { parseInput, requireAdmin } from "./guards.ts";

/** Long enough for a 50 MB video from a slow server; the function itself may run for two minutes. */
const DOWNLOAD_TIMEOUT_MS = 90_000;

/**
 * Deployed, only public addresses are fetched (address-guard.ts). On the emulators the old shop's
 * server of the tests and of a developer's trial runs on this machine, so any address is allowed.
 */
const allowedAddress = process.env.FUNCTIONS_EMULATOR === "true" ? () => true : isPublicAddress;

const DOWNLOAD_FAILURE_CODES: Record<Exclude<DownloadFailure, "too-large">, FunctionsErrorCode> = {
  status: "unavailable",
  network: "unavailable",
  timeout: "deadline-exceeded",
  "refused-address": "invalid-argument",
};

const refusal = (code: FunctionsErrorCode, reason: MigrationErrorKind, message: string) =>
  new HttpsError(code, message, { reason });

export const importProductMedia = onCall(
  { timeoutSeconds: 120, memory: "512MiB" },
  async (request): Promise<ImportedMedia> => {
    await requireAdmin(request);
    const { productId, slot }: ImportProductMediaInput = parseInput(
      importProductMediaInputSchema,
      request.data,
    );

    const product = readDocument(
      productSchema.pick({ media: true }),
      await db.collection(COLLECTIONS.products).doc(productId).get(),
    );
    if (!product) throw refusal("not-found", "no-import", "Producto no encontrado");
    const sourceUrl = product.media[slot];
    if (!isExternalMediaUrl(sourceUrl)) {
      throw refusal("not-found", "no-import", `${SLOT_LABELS[slot]} no tiene una URL externa que importar`);
    }

    const bytes = await downloadLimited(sourceUrl, {
      maxBytes: maxImportBytes(slot),
      timeoutMs: DOWNLOAD_TIMEOUT_MS,
      allowedAddress,
    }).catch((error: unknown) => {
      if (!(error instanceof DownloadError)) throw error;
      if (error.failure === "too-large")
        throw refusal("failed-precondition", "processing", tooLargeMessage(slot));
      throw refusal(DOWNLOAD_FAILURE_CODES[error.failure], "upload", error.message);
    });
    const checked = checkImportedMedia(slot, bytes);
    if (!checked.ok) throw refusal("failed-precondition", "processing", checked.message);

    const path = productMediaPath(productId, slot, new Date(), checked.extension);
    try {
      await storage
        .bucket()
        .file(path)
        .save(bytes, {
          resumable: false,
          metadata: { contentType: checked.contentType, cacheControl: PRODUCT_MEDIA_CACHE_CONTROL },
        });
    } catch (error) {
      logger.error("No se pudo guardar el archivo importado", { path, error: String(error) });
      throw refusal("internal", "upload", "No se pudo guardar el archivo en Cloud Storage");
    }
    logger.info("Archivo externo importado", { productId, slot, sourceUrl, path, bytes: bytes.byteLength });
    return { path, sourceUrl };
  },
);
