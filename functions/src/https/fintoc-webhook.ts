/**
 * Fintoc's webhook (POST /api/fintoc/webhook through Hosting). It trusts an event only when its
 * `Fintoc-Signature` is right and recent, acts on each event id once, and only for the order named
 * in the session's metadata when the amount and currency are that order's:
 *   - a paid session verifies a pending order ("Fintoc" in its history, `confirmedAt` set; its
 *     units are already held since checkout, so stock does not move) and tells the owner;
 *   - a payment for an order that is no longer pending changes nothing but is recorded and told
 *     to the owner, who may have to refund it;
 *   - a failed or expired session is noted on the order, which stays pending with the proof path.
 * Answers: 200 handled, ignored or already handled; 400 unreadable; 401 bad or stale signature;
 * 404 no such order; 422 amount or currency not the order's; 503 Fintoc not configured. Fintoc
 * retries what did not get a 2xx.
 */
import { FieldValue } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { onRequest } from "firebase-functions/v2/https";
import { BACK_OFFICE_SETTINGS_DOC, COLLECTIONS } from "@domain/collections.ts";
import {
  FINTOC_ACTOR,
  fintocEventSchema,
  fintocOutcomeOf,
  matchesOrderTotal,
  NEW_FINTOC_PAYMENT,
  orderIdOfFintocEvent,
  type FintocEvent,
  type FintocOutcome,
} from "@domain/fintoc.ts";
import type { Order, StatusChange } from "@domain/order.ts";
import { db } from "../firebase/app.ts";
import { isSecretSet } from "../firebase/secret-unset.ts";
import { shopUrl } from "../firebase/shop-url.ts";
import { noticeRecipients, ownerNotice, queueNotice } from "../mail/owner-notices.ts";
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

async function handle(event: FintocEvent): Promise<Reply> {
  const outcome = fintocOutcomeOf(event);
  const orderId = orderIdOfFintocEvent(event);
  if (!outcome) return { status: 200, body: { ignored: event.type } };
  if (!orderId) return { status: 404, body: { error: "El evento no nombra un pedido" } };

  const eventRef = db.collection(COLLECTIONS.fintocEvents).doc(event.id);
  const orderRef = db.collection(COLLECTIONS.orders).doc(orderId);
  const settingsRef = db.collection(COLLECTIONS.settings).doc(BACK_OFFICE_SETTINGS_DOC);

  return db.runTransaction(async (transaction): Promise<Reply> => {
    const [handled, order, settings] = await transaction.getAll(eventRef, orderRef, settingsRef);
    if (handled!.exists) return { status: 200, body: { duplicate: event.id } };
    if (!order!.exists) return { status: 404, body: { error: `No existe el pedido ${orderId}` } };
    const totalAmount = order!.get("totalAmount") as number;
    if (!matchesOrderTotal(event, totalAmount)) {
      return {
        status: 422,
        body: { error: `El pago (${event.data.amount} ${event.data.currency}) no es el total del pedido` },
      };
    }

    const now = new Date();
    const status = order!.get("status") as Order["status"];
    const fintoc = (order!.get("fintoc") as Record<string, unknown> | null) ?? NEW_FINTOC_PAYMENT;
    const noticeOrder = { ...(order!.data() as Omit<Order, "id">), id: orderId };
    const recordOutcome = (result: FintocOutcome) => ({
      fintoc: { ...fintoc, sessionId: event.data.id, outcome: result },
    });
    let applied: string;

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
      applied = "verified";
    } else if (outcome === "paid") {
      transaction.update(orderRef, recordOutcome("paid"));
      queueNotice(transaction, `fintoc-${event.id}`, noticeRecipients(settings!), () =>
        ownerNotice("fintoc-paid-late", noticeOrder, shopUrl()),
      );
      applied = `paid-while-${status}`;
    } else if (event.data.id === fintoc.sessionId && status === "pending") {
      // Only the order's current session speaks for it; the order stays pending either way.
      transaction.update(orderRef, recordOutcome(outcome));
      applied = outcome;
    } else {
      applied = "stale-session";
    }
    transaction.create(eventRef, { type: event.type, orderId, sessionId: event.data.id, applied, at: now });
    return { status: 200, body: { applied } };
  });
}
