/**
 * The payment-link button of an order that pays through Fintoc: creates a Checkout Session for the
 * order's exact total, with the order's id in its metadata and Fintoc's return pages pointing back
 * to the order, and answers where to send the shopper. An order has one open session at a time: a
 * second click, a reload or a second tab gets the same session until it ends (paid, failed or
 * expired), so nobody can pile up ways to pay one order. A session never outlives the order's hold:
 * it is asked to end with the hold, and if Fintoc gives it longer, the hold is pushed to its end,
 * so the sweep never cancels an order the shopper may be paying.
 */
import { logger } from "firebase-functions";
import { HttpsError, onCall } from "firebase-functions/v2/https";
import { z } from "zod";
import { COLLECTIONS } from "@domain/collections.ts";
import {
  FINTOC_AMOUNT_TOO_LARGE,
  fintocTakesAmount,
  requestedSessionEnd,
  reusableSession,
  sessionIdempotencyKey,
  type FintocPayment,
} from "@domain/orders/fintoc.ts";
import { orderSchema } from "@domain/orders/order.ts";
import { orderSummaryPath, paymentPath } from "@domain/shop-paths.ts";
import { db } from "../firebase/app.ts";
import { readDocument } from "../firebase/documents.ts";
import { shopUrl } from "../firebase/shop-url.ts";
import { createCheckoutSession, fintocConfigured, fintocSecretKey } from "../payments/fintoc-api.ts";
import { parseInput } from "./guards.ts";

const inputSchema = z.strictObject({ orderId: z.string().min(1).max(128) });

export const FINTOC_MESSAGES = {
  notConfigured: "El pago con Fintoc no está disponible. Usa el link de pago o envíanos tu comprobante.",
  notFound: "No se encontró la orden",
  notPending: "Este pedido ya no está esperando un pago.",
  notFintoc: "Este pedido se paga con el link de pago y tu comprobante.",
  unavailable:
    "No pudimos abrir el pago con Fintoc. Intenta de nuevo en unos minutos o envíanos tu comprobante.",
  tooLarge: FINTOC_AMOUNT_TOO_LARGE,
} as const;

/** What the callable reads of an order; the transaction reads only the last two again. */
const PAYABLE_FIELDS = orderSchema.pick({
  status: true,
  orderNumber: true,
  totalAmount: true,
  fintoc: true,
  holdUntil: true,
});
const SESSION_FIELDS = orderSchema.pick({ fintoc: true, holdUntil: true });

export const startFintocPayment = onCall(
  { secrets: [fintocSecretKey] },
  async (request): Promise<{ redirectUrl: string }> => {
    const { orderId } = parseInput(inputSchema, request.data);
    if (!fintocConfigured()) throw new HttpsError("failed-precondition", FINTOC_MESSAGES.notConfigured);
    const orderRef = db.collection(COLLECTIONS.orders).doc(orderId);
    const order = readDocument(PAYABLE_FIELDS, await orderRef.get());
    if (!order) throw new HttpsError("not-found", FINTOC_MESSAGES.notFound);
    if (order.status !== "pending") throw new HttpsError("failed-precondition", FINTOC_MESSAGES.notPending);
    const { fintoc, totalAmount, holdUntil } = order;
    if (!fintoc) throw new HttpsError("failed-precondition", FINTOC_MESSAGES.notFintoc);
    if (!fintocTakesAmount(totalAmount))
      throw new HttpsError("failed-precondition", FINTOC_MESSAGES.tooLarge);

    const now = new Date();
    const open = reusableSession(fintoc, now);
    if (open) return { redirectUrl: open };

    const origin = shopUrl();
    const session = await createCheckoutSession({
      orderId,
      orderNumber: order.orderNumber,
      amount: totalAmount,
      successUrl: `${origin}${orderSummaryPath(orderId)}`,
      cancelUrl: `${origin}${paymentPath("FINTOC_LINK", orderId)}`,
      expiresAt: requestedSessionEnd(holdUntil, now),
      idempotencyKey: sessionIdempotencyKey(orderId, fintoc.sessionId, now),
    }).catch((error: unknown) => {
      logger.error("Fintoc no creó la sesión de pago", { orderId, error: String(error) });
      throw new HttpsError("unavailable", FINTOC_MESSAGES.unavailable);
    });

    // Two clicks at once may both have created a session: the first one stored is the order's.
    const redirectUrl = await db.runTransaction(async (transaction) => {
      const current = readDocument(SESSION_FIELDS, await transaction.get(orderRef));
      const stored = current?.fintoc ?? null;
      const other = stored && stored.sessionId !== fintoc.sessionId ? reusableSession(stored, now) : null;
      if (other) return other;
      const currentHold = current?.holdUntil ?? null;
      const outlivesHold = currentHold && session.expiresAt && session.expiresAt > currentHold;
      transaction.update(orderRef, {
        fintoc: {
          sessionId: session.id,
          redirectUrl: session.redirectUrl,
          expiresAt: session.expiresAt,
          outcome: null,
          paymentIntentId: null,
        } satisfies FintocPayment,
        ...(outlivesHold ? { holdUntil: session.expiresAt } : {}),
      });
      return session.redirectUrl;
    });
    logger.info("Sesión de pago de Fintoc", { orderId, sessionId: session.id });
    return { redirectUrl };
  },
);
