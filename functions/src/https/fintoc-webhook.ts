/**
 * Fintoc's webhook (POST /api/fintoc/webhook through Hosting). It trusts an event only when its
 * `Fintoc-Signature` is right and recent, and acts on each payment once: by event id, and by the
 * session and payment intent it is about (Fintoc may tell of one payment in a session event and in
 * a payment intent event). It acts only for the order named in the session's metadata (or whose
 * payment intent it is) when the amount and currency are that order's:
 *   - a paid session verifies a pending order ("Fintoc" in its history, `confirmedAt` set; its
 *     units are already held since checkout, so stock does not move) and tells the owner;
 *   - a session that finished while the bank has not settled the transfer is "processing": the
 *     order waits, and `payment_intent.succeeded` or `payment_intent.failed` settles it later;
 *   - a payment for an order that is no longer pending, or that does not exist, changes nothing but
 *     is recorded and told to the owner, who may have to refund it;
 *   - a failed or expired session is noted on the order, which stays pending with the proof path.
 * Answers: 200 handled, ignored or already handled; 400 unreadable; 401 bad or stale signature;
 * 422 amount or currency not the order's; 503 Fintoc not configured. Fintoc retries what did not get
 * a 2xx, up to 17 times: an event no retry can fix (an unknown order) is answered 200.
 */
import { FieldValue } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { onRequest } from "firebase-functions/v2/https";
import { BACK_OFFICE_SETTINGS_DOC, COLLECTIONS } from "@domain/collections.ts";
import {
  FINTOC_ACTOR,
  fintocEventSchema,
  fintocOutcomeOf,
  fintocPaymentOfEvent,
  isCurrentFintocPayment,
  matchesOrderTotal,
  NEW_FINTOC_PAYMENT,
  orderIdOfFintocEvent,
  type FintocEvent,
  type FintocOutcome,
  type FintocPayment,
} from "@domain/orders/fintoc.ts";
import { orderSchema, type StatusChange } from "@domain/orders/order.ts";
import { db } from "../firebase/app.ts";
import { readDocument } from "../firebase/documents.ts";
import { isSecretSet } from "../firebase/secret-unset.ts";
import { shopUrl } from "../firebase/shop-url.ts";
import { noticeRecipients, orphanPaymentNotice, ownerNotice, queueNotice } from "../mail/owner-notices.ts";
import { fintocWebhookSecret } from "../payments/fintoc-api.ts";
import { checkFintocSignature } from "../payments/fintoc-signature.ts";

interface Reply {
  status: number;
  body: Record<string, unknown>;
}

export const fintocWebhook = onRequest({ secrets: [fintocWebhookSecret] }, async (request, response) => {
  if (request.method !== "POST") {
    response.set("Allow", "POST").status(405).json({ error: "Solo POST" });
    return;
  }
  const secret = fintocWebhookSecret.value();
  if (!isSecretSet(secret)) {
    response.status(503).json({ error: "Fintoc no está configurado" });
    return;
  }
  const rawBody = request.rawBody ?? Buffer.alloc(0);
  const signature = checkFintocSignature(request.get("Fintoc-Signature"), rawBody, secret, new Date());
  if (!signature.ok) {
    logger.warn("Webhook de Fintoc con firma rechazada", { reason: signature.reason });
    response.status(401).json({ error: `Firma inválida (${signature.reason})` });
    return;
  }
  let event: FintocEvent;
  try {
    event = fintocEventSchema.parse(JSON.parse(rawBody.toString("utf8")));
  } catch {
    response.status(400).json({ error: "Evento ilegible" });
    return;
  }

  const reply = await handle(event);
  if (reply.status >= 400) logger.error("Webhook de Fintoc no aplicado", { eventId: event.id, ...reply });
  response.status(reply.status).json(reply.body);
});

/** The order an event is about: named in its metadata, or (a payment intent's event) holding its intent. */
async function orderIdOf(event: FintocEvent): Promise<string | null> {
  const named = orderIdOfFintocEvent(event);
  if (named) return named;
  const { paymentIntentId } = fintocPaymentOfEvent(event);
  if (!paymentIntentId) return null;
  const holder = await db
    .collection(COLLECTIONS.orders)
    .where("fintoc.paymentIntentId", "==", paymentIntentId)
    .limit(1)
    .get();
  return holder.empty ? null : holder.docs[0]!.id;
}

async function handle(event: FintocEvent): Promise<Reply> {
  const outcome = fintocOutcomeOf(event);
  if (!outcome) return { status: 200, body: { ignored: event.type } };
  const orderId = await orderIdOf(event);

  const eventRef = db.collection(COLLECTIONS.fintocEvents).doc(event.id);
  const orderRef = db.collection(COLLECTIONS.orders).doc(orderId ?? "sin-pedido");
  const settingsRef = db.collection(COLLECTIONS.settings).doc(BACK_OFFICE_SETTINGS_DOC);
  const { sessionId, paymentIntentId } = fintocPaymentOfEvent(event);

  return db.runTransaction(async (transaction): Promise<Reply> => {
    const [handled, orderSnapshot, settings] = await transaction.getAll(eventRef, orderRef, settingsRef);
    if (handled!.exists) return { status: 200, body: { duplicate: event.id } };
    // An order the domain cannot read fails the delivery (500): Fintoc sends it again, and the error
    // is logged, rather than a payment being applied to half an order.
    const order = orderId ? readDocument(orderSchema, orderSnapshot!) : undefined;
    const now = new Date();
    const record = (applied: string) => {
      transaction.create(eventRef, {
        type: event.type,
        orderId,
        sessionId,
        paymentIntentId,
        applied,
        at: now,
      });
      return { status: 200, body: { applied } };
    };

    if (!order) {
      // Nobody can retry this into an order: the owner hears of a payment to give back.
      if (outcome === "paid")
        queueNotice(transaction, `fintoc-${event.id}`, noticeRecipients(settings!), () =>
          orphanPaymentNotice(event, orderId),
        );
      return record(outcome === "paid" ? "paid-without-order" : "no-order");
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
    if (current && fintoc.outcome === "paid") return record("already-paid");
    const noticeOrder = order;
    const recordOutcome = (result: FintocOutcome): { fintoc: FintocPayment } => ({
      fintoc: {
        ...fintoc,
        sessionId: sessionId ?? fintoc.sessionId,
        paymentIntentId: paymentIntentId ?? fintoc.paymentIntentId,
        outcome: result,
      },
    });

    if (outcome === "paid" && status === "pending") {
      const change: StatusChange = { from: "pending", to: "verified", at: now, by: FINTOC_ACTOR };
      transaction.update(orderRef, {
        ...recordOutcome("paid"),
        status: "verified",
        confirmedAt: now,
        statusHistory: FieldValue.arrayUnion(change),
      });
      queueNotice(transaction, `fintoc-${event.id}`, noticeRecipients(settings!), () =>
        ownerNotice("fintoc-paid", { ...noticeOrder, status: "verified" }, shopUrl()),
      );
      return record("verified");
    }
    if (outcome === "paid") {
      transaction.update(orderRef, recordOutcome("paid"));
      queueNotice(transaction, `fintoc-${event.id}`, noticeRecipients(settings!), () =>
        ownerNotice("fintoc-paid-late", noticeOrder, shopUrl()),
      );
      return record(`paid-while-${status}`);
    }
    // Only the order's current payment speaks for it; the order stays pending either way.
    if (!current || status !== "pending") return record("stale-session");
    if (outcome === "processing") {
      // The bank may take a while: the pieces wait at least a day for its answer.
      const { holdUntil } = order;
      const waitUntil = new Date(now.getTime() + PROCESSING_HOLD_MS);
      transaction.update(orderRef, {
        ...recordOutcome("processing"),
        ...(!holdUntil || holdUntil < waitUntil ? { holdUntil: waitUntil } : {}),
      });
    } else transaction.update(orderRef, recordOutcome(outcome));
    return record(outcome);
  });
}

/** How long, at least, an order waits for the bank once its payment is in process. */
const PROCESSING_HOLD_MS = 24 * 3_600_000;
