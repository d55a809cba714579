/**
 * What Fintoc's webhook cannot finish by itself, run with the hold sweep (every 10 minutes):
 *   - a payment intent's event parked because no session event had named its order yet is applied
 *     once one has (should the webhook have stopped before applying it), or after 24 h as a payment
 *     without an order, which the owner is told about;
 *   - a payment processing for 72 h tells the owner, once: Fintoc sends nothing for a transfer the
 *     bank never settles, and the sweep leaves such an order alone, so nobody else would.
 * The emulators run no schedules: the tests call this as the scheduled function does.
 */
import { BACK_OFFICE_SETTINGS_DOC, COLLECTIONS } from "@domain/collections.ts";
import {
  FINTOC_UNKNOWN_INTENT_WAIT_MS,
  fintocEventSchema,
  fintocIntentSchema,
  fintocProcessingOverdue,
} from "@domain/orders/fintoc.ts";
import { sweepAt } from "@domain/orders/order-hold.ts";
import { orderSchema, type StoredOrder } from "@domain/orders/order.ts";
import { db } from "../firebase/app.ts";
import { readValidDocument } from "../firebase/documents.ts";
import { shopUrl } from "../firebase/shop-url.ts";
import { noticeRecipients, ownerNotice, queueNotice } from "../mail/owner-notices.ts";
import { applyFintocEvent } from "./fintoc-events.ts";

/** Parked events looked at per run, oldest first; there are rarely any. */
const PARKED_BATCH = 100;

export async function followUpFintocPayments(
  now: Date,
): Promise<{ appliedEvents: string[]; overdueOrders: string[] }> {
  return { appliedEvents: await applyParkedEvents(now), overdueOrders: await tellOverdue(now) };
}

async function applyParkedEvents(now: Date): Promise<string[]> {
  const parked = await db
    .collection(COLLECTIONS.fintocIntents)
    .where("parkedAt", "<=", now)
    .orderBy("parkedAt")
    .limit(PARKED_BATCH)
    .get();
  const applied: string[] = [];
  for (const snapshot of parked.docs) {
    const intent = readValidDocument(fintocIntentSchema, snapshot);
    if (!intent?.parkedEvent || !intent.parkedAt) continue;
    const waited = now.getTime() - intent.parkedAt.getTime() >= FINTOC_UNKNOWN_INTENT_WAIT_MS;
    if (!intent.orderId && !waited) continue;
    const event = fintocEventSchema.parse(JSON.parse(intent.parkedEvent));
    const reply = await applyFintocEvent(event, now);
    if (reply.status === 200) applied.push(event.id);
  }
  return applied;
}

async function tellOverdue(now: Date): Promise<string[]> {
  const processing = await db
    .collection(COLLECTIONS.orders)
    .where("status", "==", "pending")
    .where("fintoc.outcome", "==", "processing")
    .get();
  const settingsRef = db.collection(COLLECTIONS.settings).doc(BACK_OFFICE_SETTINGS_DOC);
  const told: string[] = [];
  for (const candidate of processing.docs) {
    const notified = await db.runTransaction(async (transaction) => {
      const [snapshot, settings] = await transaction.getAll(candidate.ref, settingsRef);
      const order = readValidDocument(orderSchema, snapshot!);
      if (!order?.fintoc || order.fintoc.overdueNoticeAt || !fintocProcessingOverdue(order, now))
        return false;
      const payment = { ...order.fintoc, overdueNoticeAt: now };
      queueNotice(
        transaction,
        `fintoc-en-proceso-${order.id}-${payment.paymentIntentId ?? payment.sessionId}`,
        noticeRecipients(settings!),
        () => ownerNotice("fintoc-processing-overdue", order, shopUrl()),
      );
      transaction.update(candidate.ref, {
        fintoc: payment,
        sweepAt: sweepAt({ ...order, fintoc: payment }),
      } satisfies Partial<StoredOrder>);
      return true;
    });
    if (notified) told.push(candidate.id);
  }
  return told;
}
