/**
 * What a signed Fintoc event does to the shop, once (by event id, and by the session and payment
 * intent it is about: Fintoc may tell of one payment in a session event and in a payment intent
 * event). It acts only for the order named in the session's metadata (or whose payment intent it
 * is) when the amount and currency are that order's:
 *   - a paid session or intent verifies a pending order ("Fintoc" in its history, `confirmedAt`
 *     set; its units are already held since checkout, so stock does not move) and tells the owner;
 *     the method it was paid with (card or bank transfer) is recorded as `fintoc.paidWith`;
 *   - a session that finished while the bank has not settled the transfer is "processing": the
 *     order waits (the sweep leaves it alone; after 72 h the owner is told, fintoc-follow-up.ts),
 *     and `payment_intent.succeeded` or `payment_intent.failed` settles it later;
 *   - a payment for an order that is no longer pending, or that does not exist, changes nothing but
 *     is recorded and told to the owner, who may have to refund it;
 *   - a failed or expired session is noted on the order, which stays pending with the proof path.
 *
 * A payment intent's events name no order: they find it through `fintocIntents/{intentId}`, which
 * every session event that names the intent writes, whichever session of the order it was. An
 * intent event that arrives before any such session event (the session event's delivery failed
 * and Fintoc retries it later) is parked there, not used up: the session event applies it when it
 * comes, and after 24 h the follow-up treats it as a payment without an order. It is recorded as
 * handled only once it has been applied.
 */
import { FieldValue, type DocumentReference, type Transaction } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { BACK_OFFICE_SETTINGS_DOC, COLLECTIONS } from "@domain/collections.ts";
import {
  FINTOC_ACTOR,
  FINTOC_UNKNOWN_INTENT_WAIT_MS,
  fintocEventSchema,
  fintocIntentSchema,
  fintocMethodOfEvent,
  fintocOutcomeOf,
  fintocPaymentOfEvent,
  isCurrentFintocPayment,
  isPaymentIntentEvent,
  matchesOrderTotal,
  NEW_FINTOC_PAYMENT,
  orderIdOfFintocEvent,
  type FintocEvent,
  type FintocIntent,
  type FintocOutcome,
  type FintocPayment,
  type HandledFintocEvent,
} from "@domain/orders/fintoc.ts";
import { sweepAt } from "@domain/orders/order-hold.ts";
import { orderSchema, type Order, type StatusChange, type StoredOrder } from "@domain/orders/order.ts";
import { db } from "../firebase/app.ts";
import { readDocument } from "../firebase/documents.ts";
import { shopUrl } from "../firebase/shop-url.ts";
import { noticeRecipients, orphanPaymentNotice, ownerNotice, queueNotice } from "../mail/owner-notices.ts";
import type { Writable } from "../firebase/writes.ts";

export interface FintocReply {
  status: number;
  body: Record<string, unknown>;
}

const intentRef = (paymentIntentId: string) => db.collection(COLLECTIONS.fintocIntents).doc(paymentIntentId);

/** The order an intent was recorded for before `fintocIntents` existed (on the order itself). */
async function orderHoldingIntent(paymentIntentId: string): Promise<string | null> {
  const holder = await db
    .collection(COLLECTIONS.orders)
    .where("fintoc.paymentIntentId", "==", paymentIntentId)
    .limit(1)
    .get();
  return holder.empty ? null : holder.docs[0]!.id;
}

/** Applies the event (or parks it); then any intent event that was parked waiting for it. */
export async function applyFintocEvent(event: FintocEvent, now: Date): Promise<FintocReply> {
  const { reply, parked } = await applyOnce(event, now);
  if (parked) {
    const waiting = fintocEventSchema.parse(JSON.parse(parked));
    const applied = await applyOnce(waiting, now);
    logger.info("Evento de Fintoc en espera aplicado", { eventId: waiting.id, ...applied.reply });
  }
  return reply;
}

async function applyOnce(event: FintocEvent, now: Date): Promise<{ reply: FintocReply; parked?: string }> {
  const outcome = fintocOutcomeOf(event);
  if (!outcome) return { reply: { status: 200, body: { ignored: event.type } } };
  const { sessionId, paymentIntentId } = fintocPaymentOfEvent(event);
  const named = orderIdOfFintocEvent(event);
  const isIntentEvent = isPaymentIntentEvent(event);
  const intent = paymentIntentId ? intentRef(paymentIntentId) : null;
  // Orders whose intent was recorded on the order only; looked up before the transaction (queries
  // in it would lock every order they scan), and only when nothing else names the order.
  const recorded = !named && intent ? readDocument(fintocIntentSchema, await intent.get()) : undefined;
  const legacy =
    !named && isIntentEvent && !recorded?.orderId ? await orderHoldingIntent(paymentIntentId!) : null;

  const eventRef = db.collection(COLLECTIONS.fintocEvents).doc(event.id);
  const settingsRef = db.collection(COLLECTIONS.settings).doc(BACK_OFFICE_SETTINGS_DOC);

  return db.runTransaction(async (transaction) => {
    const [handled, settings, intentSnapshot] = await transaction.getAll(
      eventRef,
      settingsRef,
      ...(intent ? [intent] : []),
    );
    if (handled!.exists) return { reply: { status: 200, body: { duplicate: event.id } } };
    const known = intentSnapshot ? readDocument(fintocIntentSchema, intentSnapshot) : undefined;
    const orderId = named ?? known?.orderId ?? legacy;

    const parkedId = known?.parkedEvent ? fintocEventSchema.parse(JSON.parse(known.parkedEvent)).id : null;
    if (!orderId && isIntentEvent && !waitedLongEnough(known, now)) {
      // Not used up: kept until the session event that names its order arrives. One event waits per
      // intent; another one for it meanwhile is refused, and Fintoc sends it again later.
      if (parkedId && parkedId !== event.id)
        return { reply: { status: 409, body: { error: "Otro evento de este pago espera su pedido" } } };
      if (!parkedId)
        transaction.set(
          intent!,
          { parkedEvent: JSON.stringify(event), parkedAt: now } satisfies Partial<FintocIntent>,
          { merge: true },
        );
      return { reply: { status: 202, body: { parked: event.id } } };
    }

    const orderRef = db.collection(COLLECTIONS.orders).doc(orderId ?? "sin-pedido");
    // An order the domain cannot read fails the delivery (500): Fintoc sends it again, and the error
    // is logged, rather than a payment being applied to half an order.
    const order = orderId ? readDocument(orderSchema, await transaction.get(orderRef)) : undefined;
    const context: Context = { event, outcome, orderId, order, orderRef, now, transaction };
    const recipients = noticeRecipients(settings!);
    const applied = decide(context, recipients);
    if (applied.status !== 200) return { reply: applied };

    transaction.create(eventRef, {
      type: event.type,
      orderId,
      sessionId,
      paymentIntentId,
      applied: applied.body.applied,
      at: now,
    } satisfies HandledFintocEvent);
    let parked: string | undefined;
    if (intent && isIntentEvent && parkedId === event.id) {
      transaction.set(intent, { parkedEvent: null, parkedAt: null } satisfies Partial<FintocIntent>, {
        merge: true,
      });
    } else if (intent && !isIntentEvent && orderId) {
      // Every intent a session names finds its order later, current session or not.
      transaction.set(intent, { orderId, sessionId } satisfies Partial<FintocIntent>, { merge: true });
      parked = known?.parkedEvent ?? undefined;
    }
    return { reply: applied, parked };
  });
}

/** Has a parked intent event waited for its order as long as it may? */
function waitedLongEnough(known: FintocIntent | undefined, now: Date): boolean {
  const since = known?.parkedAt;
  return (
    since !== null && since !== undefined && now.getTime() - since.getTime() >= FINTOC_UNKNOWN_INTENT_WAIT_MS
  );
}

interface Context {
  event: FintocEvent;
  outcome: FintocOutcome;
  orderId: string | null;
  order: Order | undefined;
  orderRef: DocumentReference;
  now: Date;
  transaction: Transaction;
}

/** What an event did to the shop, as `fintocEvents` records it. */
interface AppliedReply extends FintocReply {
  status: 200;
  body: { applied: string };
}

/** An event refused, to be sent again (the order's total is not what it paid). */
interface RefusedReply extends FintocReply {
  status: 422;
  body: { error: string };
}

/** Stages the event's writes on the order and its notice; the reply says what was applied. */
function decide(context: Context, recipients: string[]): AppliedReply | RefusedReply {
  const { event, outcome, orderId, order, orderRef, now, transaction } = context;
  const applied = (what: string): AppliedReply => ({ status: 200, body: { applied: what } });
  const notice = (compose: Parameters<typeof queueNotice>[3]) =>
    queueNotice(transaction, `fintoc-${event.id}`, recipients, compose);

  if (!order) {
    // Nobody can retry this into an order: the owner hears of a payment to give back.
    if (outcome === "paid") notice(() => orphanPaymentNotice(event, orderId));
    return applied(outcome === "paid" ? "paid-without-order" : "no-order");
  }
  const { totalAmount, status } = order;
  if (!matchesOrderTotal(event, totalAmount)) {
    return {
      status: 422,
      body: { error: `El pago (${event.data.amount} ${event.data.currency}) no es el total del pedido` },
    };
  }

  const fintoc = order.fintoc ?? NEW_FINTOC_PAYMENT;
  const current = isCurrentFintocPayment(event, fintoc);
  if (current && fintoc.outcome === "paid") return applied("already-paid");
  const { sessionId, paymentIntentId } = fintocPaymentOfEvent(event);
  // An event that names no method (an intent's own event may not) keeps the one already known.
  const paidWith = fintocMethodOfEvent(event);
  /** The order's payment once this event is its latest word; sweepAt follows it. */
  const update = (payment: FintocPayment, fields: Partial<Writable<StoredOrder>> = {}) => {
    const next = { status: (fields.status as Order["status"] | undefined) ?? status, proof: order.proof };
    transaction.update(orderRef, {
      ...fields,
      fintoc: payment,
      sweepAt: sweepAt({ ...next, holdUntil: order.holdUntil, fintoc: payment }),
    } satisfies Partial<Writable<StoredOrder>>);
  };
  const withOutcome = (result: FintocOutcome): FintocPayment => ({
    ...fintoc,
    sessionId: sessionId ?? fintoc.sessionId,
    paymentIntentId: paymentIntentId ?? fintoc.paymentIntentId,
    paidWith: paidWith ?? fintoc.paidWith,
    outcome: result,
  });

  if (outcome === "paid" && status === "pending") {
    const change: StatusChange = { from: "pending", to: "verified", at: now, by: FINTOC_ACTOR };
    const paid = withOutcome("paid");
    update(paid, {
      status: "verified",
      confirmedAt: now,
      statusHistory: FieldValue.arrayUnion(change),
    });
    notice(() => ownerNotice("fintoc-paid", { ...order, status: "verified", fintoc: paid }, shopUrl()));
    return applied("verified");
  }
  if (outcome === "paid") {
    const paid = withOutcome("paid");
    update(paid);
    notice(() => ownerNotice("fintoc-paid-late", { ...order, fintoc: paid }, shopUrl()));
    return applied(`paid-while-${status}`);
  }
  if (status !== "pending") return applied("stale-session");
  if (outcome === "processing") {
    // The bank is settling a payment of this order, even one from a session it has since replaced
    // (paid in that session's last minutes): the order waits for it, unless one is already waiting.
    if (!current && fintoc.outcome === "processing") return applied("stale-session");
    const since = current && fintoc.outcome === "processing" ? fintoc.processingSince : now;
    const payment = current
      ? withOutcome("processing")
      : { ...NEW_FINTOC_PAYMENT, sessionId, paymentIntentId, paidWith, outcome: "processing" as const };
    update({ ...payment, processingSince: since ?? now });
    return applied("processing");
  }
  // Only the order's current payment says it failed or expired; the order stays pending either way.
  if (!current) return applied("stale-session");
  update(withOutcome(outcome));
  return applied(outcome);
}
