/**
 * The payment-link button of an order that pays through Fintoc: creates a Checkout Session for the
 * order's exact total, with the order's id in its metadata and Fintoc's return pages pointing back
 * to the order, and answers where to send the shopper. An order has one open session at a time: a
 * second click, a reload or a second tab gets the same session until it ends (paid, failed or
 * expired), so nobody can pile up ways to pay one order, and the session it replaces is expired at
 * Fintoc first. A session never outlives the order's hold: it is asked to end with the hold (or a
 * day from now, when the hold is further), and if Fintoc gives it longer, the hold is pushed to its
 * end, so the sweep never cancels an order the shopper may be paying. That push is bounded: no
 * session opens once less than 30 minutes of hold remain, and the hold never ends more than 30
 * minutes past the one it had before any session pushed it (holdAfterSession). Without that, one
 * call a day near the end of the hold kept any piece off the shelf for ever. The session offers the
 * methods the owner set in "Configuración" (cards, bank transfer or both), and only those.
 */
import { logger } from "firebase-functions";
import { HttpsError, onCall } from "firebase-functions/v2/https";
import { COLLECTIONS, SHOP_SETTINGS_DOC } from "@domain/collections.ts";
import {
  FINTOC_AMOUNT_TOO_LARGE,
  fintocTakesAmount,
  holdAfterSession,
  holdAllowsNewSession,
  NEW_FINTOC_PAYMENT,
  orderedFintocMethods,
  requestedSessionEnd,
  reusableSession,
  sessionIdempotencyKey,
  type FintocPayment,
  startFintocPaymentInputSchema,
  type StartFintocPaymentInput,
} from "@domain/orders/fintoc.ts";
import { sweepAt } from "@domain/orders/order-hold.ts";
import { orderSchema, type StoredOrder } from "@domain/orders/order.ts";
import { shopSettingsSchema } from "@domain/settings/settings.schema.ts";
import { orderSummaryPath, paymentPath } from "@domain/shop-paths.ts";
import { db } from "../firebase/app.ts";
import { readDocument, readValidDocument } from "../firebase/documents.ts";
import { shopUrl } from "../firebase/shop-url.ts";
import {
  createCheckoutSession,
  expireCheckoutSession,
  fintocConfigured,
  fintocSecretKey,
  fintocWebhookSecret,
} from "../payments/fintoc-api.ts";
import { parseInput } from "./guards.ts";

export const FINTOC_MESSAGES = {
  notConfigured: "El pago con Fintoc no está disponible. Usa el link de pago o envíanos tu comprobante.",
  notFound: "No se encontró la orden",
  notPending: "Este pedido ya no está esperando un pago.",
  notFintoc: "Este pedido se paga con el link de pago y tu comprobante.",
  unavailable:
    "No pudimos abrir el pago con Fintoc. Intenta de nuevo en unos minutos o envíanos tu comprobante.",
  tooLarge: FINTOC_AMOUNT_TOO_LARGE,
  holdEnded: "Tu reserva venció: haz un nuevo pedido.",
  holdEnding:
    "Tu reserva vence en menos de 30 minutos y ya no alcanza para pagar con Fintoc: haz un nuevo pedido cuando venza.",
  processing:
    "Tu pago anterior está en proceso en tu banco: espera su confirmación en esta página antes de pagar de nuevo.",
  underway: "Ya hay un pago con Fintoc en curso para este pedido. Revisa tu pedido en unos minutos.",
} as const;

/** What the transaction reads of an order: what decides its hold, and when the sweep may act. */
const SESSION_FIELDS = orderSchema.pick({
  status: true,
  proof: true,
  fintoc: true,
  holdUntil: true,
  holdExtendedFrom: true,
});
/** What the callable reads of an order. */
const PAYABLE_FIELDS = SESSION_FIELDS.extend(
  orderSchema.pick({ orderNumber: true, totalAmount: true }).shape,
);

/** What the session reads of the public settings: the methods the shop's Fintoc account takes. */
const METHOD_SETTINGS = shopSettingsSchema.pick({ fintocMethods: true });

/** The configured methods; both while the settings have never been saved. */
async function configuredMethods() {
  const settings = await db.collection(COLLECTIONS.settings).doc(SHOP_SETTINGS_DOC).get();
  const { fintocMethods } = readValidDocument(METHOD_SETTINGS, settings) ?? METHOD_SETTINGS.parse({});
  return orderedFintocMethods(fintocMethods);
}

const unavailable = (what: string, orderId: string) => (error: unknown) => {
  logger.error(what, { orderId, error: String(error) });
  throw new HttpsError("unavailable", FINTOC_MESSAGES.unavailable);
};

export const startFintocPayment = onCall(
  { secrets: [fintocSecretKey, fintocWebhookSecret] },
  async (request): Promise<{ redirectUrl: string }> => {
    const { orderId }: StartFintocPaymentInput = parseInput(startFintocPaymentInputSchema, request.data);
    if (!fintocConfigured()) throw new HttpsError("failed-precondition", FINTOC_MESSAGES.notConfigured);
    const orderRef = db.collection(COLLECTIONS.orders).doc(orderId);
    const order = readDocument(PAYABLE_FIELDS, await orderRef.get());
    if (!order) throw new HttpsError("not-found", FINTOC_MESSAGES.notFound);
    if (order.status !== "pending") throw new HttpsError("failed-precondition", FINTOC_MESSAGES.notPending);
    const { fintoc, totalAmount, holdUntil } = order;
    if (!fintoc) throw new HttpsError("failed-precondition", FINTOC_MESSAGES.notFintoc);
    if (!fintocTakesAmount(totalAmount))
      throw new HttpsError("failed-precondition", FINTOC_MESSAGES.tooLarge);

    if (fintoc.outcome === "processing")
      throw new HttpsError("failed-precondition", FINTOC_MESSAGES.processing);

    const now = new Date();
    const open = reusableSession(fintoc, now);
    if (open) return { redirectUrl: open };
    // A refused request writes nothing, and creates nothing at Fintoc.
    if (!holdAllowsNewSession(holdUntil, now))
      throw new HttpsError(
        "failed-precondition",
        holdUntil! <= now ? FINTOC_MESSAGES.holdEnded : FINTOC_MESSAGES.holdEnding,
      );
    // The session being replaced (about to end, or still open) must not stay payable beside the new
    // one: a payment there after a reload would belong to a session the order no longer follows.
    if (fintoc.sessionId && fintoc.outcome === null) {
      const status = await expireCheckoutSession(fintoc.sessionId).catch(
        unavailable("Fintoc no expiró la sesión anterior", orderId),
      );
      if (status !== "expired") throw new HttpsError("failed-precondition", FINTOC_MESSAGES.underway);
    }

    const origin = shopUrl();
    const session = await createCheckoutSession({
      orderId,
      orderNumber: order.orderNumber,
      amount: totalAmount,
      methods: await configuredMethods(),
      successUrl: `${origin}${orderSummaryPath(orderId)}`,
      cancelUrl: `${origin}${paymentPath("FINTOC_LINK", orderId)}`,
      expiresAt: requestedSessionEnd(holdUntil, now),
      idempotencyKey: sessionIdempotencyKey(orderId, fintoc.sessionId, now),
    }).catch(unavailable("Fintoc no creó la sesión de pago", orderId));

    // Two clicks at once may both have created a session: the first one stored is the order's.
    const redirectUrl = await db.runTransaction(async (transaction) => {
      const current = readDocument(SESSION_FIELDS, await transaction.get(orderRef));
      if (!current) return null;
      const stored = current.fintoc;
      const other = stored && stored.sessionId !== fintoc.sessionId ? reusableSession(stored, now) : null;
      if (other) return other;
      const hold = holdAfterSession(current, session.expiresAt);
      if (!hold) return null;
      const payment: FintocPayment = {
        ...NEW_FINTOC_PAYMENT,
        sessionId: session.id,
        redirectUrl: session.redirectUrl,
        expiresAt: session.expiresAt,
      };
      const { holdUntil, holdExtendedFrom } = hold;
      transaction.update(orderRef, {
        fintoc: payment,
        holdUntil,
        holdExtendedFrom,
        sweepAt: sweepAt({ ...current, holdUntil, fintoc: payment }),
      } satisfies Partial<StoredOrder>);
      return session.redirectUrl;
    });
    if (redirectUrl === null) {
      // Fintoc made the session longer than asked, past what the hold may become: nobody pays in it.
      logger.error("Sesión de Fintoc más larga que la reserva: se expira", {
        orderId,
        sessionId: session.id,
        expiresAt: session.expiresAt,
      });
      await expireCheckoutSession(session.id).catch(unavailable("Fintoc no expiró la sesión", orderId));
      throw new HttpsError("unavailable", FINTOC_MESSAGES.unavailable);
    }
    logger.info("Sesión de pago de Fintoc", { orderId, sessionId: session.id });
    return { redirectUrl };
  },
);
