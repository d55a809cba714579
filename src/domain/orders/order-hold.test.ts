import { describe, expect, it } from "vitest";
import { NEW_FINTOC_PAYMENT } from "./fintoc.ts";
import {
  expiredAt,
  expiryChange,
  formatHoldTime,
  holdEnd,
  isExpiredHold,
  isHolding,
  sweepAt,
} from "./order-hold.ts";

const createdAt = new Date("2026-11-23T15:00:00Z");
const holdUntil = holdEnd(createdAt, 48);

describe("order holds", () => {
  it("end the given hours after checkout", () => {
    expect(holdUntil).toEqual(new Date("2026-11-25T15:00:00Z"));
  });

  it("expire only for pending orders without a proof, once their time has come", () => {
    const order = { status: "pending" as const, proof: null, holdUntil };
    expect(isExpiredHold(order, new Date(holdUntil.getTime() - 1))).toBe(false);
    expect(isExpiredHold(order, holdUntil)).toBe(true);
    const proof = { path: "payment-proofs/o/1.jpg", uploadedAt: createdAt };
    expect(isExpiredHold({ ...order, proof }, holdUntil)).toBe(false);
    expect(isExpiredHold({ ...order, status: "verified" }, holdUntil)).toBe(false);
    // Orders made before holds existed never expire by themselves.
    expect(isExpiredHold({ ...order, holdUntil: null }, holdUntil)).toBe(false);
    expect(isHolding(order)).toBe(true);
    expect(isHolding({ ...order, proof })).toBe(false);
  });

  it("are swept at the hold's end, later while a Fintoc session outlives it, never while something waits", () => {
    const order = { status: "pending" as const, proof: null, holdUntil, fintoc: null };
    expect(sweepAt(order)).toEqual(holdUntil);
    const proof = { path: "payment-proofs/o/1.jpg", uploadedAt: createdAt };
    expect(sweepAt({ ...order, proof })).toBeNull();
    expect(sweepAt({ ...order, status: "verified" })).toBeNull();
    expect(sweepAt({ ...order, holdUntil: null })).toBeNull();

    const later = new Date(holdUntil.getTime() + 20 * 60_000);
    const open = { ...NEW_FINTOC_PAYMENT, sessionId: "cs_1", redirectUrl: "https://pay", expiresAt: later };
    expect(sweepAt({ ...order, fintoc: open })).toEqual(later);
    const earlier = new Date(holdUntil.getTime() - 60_000);
    expect(sweepAt({ ...order, fintoc: { ...open, expiresAt: earlier } })).toEqual(holdUntil);
    expect(sweepAt({ ...order, fintoc: { ...open, outcome: "processing" } })).toBeNull();
    expect(sweepAt({ ...order, fintoc: { ...open, outcome: "failed" } })).toEqual(holdUntil);
  });

  it("say in the history that the system cancelled the order, and when", () => {
    const at = new Date("2026-11-25T15:05:00Z");
    const created = { from: null, to: "pending" as const, at: createdAt, by: null };
    expect(expiredAt({ status: "cancelled", statusHistory: [created, expiryChange(at)] })).toEqual(at);
    const byAdmin = { from: "pending" as const, to: "cancelled" as const, at, by: "admin-uid" };
    expect(expiredAt({ status: "cancelled", statusHistory: [created, byAdmin] })).toBeNull();
  });

  it("are shown in Santiago time", () => {
    expect(formatHoldTime(holdUntil)).toBe("miércoles, 25 de noviembre, 12:00");
  });
});
