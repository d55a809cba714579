import { describe, expect, it } from "vitest";
import {
  FINTOC_MAX_AMOUNT,
  fintocButtonCopy,
  fintocEventSchema,
  fintocMethodOfEvent,
  fintocMethodsPhrase,
  fintocMethodsSchema,
  fintocPaymentSchema,
  orderedFintocMethods,
  fintocOutcomeOf,
  fintocPaymentOfEvent,
  fintocPaymentUnderway,
  fintocProcessingOverdue,
  fintocTakesAmount,
  holdAfterSession,
  holdAllowsNewSession,
  isCurrentFintocPayment,
  requestedSessionEnd,
  matchesOrderTotal,
  NEW_FINTOC_PAYMENT,
  orderIdOfFintocEvent,
  reusableSession,
} from "./fintoc.ts";

const event = (type: string, intentStatus: string | null, data: Record<string, unknown> = {}) =>
  fintocEventSchema.parse({
    id: "evt_1",
    type,
    data: {
      id: "cs_1",
      object: "checkout_session",
      amount: 34990,
      currency: "CLP",
      metadata: { orderId: "order-1" },
      payment_resource: { payment_intent: intentStatus ? { id: "pi_1", status: intentStatus } : null },
      ...data,
    },
  });

describe("Fintoc events", () => {
  it("a finished session pays only when its payment intent succeeded, and is in process while it is pending", () => {
    expect(fintocOutcomeOf(event("checkout_session.finished", "succeeded"))).toBe("paid");
    expect(fintocOutcomeOf(event("checkout_session.finished", "failed"))).toBe("failed");
    expect(fintocOutcomeOf(event("checkout_session.finished", null))).toBe("failed");
    expect(fintocOutcomeOf(event("checkout_session.finished", "pending"))).toBe("processing");
    expect(fintocOutcomeOf(event("checkout_session.completed", "succeeded"))).toBe("paid");
    expect(fintocOutcomeOf(event("checkout_session.completed", "rejected"))).toBe("failed");
    expect(fintocOutcomeOf(event("checkout_session.expired", null))).toBe("expired");
    expect(fintocOutcomeOf(event("checkout_session.created", null))).toBeNull();
  });

  it("a payment intent's own events settle a payment in process", () => {
    const intent = (type: string) => event(type, null, { id: "pi_1", object: "payment_intent" });
    expect(fintocOutcomeOf(intent("payment_intent.succeeded"))).toBe("paid");
    expect(fintocOutcomeOf(intent("payment_intent.failed"))).toBe("failed");
    expect(fintocPaymentOfEvent(intent("payment_intent.succeeded"))).toEqual({
      sessionId: null,
      paymentIntentId: "pi_1",
    });
    expect(fintocPaymentOfEvent(event("checkout_session.finished", "pending"))).toEqual({
      sessionId: "cs_1",
      paymentIntentId: "pi_1",
    });
    const current = { ...NEW_FINTOC_PAYMENT, sessionId: "cs_2", paymentIntentId: "pi_1" };
    expect(isCurrentFintocPayment(intent("payment_intent.succeeded"), current)).toBe(true);
    expect(isCurrentFintocPayment(event("checkout_session.expired", null), current)).toBe(false);
  });

  it("names the order from the session's metadata, and nothing else", () => {
    expect(orderIdOfFintocEvent(event("checkout_session.finished", "succeeded"))).toBe("order-1");
    expect(
      orderIdOfFintocEvent(event("checkout_session.finished", "succeeded", { metadata: null })),
    ).toBeNull();
    expect(
      orderIdOfFintocEvent(event("checkout_session.finished", "succeeded", { metadata: { orderId: 7 } })),
    ).toBeNull();
  });

  it("pays an order only with its exact total in pesos", () => {
    const paid = event("checkout_session.finished", "succeeded");
    expect(matchesOrderTotal(paid, 34990)).toBe(true);
    expect(matchesOrderTotal(paid, 34991)).toBe(false);
    expect(
      matchesOrderTotal(event("checkout_session.finished", "succeeded", { currency: "mxn" }), 34990),
    ).toBe(false);
  });

  it("refuses events without an id or an amount", () => {
    expect(fintocEventSchema.safeParse({ type: "checkout_session.finished", data: {} }).success).toBe(false);
  });
});

describe("amounts", () => {
  it("Fintoc takes totals under 7,000,000 CLP", () => {
    expect(fintocTakesAmount(FINTOC_MAX_AMOUNT - 1)).toBe(true);
    expect(fintocTakesAmount(FINTOC_MAX_AMOUNT)).toBe(false);
  });
});

describe("a session's length", () => {
  const now = new Date("2026-11-24T12:00:00Z");
  const inHours = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

  it("always asks Fintoc for an end: the hold's, or at most a day away", () => {
    expect(requestedSessionEnd(inHours(2), now)).toEqual(inHours(2));
    expect(requestedSessionEnd(inHours(24), now)).toEqual(inHours(24));
    expect(requestedSessionEnd(inHours(48), now)).toEqual(inHours(24));
    expect(requestedSessionEnd(null, now)).toEqual(inHours(24));
  });

  it("asks the same end on every retry with the same idempotency key", () => {
    const later = new Date(now.getTime() + 9 * 60_000);
    expect(requestedSessionEnd(null, later)).toEqual(requestedSessionEnd(null, now));
    expect(requestedSessionEnd(inHours(30), later)).toEqual(inHours(24));
  });

  it("opens no session once the hold has passed or has less than half an hour left", () => {
    expect(holdAllowsNewSession(inHours(0.5), now)).toBe(true);
    expect(holdAllowsNewSession(new Date(now.getTime() + 29 * 60_000), now)).toBe(false);
    expect(holdAllowsNewSession(inHours(-1), now)).toBe(false);
    expect(holdAllowsNewSession(null, now)).toBe(true);
  });
});

describe("the hold a session leaves", () => {
  const checkoutHold = new Date("2026-11-24T14:00:00Z");
  const after = (minutes: number) => new Date(checkoutHold.getTime() + minutes * 60_000);
  const hold = { holdUntil: checkoutHold, holdExtendedFrom: null };

  it("leaves the hold alone when the session ends within it", () => {
    expect(holdAfterSession(hold, after(-60))).toBe(hold);
    expect(holdAfterSession(hold, checkoutHold)).toBe(hold);
    expect(holdAfterSession(hold, null)).toBe(hold);
    expect(holdAfterSession({ holdUntil: null, holdExtendedFrom: null }, after(600))).toEqual({
      holdUntil: null,
      holdExtendedFrom: null,
    });
  });

  it("pushes it to a longer session's end, never more than 30 minutes past the hold before any push", () => {
    const pushed = holdAfterSession(hold, after(20))!;
    expect(pushed).toEqual({ holdUntil: after(20), holdExtendedFrom: checkoutHold });
    expect(holdAfterSession(pushed, after(30))).toEqual({
      holdUntil: after(30),
      holdExtendedFrom: checkoutHold,
    });
    expect(holdAfterSession(pushed, after(31))).toBeNull();
    expect(holdAfterSession(hold, after(24 * 60))).toBeNull();
  });
});

describe("a payment processing too long", () => {
  const now = new Date("2026-11-27T12:00:00Z");
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  const order = {
    status: "pending",
    createdAt: hoursAgo(100),
    fintoc: { ...NEW_FINTOC_PAYMENT, sessionId: "cs_1", outcome: "processing" as const },
  };

  it("is overdue 72 hours after the bank's answer began to be awaited", () => {
    const since = (hours: number) => ({
      ...order,
      fintoc: { ...order.fintoc, processingSince: hoursAgo(hours) },
    });
    expect(fintocProcessingOverdue(since(72), now)).toBe(true);
    expect(fintocProcessingOverdue(since(71), now)).toBe(false);
    // Recorded before the start time was: counted from the order's creation.
    expect(fintocProcessingOverdue(order, now)).toBe(true);
    expect(fintocProcessingOverdue({ ...order, createdAt: hoursAgo(2) }, now)).toBe(false);
  });

  it("only while the order waits for it", () => {
    expect(fintocProcessingOverdue({ ...order, status: "verified" }, now)).toBe(false);
    expect(fintocProcessingOverdue({ ...order, fintoc: { ...order.fintoc, outcome: "failed" } }, now)).toBe(
      false,
    );
    expect(fintocProcessingOverdue({ ...order, fintoc: null }, now)).toBe(false);
  });
});

describe("a payment under way", () => {
  const now = new Date("2026-11-24T12:00:00Z");
  const open = {
    ...NEW_FINTOC_PAYMENT,
    sessionId: "cs_1",
    redirectUrl: "https://pay.fintoc.com/cs_1",
    expiresAt: new Date("2026-11-24T13:00:00Z"),
  };

  it("keeps the sweep away while the session is open or the payment is in process", () => {
    expect(fintocPaymentUnderway(open, now)).toBe(true);
    expect(fintocPaymentUnderway({ ...open, expiresAt: now }, now)).toBe(false);
    expect(fintocPaymentUnderway({ ...open, outcome: "processing", expiresAt: now }, now)).toBe(true);
    expect(fintocPaymentUnderway({ ...open, outcome: "failed" }, now)).toBe(false);
    expect(fintocPaymentUnderway(NEW_FINTOC_PAYMENT, now)).toBe(false);
    expect(fintocPaymentUnderway(null, now)).toBe(false);
  });
});

describe("reusing a checkout session", () => {
  const now = new Date("2026-11-24T12:00:00Z");
  const open = {
    ...NEW_FINTOC_PAYMENT,
    sessionId: "cs_1",
    redirectUrl: "https://pay.fintoc.com/cs_1",
    expiresAt: new Date("2026-11-25T12:00:00Z"),
  };

  it("sends a second click to the same open session", () => {
    expect(reusableSession(open, now)).toBe("https://pay.fintoc.com/cs_1");
  });

  it("opens a new one when there is none, it ended, or it is about to expire", () => {
    expect(reusableSession(NEW_FINTOC_PAYMENT, now)).toBeNull();
    expect(reusableSession({ ...open, outcome: "failed" }, now)).toBeNull();
    expect(reusableSession({ ...open, outcome: "expired" }, now)).toBeNull();
    expect(reusableSession({ ...open, expiresAt: new Date("2026-11-24T12:05:00Z") }, now)).toBeNull();
  });
});

describe("cards and bank transfers", () => {
  const paidBy = (payment_type: unknown) =>
    event("checkout_session.finished", null, {
      payment_resource: { payment_intent: { id: "pi_1", status: "succeeded", payment_type } },
    });

  it("reads the method that paid from the session's payment intent, or the intent's own event", () => {
    expect(fintocMethodOfEvent(paidBy("card"))).toBe("card");
    expect(fintocMethodOfEvent(paidBy("bank_transfer"))).toBe("bank_transfer");
    const intent = event("payment_intent.succeeded", null, {
      id: "pi_1",
      object: "payment_intent",
      payment_type: "card",
      payment_resource: undefined,
    });
    expect(fintocMethodOfEvent(intent)).toBe("card");
  });

  it("records no method when the event names none, or one the shop does not offer", () => {
    expect(fintocMethodOfEvent(paidBy(undefined))).toBeNull();
    expect(fintocMethodOfEvent(paidBy("installment"))).toBeNull();
    expect(fintocMethodOfEvent(event("checkout_session.expired", null))).toBeNull();
  });

  it("reads orders saved before the method was recorded as paid with an unknown method", () => {
    const { paidWith: _, ...before } = NEW_FINTOC_PAYMENT;
    expect(fintocPaymentSchema.parse(before).paidWith).toBeNull();
  });

  it("names on the button what the shop's Fintoc account takes", () => {
    expect(fintocButtonCopy(["bank_transfer", "card"])).toEqual({
      label: "Pagar con tarjeta o transferencia bancaria",
      detail: "Débito · Crédito · Transferencia",
    });
    expect(fintocButtonCopy(["card"])).toEqual({ label: "Pagar con tarjeta", detail: "Débito · Crédito" });
    expect(fintocButtonCopy(["bank_transfer"]).label).toBe("Pagar con transferencia bancaria");
  });

  it("tells the order's payment page what Fintoc's will offer", () => {
    expect(fintocMethodsPhrase(["card", "bank_transfer"])).toBe("con tarjeta o transferencia bancaria");
    expect(fintocMethodsPhrase(["card"])).toBe("con tarjeta de débito o crédito");
    expect(fintocMethodsPhrase(["bank_transfer"])).toBe("por transferencia desde tu banco");
  });

  it("asks for at least one method, each once, always in the same order", () => {
    expect(fintocMethodsSchema.safeParse([]).error?.issues[0]?.message).toBe(
      "Elige al menos un medio de pago",
    );
    expect(fintocMethodsSchema.safeParse(["card", "card"]).success).toBe(false);
    expect(fintocMethodsSchema.safeParse(["cash"]).success).toBe(false);
    expect(orderedFintocMethods(["bank_transfer", "card"])).toEqual(["card", "bank_transfer"]);
  });
});
