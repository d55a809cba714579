/**
 * A client's checkout history (its document in `rateLimits`, written by createOrder) counts the
 * orders it may still have waiting for payment, and the TTL policy deletes it at `expiresAt`. An
 * order can stay pending long after that: a proof waits for an admin's review, a rejected proof
 * opens a new window. Deleting the history then would reset the client's cap on open orders. So
 * the hold sweep gives another day to every history about to expire that still counts a pending
 * order; the others expire as planned.
 */
import type { Firestore } from "firebase-admin/firestore";
import { COLLECTIONS } from "@domain/collections.ts";
import { checkoutHistoryFields, orderStatusField, readValidDocument } from "../firebase/documents.ts";
import type { StoredCheckoutHistory } from "@domain/rate-limit.schema.ts";

/** How far ahead the sweep (every 10 minutes) looks for histories about to expire. */
export const HISTORY_LOOKAHEAD_MS = 60 * 60_000;
/** How much longer a history that still counts a pending order is kept. */
export const HISTORY_EXTENSION_MS = 24 * 60 * 60_000;
/** Histories per sweep: those expiring within the hour, in order. */
const BATCH = 500;

/** The ids of the histories it kept longer. */
export async function keepOpenCheckoutHistories(db: Firestore, now: Date): Promise<string[]> {
  // Only histories not expired yet: one already past its time is the TTL's, and leaving those out
  // keeps a backlog of them from filling every batch.
  const expiring = await db
    .collection(COLLECTIONS.rateLimits)
    .where("expiresAt", ">", now)
    .where("expiresAt", "<=", new Date(now.getTime() + HISTORY_LOOKAHEAD_MS))
    .orderBy("expiresAt")
    .limit(BATCH)
    .get();

  const kept: string[] = [];
  for (const history of expiring.docs) {
    const openOrderIds = readValidDocument(checkoutHistoryFields, history)?.openOrderIds ?? [];
    if (openOrderIds.length === 0) continue;
    const orders = await db.getAll(
      ...[...new Set(openOrderIds)].map((id) => db.collection(COLLECTIONS.orders).doc(id)),
    );
    if (!orders.some((order) => readValidDocument(orderStatusField, order)?.status === "pending")) continue;
    try {
      // A checkout that rewrote the history meanwhile set its own time, and wins.
      await history.ref.update(
        {
          expiresAt: new Date(now.getTime() + HISTORY_EXTENSION_MS),
        } satisfies Partial<StoredCheckoutHistory>,
        { lastUpdateTime: history.updateTime },
      );
      kept.push(history.id);
    } catch (error) {
      if ((error as { code?: unknown }).code !== 9) throw error; // FAILED_PRECONDITION: rewritten
    }
  }
  return kept;
}
