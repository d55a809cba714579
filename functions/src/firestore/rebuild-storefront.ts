/**
 * Rebuilds the storefront snapshot that `GET /api/storefront` serves whenever a product or the
 * shop settings change. Each rebuild reads the whole catalog again rather than patching the
 * stored one with the changed document, so a missed or repeated event cannot leave it wrong for
 * long, and overlapping rebuilds settle on the newest read (src/domain/catalog/storefront-cache-policy.ts).
 * A failed rebuild is retried — otherwise the storefront would stay stale until the next change —
 * but only for a few minutes: after that a newer change has most likely rebuilt it anyway.
 */
import { logger } from "firebase-functions/v2";
import { onDocumentWritten, type FirestoreEvent } from "firebase-functions/v2/firestore";
import { COLLECTIONS, SHOP_SETTINGS_DOC } from "@domain/collections.ts";
import { rebuildStorefront } from "../firebase/storefront-store.ts";

const RETRY_FOR_MS = 10 * 60_000;

async function rebuildAfter(event: FirestoreEvent<unknown>): Promise<void> {
  if (Date.now() - Date.parse(event.time) > RETRY_FOR_MS) {
    logger.error("Instantánea de la tienda sin reconstruir: se dejó de reintentar", {
      document: event.document,
    });
    return;
  }
  const { outcome } = await rebuildStorefront();
  logger.info("Instantánea de la tienda reconstruida", {
    document: event.document,
    outcome: outcome.kind,
  });
}

export const rebuildStorefrontOnProductWrite = onDocumentWritten(
  { document: `${COLLECTIONS.products}/{productId}`, retry: true },
  rebuildAfter,
);

export const rebuildStorefrontOnSettingsWrite = onDocumentWritten(
  { document: `${COLLECTIONS.settings}/${SHOP_SETTINGS_DOC}`, retry: true },
  rebuildAfter,
);
