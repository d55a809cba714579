/**
 * The image migration's Firebase side: the products as they are now, the importProductMedia
 * callable (its errors turned into the migration's per-file kinds), and the guarded product write.
 */
import { collection, doc, getDocs, runTransaction, serverTimestamp } from "firebase/firestore";
import { COLLECTIONS } from "@domain/collections.ts";
import { parseStored } from "@domain/stored-documents.ts";
import type { ImportProductMediaInput } from "@domain/catalog/media-migration.schema.ts";
import {
  MIGRATION_ERROR_KINDS,
  migrationProductSchema,
  MigrationStepError,
  type ImportedMedia,
  type MigrationErrorKind,
  type MigrationFile,
  type MigrationProduct,
  PRODUCT_UPDATE_FAILED,
  UNKNOWN_ERROR,
} from "@domain/catalog/media-migration.ts";
import { firestore } from "../db.ts";
import { callFunction } from "../functions.ts";

/** Read at the start of each run, not from the catalog's saved copy, which may be old. */
export async function readProductsForMigration(): Promise<MigrationProduct[]> {
  const snapshot = await getDocs(collection(firestore(), COLLECTIONS.products));
  return snapshot.docs.flatMap(
    (product) => parseStored(migrationProductSchema, product.data(), product.id).data ?? [],
  );
}

/** The function may download for up to two minutes (a large video from a slow server). */
const IMPORT_TIMEOUT_MS = 150_000;

function stepErrorOf(error: unknown): MigrationStepError {
  const { code, message, details } = error as { code?: string; message?: string; details?: unknown };
  const reason = (details as { reason?: unknown } | undefined)?.reason;
  if (MIGRATION_ERROR_KINDS.includes(reason as MigrationErrorKind)) {
    return new MigrationStepError(reason as MigrationErrorKind, message ?? UNKNOWN_ERROR);
  }
  // No reason: the call itself failed (network, time limit, a crash in the function).
  if (code === "functions/deadline-exceeded") {
    return new MigrationStepError("upload", "El servidor tardó demasiado en responder");
  }
  if (code === "functions/internal")
    return new MigrationStepError("upload", "Error interno al importar el archivo");
  if (code === "functions/unavailable")
    return new MigrationStepError("upload", "No se pudo contactar al servidor");
  return new MigrationStepError("upload", message || UNKNOWN_ERROR);
}

/** Copies the file into Storage; the product is not changed. */
export async function importProductMedia(file: MigrationFile): Promise<ImportedMedia> {
  try {
    return await callFunction<ImportProductMediaInput, ImportedMedia>(
      "importProductMedia",
      { productId: file.productId, slot: file.slot },
      { timeoutMs: IMPORT_TIMEOUT_MS },
    );
  } catch (error) {
    throw stepErrorOf(error);
  }
}

/**
 * Makes the slot name the stored copy, in a transaction that checks the slot still holds the URL
 * the copy came from: an admin who changed the photo meanwhile keeps their change.
 */
export async function writeImportedMedia(file: MigrationFile, imported: ImportedMedia): Promise<void> {
  const product = doc(firestore(), COLLECTIONS.products, file.productId);
  try {
    await runTransaction(firestore(), async (transaction) => {
      const current = await transaction.get(product);
      if (!current.exists()) throw new MigrationStepError("db-update", "El producto ya no existe");
      if (current.get(`media.${file.slot}`) !== imported.sourceUrl) {
        throw new MigrationStepError("db-update", "La foto cambió durante la migración; se dejó la nueva");
      }
      transaction.update(product, { [`media.${file.slot}`]: imported.path, updatedAt: serverTimestamp() });
    });
  } catch (error) {
    if (error instanceof MigrationStepError) throw error;
    const denied = (error as { code?: string }).code === "permission-denied";
    throw new MigrationStepError(
      "db-update",
      denied ? "Sin permiso para actualizar el producto" : PRODUCT_UPDATE_FAILED,
    );
  }
}
