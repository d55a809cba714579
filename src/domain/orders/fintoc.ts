/**
 * Fintoc's hosted checkout (account-to-account transfers that confirm themselves). An order placed
 * with the payment-link button while the shop has Fintoc configured carries a `fintoc` record: the
 * checkout session the shopper was sent to, and what Fintoc's signed webhook said became of it.
 * Without Fintoc the record is null and the spec's link-and-proof flow applies.
 */
import { z } from "zod";

/** The name the order history gives to changes Fintoc's webhook made. */
export const FINTOC_ACTOR = "Fintoc";

/**
 * The ways to pay a Fintoc checkout session, as its API names them: `payment_method_types` when a
 * session is created (API reference, Create Checkout Session), and a payment intent's
 * `payment_type` once the shopper has paid (The Payment Intent object). Cards first: most Chilean
 * online purchases are paid by card.
 */
export const FINTOC_METHODS = ["card", "bank_transfer"] as const;
export type FintocMethod = (typeof FINTOC_METHODS)[number];

/** What the owner reads for the method that paid (back office, e-mail, CSV). */
export const FINTOC_METHOD_LABELS: Record<FintocMethod, string> = {
  card: "Tarjeta",
  bank_transfer: "Transferencia bancaria",
};

/** How a Fintoc payment was made, for the owner: "Tarjeta", "Transferencia bancaria", or null (not known). */
export function fintocPaidWithLabel(payment: { paidWith: FintocMethod | null } | null): string | null {
  return payment?.paidWith ? FINTOC_METHOD_LABELS[payment.paidWith] : null;
}

/** The methods the shop's Fintoc account takes, as the settings hold them; at least one. */
export const fintocMethodsSchema = z
  .array(z.enum(FINTOC_METHODS))
  .min(1, "Elige al menos un medio de pago")
  .refine((methods) => new Set(methods).size === methods.length, "Hay medios de pago repetidos");

/** The configured methods in one order, so the button's text and the request never depend on it. */
export function orderedFintocMethods(methods: readonly FintocMethod[]): FintocMethod[] {
  return FINTOC_METHODS.filter((method) => methods.includes(method));
}

/** How the order's payment page says what Fintoc's page will offer: "con tarjeta o transferencia bancaria". */
export function fintocMethodsPhrase(methods: readonly FintocMethod[]): string {
  const card = methods.includes("card");
  const bank = methods.includes("bank_transfer");
  if (card && !bank) return "con tarjeta de débito o crédito";
  if (bank && !card) return "por transferencia desde tu banco";
  return "con tarjeta o transferencia bancaria";
}

/** The checkout's Fintoc button, and the line under it that says what the shopper can use. */
export function fintocButtonCopy(methods: readonly FintocMethod[]): { label: string; detail: string } {
  const card = methods.includes("card");
  const bank = methods.includes("bank_transfer");
  if (card && !bank) return { label: "Pagar con tarjeta", detail: "Débito · Crédito" };
  if (bank && !card)
    return {
      label: "Pagar con transferencia bancaria",
      detail: "Desde tu banco, sin enviar comprobante",
    };
  return { label: "Pagar con tarjeta o transferencia bancaria", detail: "Débito · Crédito · Transferencia" };
}

/** `processing`: the session finished, but the bank has not settled the transfer yet. */
export const FINTOC_OUTCOMES = ["paid", "processing", "failed", "expired"] as const;
export type FintocOutcome = (typeof FINTOC_OUTCOMES)[number];

export const fintocPaymentSchema = z.object({
  /** The latest checkout session created for the order, and where it sends the shopper. */
  sessionId: z.string().nullable(),
  redirectUrl: z.string().nullable(),
  expiresAt: z.date().nullable(),
  /** What the latest session's final event said; null while none has come. */
  outcome: z.enum(FINTOC_OUTCOMES).nullable(),
  /** The latest session's payment intent, once an event named it: its own events settle it. */
  paymentIntentId: z.string().nullable().default(null),
  /** When the bank's answer began to be awaited (outcome `processing`); its deadline runs from here. */
  processingSince: z.date().nullable().default(null),
  /** When the owner was told that this payment is still processing past its deadline (once). */
  overdueNoticeAt: z.date().nullable().default(null),
  /** How the shopper paid, as Fintoc's event said; null until one says (and on older orders). */
  paidWith: z.enum(FINTOC_METHODS).nullable().default(null),
});
export type FintocPayment = z.infer<typeof fintocPaymentSchema>;

/** The record a new order starts with when the shop takes Fintoc payments. */
export const NEW_FINTOC_PAYMENT: FintocPayment = {
  sessionId: null,
  redirectUrl: null,
  expiresAt: null,
  outcome: null,
  paymentIntentId: null,
  processingSince: null,
  overdueNoticeAt: null,
  paidWith: null,
};

/**
 * Fintoc takes amounts under 7,000,000 CLP, the most any Chilean bank transfers at once (its API
 * reference, Create Checkout Session, `amount`). A larger order pays by bank transfer.
 */
export const FINTOC_MAX_AMOUNT = 7_000_000;

export function fintocTakesAmount(totalAmount: number): boolean {
  return totalAmount < FINTOC_MAX_AMOUNT;
}

export const FINTOC_AMOUNT_TOO_LARGE =
  "El link de pago acepta montos menores a $7.000.000, el máximo que los bancos transfieren de una vez. Para este pedido, paga por transferencia y envíanos tu comprobante.";

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
    /** A payment intent event's own method. */
    payment_type: z.string().nullish(),
    payment_resource: z
      .looseObject({
        payment_intent: z
          .object({ id: z.string(), status: z.string(), payment_type: z.string().nullish() })
          .nullish(),
      })
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
 * The events the shop's webhook endpoint must be subscribed to in Fintoc's dashboard (the deploy
 * guide lists them; tools/deploy/guide-names.test.ts keeps the two in step): without the two
 * payment-intent events, a payment the bank settles later stays "en proceso" for ever.
 */
export const FINTOC_WEBHOOK_EVENTS = [
  "checkout_session.finished",
  "checkout_session.expired",
  "payment_intent.succeeded",
  "payment_intent.failed",
] as const;

/** A payment intent's states that end it without the money (any other but `succeeded` may still settle). */
const FAILED_INTENT_STATES = new Set(["failed", "rejected", "canceled", "cancelled", "expired"]);

/** A payment intent's own event, which names no session and (as far as we know) no order. */
export const isPaymentIntentEvent = (event: FintocEvent) => event.type.startsWith("payment_intent.");

/**
 * What an event means for its order's payment. A finished session carries its payment intent's
 * state: `succeeded` pays, a failed state fails, and any other (the bank has not settled yet) is
 * `processing`, which the payment intent's own `payment_intent.succeeded` or
 * `payment_intent.failed` settles later. `checkout_session.expired` ends a session nobody paid.
 * Any other event is not about an order's payment (null).
 */
export function fintocOutcomeOf(event: FintocEvent): FintocOutcome | null {
  if (event.type === "checkout_session.expired") return "expired";
  if (event.type === "payment_intent.succeeded") return "paid";
  if (event.type === "payment_intent.failed") return "failed";
  if (!FINISHED_SESSION_EVENTS.has(event.type)) return null;
  const state = event.data.payment_resource?.payment_intent?.status;
  if (state === "succeeded") return "paid";
  return state === undefined || FAILED_INTENT_STATES.has(state) ? "failed" : "processing";
}

/** The checkout session and payment intent an event is about, as far as it says. */
export function fintocPaymentOfEvent(event: FintocEvent): {
  sessionId: string | null;
  paymentIntentId: string | null;
} {
  if (isPaymentIntentEvent(event)) return { sessionId: null, paymentIntentId: event.data.id };
  return {
    sessionId: event.data.id,
    paymentIntentId: event.data.payment_resource?.payment_intent?.id ?? null,
  };
}

/**
 * The method an event says the shopper paid with: its payment intent's `payment_type`. Null when it
 * names none, or one the shop does not offer (Fintoc lists others, such as `installment`).
 */
export function fintocMethodOfEvent(event: FintocEvent): FintocMethod | null {
  const type = isPaymentIntentEvent(event)
    ? event.data.payment_type
    : event.data.payment_resource?.payment_intent?.payment_type;
  return FINTOC_METHODS.find((method) => method === type) ?? null;
}

/** Is the event about the order's current payment (its latest session, or that session's intent)? */
export function isCurrentFintocPayment(event: FintocEvent, payment: FintocPayment): boolean {
  const { sessionId, paymentIntentId } = fintocPaymentOfEvent(event);
  return (
    (sessionId !== null && sessionId === payment.sessionId) ||
    (paymentIntentId !== null && paymentIntentId === payment.paymentIntentId)
  );
}

/**
 * May the hold sweep cancel this order, as far as Fintoc goes? Not while its session is still open
 * (the shopper may be paying right now) nor while its payment is being processed.
 */
export function fintocPaymentUnderway(payment: FintocPayment | null, now: Date): boolean {
  if (!payment) return false;
  if (payment.outcome === "processing") return true;
  return (
    payment.sessionId !== null &&
    payment.outcome === null &&
    payment.expiresAt !== null &&
    payment.expiresAt.getTime() > now.getTime()
  );
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

/** How long a session request's idempotency key lasts: retries within it get the same session. */
const IDEMPOTENCY_WINDOW_MS = 10 * 60_000;
/**
 * The least hold a new session needs, and the most a session may push the hold past the hold it
 * had before any session pushed it. Half an hour is enough to pay by transfer, and Fintoc accepts
 * sessions from 10 minutes on (its API reference, Create a checkout session, `expires_at`).
 */
export const FINTOC_HOLD_MARGIN_MS = 30 * 60_000;
/**
 * The longest session Fintoc is asked for: its default length. Its reference states no maximum, so
 * nothing longer is asked.
 */
const SESSION_MAX_MS = 24 * 3_600_000;

/**
 * The key Fintoc deduplicates a session request by: the order, the session it replaces, and a
 * ten-minute window. A retry after a timeout gets the session already made instead of a second
 * one; a request after a refusal, in a later window, is not answered with the old refusal for the
 * 24 hours Fintoc keeps a key.
 */
export function sessionIdempotencyKey(orderId: string, previousSessionId: string | null, now: Date): string {
  return `${orderId}:${previousSessionId ?? "primera"}:${Math.floor(now.getTime() / IDEMPOTENCY_WINDOW_MS)}`;
}

/**
 * May a new session be opened for a hold ending then? Not once the hold has passed or has less
 * than half an hour left: each session would otherwise be a way to keep the pieces longer.
 */
export function holdAllowsNewSession(holdUntil: Date | null, now: Date): boolean {
  return holdUntil === null || holdUntil.getTime() - now.getTime() >= FINTOC_HOLD_MARGIN_MS;
}

/**
 * The end to ask Fintoc for, always sent: the hold's, or a day from the start of the key's window
 * when the hold is further away (or there is none). Derived from the window rather than from the
 * second, so that every retry with the same Idempotency-Key sends the same body.
 */
export function requestedSessionEnd(holdUntil: Date | null, now: Date): Date {
  const windowStart = Math.floor(now.getTime() / IDEMPOTENCY_WINDOW_MS) * IDEMPOTENCY_WINDOW_MS;
  const longest = windowStart + SESSION_MAX_MS;
  return new Date(holdUntil ? Math.min(holdUntil.getTime(), longest) : longest);
}

/** The order's hold as a session may change it. */
export interface SessionHold {
  holdUntil: Date | null;
  /** The hold before any session pushed it; null while none has. */
  holdExtendedFrom: Date | null;
}

/**
 * The hold once a session ending at `sessionEnd` is the order's: unchanged when the session ends
 * within it; pushed to the session's end when that is at most half an hour past the hold the order
 * had before any session pushed it; null when the session would outlive that, and must not be used.
 * However many sessions are opened, the hold never ends more than half an hour past that first one.
 */
export function holdAfterSession(hold: SessionHold, sessionEnd: Date | null): SessionHold | null {
  const { holdUntil, holdExtendedFrom } = hold;
  if (!holdUntil || !sessionEnd || sessionEnd <= holdUntil) return hold;
  const before = holdExtendedFrom ?? holdUntil;
  if (sessionEnd.getTime() > before.getTime() + FINTOC_HOLD_MARGIN_MS) return null;
  return { holdUntil: sessionEnd, holdExtendedFrom: before };
}

/**
 * How long a payment may stay `processing` before the owner is told: banks settle a transfer in a
 * day or two, and Fintoc sends no event for one that never settles.
 */
export const FINTOC_PROCESSING_DEADLINE_MS = 72 * 3_600_000;

/**
 * Has this order's payment been processing past its deadline? Orders that went processing before
 * the start time was recorded count from their creation, the earliest it can have begun.
 */
export function fintocProcessingOverdue(
  order: { status: string; createdAt: Date; fintoc: FintocPayment | null },
  now: Date,
): boolean {
  const { fintoc } = order;
  if (order.status !== "pending" || fintoc?.outcome !== "processing") return false;
  const since = fintoc.processingSince ?? order.createdAt;
  return now.getTime() - since.getTime() >= FINTOC_PROCESSING_DEADLINE_MS;
}

/**
 * How long a payment intent's event that names no known order is kept waiting for the session event
 * that names its order (a session event whose delivery failed is retried by Fintoc, with growing
 * gaps). After that it is treated as a payment without an order, and the owner is told.
 */
export const FINTOC_UNKNOWN_INTENT_WAIT_MS = 24 * 3_600_000;

/**
 * `fintocIntents/{paymentIntentId}`: the order (and session) every session event named the intent
 * for, so that the intent's own events find their order whichever session it belonged to; and an
 * intent event that came before any of them, parked (as its JSON) until one does.
 */
/**
 * `fintocEvents/{eventId}`: an event handled once, what it named and what it did to the shop
 * (`applied`: "paid", "no-order"…).
 */
export const handledFintocEventSchema = z.object({
  type: z.string().min(1),
  orderId: z.string().nullable(),
  sessionId: z.string().nullable(),
  paymentIntentId: z.string().nullable(),
  applied: z.string().min(1),
  at: z.date(),
});
export type HandledFintocEvent = z.infer<typeof handledFintocEventSchema>;

/** Which order the shopper is about to pay on Fintoc's page (`startFintocPayment`). */
export const startFintocPaymentInputSchema = z.strictObject({ orderId: z.string().min(1).max(128) });
export type StartFintocPaymentInput = z.infer<typeof startFintocPaymentInputSchema>;

export const fintocIntentSchema = z.object({
  orderId: z.string().nullable().default(null),
  sessionId: z.string().nullable().default(null),
  parkedEvent: z.string().nullable().default(null),
  parkedAt: z.date().nullable().default(null),
});
export type FintocIntent = z.infer<typeof fintocIntentSchema>;
