/**
 * The sweep of expired holds: every pending order without a proof whose hold has run out is
 * cancelled by the system, with the reason in its history, and its units go back to stock.
 *
 * Its query reads one field, `sweepAt` (order-hold.ts): when the order may be cancelled, null
 * while a proof waits for an admin, a payment is in process or the order is no longer pending.
 * Every writer of an order keeps it right, so orders the sweep must leave alone are not in the
 * query at all, and a single-field index serves it. Whatever it still meets and must not cancel
 * (a value gone stale, an order it cannot read) it moves out of its own way in the same
 * transaction, and it pages on, so no number of such orders keeps it from an expired one.
 *
 * Each order is its own transaction that checks again, so a proof or an admin's change that
 * arrives meanwhile wins, and two sweeps at once never give units back twice (nor a discount
 * code's use: see discount-uses). It takes the Firestore instance and writes only plain values, so
 * the scheduled function, the start command (the emulators run no schedules) and tests all run this
 * same code.
 */
import type { DocumentReference, Firestore, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { COLLECTIONS } from "@domain/collections.ts";
import { fintocPaymentUnderway } from "@domain/orders/fintoc.ts";
import { expiryChange, isExpiredHold, sweepAt } from "@domain/orders/order-hold.ts";
import { orderSchema, type StoredOrder } from "@domain/orders/order.ts";
import { applyStockDelta, stockDeltaForStatusChange } from "@domain/orders/stock-accounting.ts";
import { orderStatusField, productStockFields, readValidDocument } from "../firebase/documents.ts";
import { discountedOrderFields, prepareDiscountReturn } from "../discounts/discount-uses.ts";
import { keepOpenCheckoutHistories } from "./checkout-histories.ts";
import { backfillSweepAt } from "./sweep-at-backfill.ts";
import type { StoredProduct } from "@domain/catalog/product.ts";

/** Orders per page of the query. */
const SWEEP_BATCH = 200;
/** Pages per run; a run every few minutes clears a larger backlog in a few runs. */
const SWEEP_PAGES = 10;
/**
 * An order the sweep cannot read is reported, and looked at again this much later: it never
 * stands in the way of the others, and once someone repairs it, it expires like any other.
 */
export const UNREADABLE_RETRY_MS = 24 * 3_600_000;

/** What the sweep reads of an order; its history is written back with the expiry added. */
const HOLD_FIELDS = orderSchema.pick({
  status: true,
  proof: true,
  holdUntil: true,
  sweepAt: true,
  fintoc: true,
  items: true,
  statusHistory: true,
});

type Swept = "cancelled" | "left" | "unreadable";

async function sweepOrder(db: Firestore, ref: DocumentReference, now: Date): Promise<Swept> {
  return db.runTransaction(async (transaction): Promise<Swept> => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return "left";
    const order = readValidDocument(HOLD_FIELDS, snapshot);
    if (!order) {
      // One that is not even pending holds nothing to give back: out of the sweep for good.
      const pending = readValidDocument(orderStatusField, snapshot)?.status === "pending";
      transaction.update(ref, {
        sweepAt: pending ? new Date(now.getTime() + UNREADABLE_RETRY_MS) : null,
      } satisfies Partial<StoredOrder>);
      return "unreadable";
    }
    // A shopper paying on Fintoc right now, or a transfer the bank is settling, is not cancelled.
    if (!isExpiredHold(order, now) || fintocPaymentUnderway(order.fintoc, now)) {
      const next = sweepAt(order);
      if (next?.getTime() !== order.sweepAt?.getTime())
        transaction.update(ref, { sweepAt: next } satisfies Partial<StoredOrder>);
      return "left";
    }

    const discounted = readValidDocument(discountedOrderFields, snapshot);
    const giveDiscountBack = discounted
      ? await prepareDiscountReturn(db, transaction, ref.id, discounted)
      : () => {};
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
        transaction.update(db.collection(COLLECTIONS.products).doc(productId), {
          stock,
          updatedAt: now,
        } satisfies Partial<StoredProduct>);
      }
    }
    giveDiscountBack(transaction);
    transaction.update(ref, {
      status: "cancelled",
      sweepAt: null,
      statusHistory: [...order.statusHistory, expiryChange(now)],
    } satisfies Partial<StoredOrder>);
    return "cancelled";
  });
}

/**
 * Cancels every hold that has run out by `now`: the orders it cancelled, and those it could not
 * read. `pageSize` is the query's page (tests page on with fewer orders).
 */
export async function sweepDueOrders(
  db: Firestore,
  now: Date,
  pageSize = SWEEP_BATCH,
): Promise<{ expired: string[]; unreadable: string[] }> {
  const expired: string[] = [];
  const unreadable: string[] = [];
  let after: QueryDocumentSnapshot | undefined;
  for (let page = 0; page < SWEEP_PAGES; page++) {
    let query = db.collection(COLLECTIONS.orders).where("sweepAt", "<=", now).orderBy("sweepAt");
    if (after) query = query.startAfter(after);
    const due = await query.limit(pageSize).get();
    for (const candidate of due.docs) {
      const swept = await sweepOrder(db, candidate.ref, now);
      if (swept === "cancelled") expired.push(candidate.id);
      if (swept === "unreadable") unreadable.push(candidate.id);
    }
    if (due.size < pageSize) break;
    after = due.docs.at(-1);
  }
  return { expired, unreadable };
}

/** Cancels every hold that has run out by `now`; the ids of the orders it cancelled. */
export async function expireHolds(db: Firestore, now: Date): Promise<string[]> {
  return (await sweepDueOrders(db, now)).expired;
}

/**
 * One pass of the hold sweep: `sweepAt` filled in on orders written before it existed, expired
 * holds cancelled, and checkout histories kept while needed.
 */
export async function sweepHolds(
  db: Firestore,
  now: Date,
): Promise<{ backfilled: number | null; expired: string[]; unreadable: string[]; keptHistories: string[] }> {
  const backfilled = await backfillSweepAt(db, now);
  const { expired, unreadable } = await sweepDueOrders(db, now);
  return { backfilled, expired, unreadable, keptHistories: await keepOpenCheckoutHistories(db, now) };
}
