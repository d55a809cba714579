import { describe, expect, it } from "vitest";
import {
  fintocEventSchema,
  fintocOutcomeOf,
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
  it("a finished session pays only when its payment intent succeeded", () => {
    expect(fintocOutcomeOf(event("checkout_session.finished", "succeeded"))).toBe("paid");
    expect(fintocOutcomeOf(event("checkout_session.finished", "failed"))).toBe("failed");
    expect(fintocOutcomeOf(event("checkout_session.finished", null))).toBe("failed");
    expect(fintocOutcomeOf(event("checkout_session.completed", "succeeded"))).toBe("paid");
    expect(fintocOutcomeOf(event("checkout_session.completed", "rejected"))).toBe("failed");
    expect(fintocOutcomeOf(event("checkout_session.expired", null))).toBe("expired");
    expect(fintocOutcomeOf(event("payment_intent.succeeded", "succeeded"))).toBeNull();
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

describe("reusing a checkout session", () => {
  const now = new Date("2026-11-24T12:00:00Z");
  const open = {
    sessionId: "cs_1",
    redirectUrl: "https://pay.fintoc.com/cs_1",
    expiresAt: new Date("2026-11-25T12:00:00Z"),
    outcome: null,
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
