/**
 * Keeps the storefront snapshot that `GET /api/storefront` serves up to date: a product write
 * patches it by that one product, so the cost of a write (and of every stock change at checkout)
 * does not grow with the catalog; a settings write rebuilds it. The patch reads the product as it
 * is now rather than the event's copy, so a missed, repeated or late event cannot leave it wrong
 * for long (src/domain/catalog/storefront-cache-policy.ts).
 * A failed update is retried — otherwise the storefront would stay stale until the next change —
 * but only for a few minutes: after that a newer change has most likely updated it anyway.
 * The exported names still say "rebuild": renaming a deployed function deletes and recreates it.
 */
import { logger } from "firebase-functions/v2";
import { onDocumentWritten, type FirestoreEvent } from "firebase-functions/v2/firestore";
import { COLLECTIONS, SHOP_SETTINGS_DOC } from "@domain/collections.ts";
import { rebuildStorefront, refreshStorefrontProduct } from "../catalog/storefront-store.ts";

const RETRY_FOR_MS = 10 * 60_000;

function givenUp(event: FirestoreEvent<unknown>): boolean {
  if (Date.now() - Date.parse(event.time) <= RETRY_FOR_MS) return false;
  logger.error("Instantánea de la tienda sin actualizar: se dejó de reintentar", {
    document: event.document,
  });
  return true;
}

/** A rebuild whose every read was overtaken by patches stored nothing: the retry reads again. */
function failIfStale(kind: string): void {
  if (kind === "stale") throw new Error("Instantánea de la tienda sin guardar: cambió mientras se armaba");
}

export const rebuildStorefrontOnProductWrite = onDocumentWritten(
  { document: `${COLLECTIONS.products}/{productId}`, retry: true },
  async (event) => {
    if (givenUp(event)) return;
    const refreshed = await refreshStorefrontProduct(event.params.productId);
    const outcome = refreshed.kind === "rebuild" ? refreshed.outcome.kind : undefined;
    logger.info("Instantánea de la tienda actualizada", {
      document: event.document,
      kind: refreshed.kind,
      outcome,
    });
    if (outcome) failIfStale(outcome);
  },
);

export const rebuildStorefrontOnSettingsWrite = onDocumentWritten(
  { document: `${COLLECTIONS.settings}/${SHOP_SETTINGS_DOC}`, retry: true },
  async (event) => {
    if (givenUp(event)) return;
    const { outcome } = await rebuildStorefront();
    logger.info("Instantánea de la tienda reconstruida", { document: event.document, outcome: outcome.kind });
    failIfStale(outcome.kind);
  },
);
