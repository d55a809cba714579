/**
 * Fintoc's hosted checkout (account-to-account transfers that confirm themselves). An order placed
 * with the payment-link button while the shop has Fintoc configured carries a `fintoc` record: the
 * checkout session the shopper was sent to, and what Fintoc's signed webhook said became of it.
 * Without Fintoc the record is null and the spec's link-and-proof flow applies.
 */
import { z } from "zod";

/** The name the order history gives to changes Fintoc's webhook made. */
export const FINTOC_ACTOR = "Fintoc";

export const FINTOC_OUTCOMES = ["paid", "failed", "expired"] as const;
export type FintocOutcome = (typeof FINTOC_OUTCOMES)[number];

export const fintocPaymentSchema = z.object({
  /** The latest checkout session created for the order, and where it sends the shopper. */
  sessionId: z.string().nullable(),
  redirectUrl: z.string().nullable(),
  expiresAt: z.date().nullable(),
  /** What the latest session's final event said; null while none has come. */
  outcome: z.enum(FINTOC_OUTCOMES).nullable(),
});
export type FintocPayment = z.infer<typeof fintocPaymentSchema>;

/** The record a new order starts with when the shop takes Fintoc payments. */
export const NEW_FINTOC_PAYMENT: FintocPayment = {
  sessionId: null,
  redirectUrl: null,
  expiresAt: null,
  outcome: null,
};

/** Fintoc's checkout sessions are in CLP, as are the shop's prices. */
export const FINTOC_CURRENCY = "CLP";

/** The key under which the order's id travels in the session's metadata. */
export const FINTOC_ORDER_KEY = "orderId";

/** The parts of a webhook event the shop reads; Fintoc sends more, and may add event types. */
export const fintocEventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.string().min(1),
  data: z.object({
    id: z.string().min(1),
    amount: z.number(),
    currency: z.string(),
    metadata: z.record(z.string(), z.unknown()).nullish(),
    payment_resource: z
      .looseObject({ payment_intent: z.object({ id: z.string(), status: z.string() }).nullish() })
      .nullish(),
  }),
});
export type FintocEvent = z.infer<typeof fintocEventSchema>;

/**
 * The names Fintoc gives the event of a session that reached its end with a payment attempt: the
 * API reference says `finished`, some of its guides `completed`; both carry the payment intent.
 */
const FINISHED_SESSION_EVENTS = new Set(["checkout_session.finished", "checkout_session.completed"]);

/**
 * What a session's final event means for its order: a finished session carries the payment
 * intent's result, `checkout_session.expired` ends a session nobody paid. Any other event is not
 * about an order's payment (null).
 */
export function fintocOutcomeOf(event: FintocEvent): FintocOutcome | null {
  if (event.type === "checkout_session.expired") return "expired";
  if (!FINISHED_SESSION_EVENTS.has(event.type)) return null;
  return event.data.payment_resource?.payment_intent?.status === "succeeded" ? "paid" : "failed";
}

export function orderIdOfFintocEvent(event: FintocEvent): string | null {
  const orderId = event.data.metadata?.[FINTOC_ORDER_KEY];
  return typeof orderId === "string" && orderId !== "" ? orderId : null;
}

/** Does the event pay exactly this order: its total, in pesos? */
export function matchesOrderTotal(event: FintocEvent, totalAmount: number): boolean {
  return event.data.amount === totalAmount && event.data.currency.toUpperCase() === FINTOC_CURRENCY;
}

/**
 * May the shopper be sent to this order's current session, or does it need a new one? A session is
 * reused while it has no outcome and at least `margin` of its life is left, so a second click or a
 * reload never opens a second way to pay the same order.
 */
export function reusableSession(payment: FintocPayment, now: Date, marginMs = 10 * 60_000): string | null {
  if (!payment.sessionId || !payment.redirectUrl || payment.outcome !== null) return null;
  if (payment.expiresAt && payment.expiresAt.getTime() - marginMs <= now.getTime()) return null;
  return payment.redirectUrl;
}
