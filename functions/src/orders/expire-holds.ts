/**
 * The sweep of expired holds: every pending order without a proof whose hold has run out is
 * cancelled by the system, with the reason in its history, and its units go back to stock. Its
 * query asks for exactly those orders: one with a proof waits for an admin (payment-proof.ts), so
 * any number of them never keeps the sweep from the expired ones. Each order is its own transaction
 * that checks again, so a proof or an admin's change that arrives meanwhile wins, and two sweeps at
 * once never give units back twice.
 *
 * It takes the Firestore instance and writes only plain values, so the scheduled function, the
 * start command (the emulators run no schedules) and tests all run this same code.
 */
import type { Firestore } from "firebase-admin/firestore";
import { COLLECTIONS } from "@domain/collections.ts";
import { fintocPaymentUnderway } from "@domain/orders/fintoc.ts";
import { expiryChange, isExpiredHold } from "@domain/orders/order-hold.ts";
import { orderSchema } from "@domain/orders/order.ts";
import { applyStockDelta, stockDeltaForStatusChange } from "@domain/orders/stock-accounting.ts";
import { productStockFields, readValidDocument } from "../firebase/documents.ts";
import { keepOpenCheckoutHistories } from "./checkout-histories.ts";

/** Orders per sweep; a sweep runs every few minutes, so a backlog clears in a few runs. */
const SWEEP_BATCH = 200;

/** What the sweep reads of an order; its history is written back with the expiry added. */
const HOLD_FIELDS = orderSchema.pick({
  status: true,
  proof: true,
  holdUntil: true,
  fintoc: true,
  items: true,
  statusHistory: true,
});

/** Cancels every hold that has run out by `now`; the ids of the orders it cancelled. */
export async function expireHolds(db: Firestore, now: Date): Promise<string[]> {
  const due = await db
    .collection(COLLECTIONS.orders)
    .where("status", "==", "pending")
    .where("proof", "==", null)
    .where("holdUntil", "<=", now)
    .orderBy("holdUntil")
    .limit(SWEEP_BATCH)
    .get();

  const expired: string[] = [];
  for (const candidate of due.docs) {
    const cancelled = await db.runTransaction(async (transaction) => {
      // One the domain cannot read is reported and left alone: it must not stop the sweep.
      const order = readValidDocument(HOLD_FIELDS, await transaction.get(candidate.ref));
      if (!order || !isExpiredHold(order, now)) return false;
      // A shopper paying on Fintoc right now, or a transfer the bank is settling, is not cancelled.
      if (fintocPaymentUnderway(order.fintoc, now)) return false;

      const delta = stockDeltaForStatusChange(order.items, "pending", "cancelled");
      const productRefs = [...delta.keys()].map((id) => db.collection(COLLECTIONS.products).doc(id));
      const products = productRefs.length > 0 ? await transaction.getAll(...productRefs) : [];
      const current = new Map(
        products.map((product) => [product.id, readValidDocument(productStockFields, product)?.stock]),
      );
      const applied = applyStockDelta(current, delta);
      // Giving units back cannot fail; a product deleted since simply gets none.
      if (applied.ok) {
        for (const [productId, stock] of applied.stock) {
          transaction.update(db.collection(COLLECTIONS.products).doc(productId), { stock, updatedAt: now });
        }
      }
      transaction.update(candidate.ref, {
        status: "cancelled",
        statusHistory: [...order.statusHistory, expiryChange(now)],
      });
      return true;
    });
    if (cancelled) expired.push(candidate.id);
  }
  return expired;
}

/** One pass of the hold sweep: expired holds cancelled, and checkout histories kept while needed. */
export async function sweepHolds(
  db: Firestore,
  now: Date,
): Promise<{ expired: string[]; keptHistories: string[] }> {
  const expired = await expireHolds(db, now);
  return { expired, keptHistories: await keepOpenCheckoutHistories(db, now) };
}
