import { describe, expect, it } from "vitest";
import { decideDiscount, DISCOUNT_MESSAGES, normalizeDiscountCode, santiagoDay } from "./discount-code.ts";
import { makeDiscountCode } from "../testing/make-discount-code.ts";

const code = makeDiscountCode;
// 00:30 on 1 December in Santiago (UTC−3 in summer).
const firstOfDecemberSantiago = new Date("2026-12-01T03:30:00Z");
const cart = { piecesSubtotal: 12_990, usesByNumber: 0, now: firstOfDecemberSantiago };

describe("decideDiscount", () => {
  it("grants the rule's discount, rounded up to the peso", () => {
    expect(decideDiscount(code(), cart)).toEqual({
      ok: true,
      code: "VERANO15",
      rule: { kind: "percent", percent: 15 },
      amount: 1_949,
    });
  });

  it("says a missing or paused code does not exist", () => {
    expect(decideDiscount(null, cart)).toMatchObject({ ok: false, reason: "notFound" });
    expect(decideDiscount(code({ active: false }), cart)).toEqual({
      ok: false,
      reason: "notFound",
      message: DISCOUNT_MESSAGES.notFound,
    });
  });

  it("reads its dates as Santiago days, both included", () => {
    // 23:30 on 30 November in Santiago is already 1 December in UTC.
    const lateOn30th = new Date("2026-12-01T02:30:00Z");
    expect(santiagoDay(lateOn30th)).toBe("2026-11-30");
    expect(decideDiscount(code({ startsOn: "2026-12-01" }), { ...cart, now: lateOn30th })).toEqual({
      ok: false,
      reason: "notStarted",
      message: "Este código aún no empieza: vale desde el 01-12-2026.",
    });
    expect(decideDiscount(code({ startsOn: "2026-12-01", endsOn: "2026-12-01" }), cart).ok).toBe(true);
    expect(decideDiscount(code({ endsOn: "2026-11-30" }), cart)).toEqual({
      ok: false,
      reason: "expired",
      message: "Este código venció el 30-11-2026.",
    });
    expect(decideDiscount(code({ endsOn: "2026-11-30" }), { ...cart, now: lateOn30th }).ok).toBe(true);
  });

  it("says how much is missing to reach the minimum", () => {
    expect(decideDiscount(code({ minSubtotal: 20_000 }), cart)).toEqual({
      ok: false,
      reason: "minimum",
      message: "Este código es para compras desde $20.000. Agrega $7.010 más en piezas para usarlo.",
    });
    expect(decideDiscount(code({ minSubtotal: 12_990 }), cart).ok).toBe(true);
  });

  it("counts the uses of this number and of everyone", () => {
    expect(decideDiscount(code({ maxUsesPerWhatsapp: 1 }), { ...cart, usesByNumber: 1 })).toEqual({
      ok: false,
      reason: "usedByNumber",
      message: DISCOUNT_MESSAGES.usedByNumber,
    });
    expect(decideDiscount(code({ maxUsesPerWhatsapp: 2 }), { ...cart, usesByNumber: 1 }).ok).toBe(true);
    expect(decideDiscount(code({ maxUses: 10, uses: 10 }), cart)).toEqual({
      ok: false,
      reason: "exhausted",
      message: DISCOUNT_MESSAGES.exhausted,
    });
    expect(decideDiscount(code({ maxUses: 10, uses: 9 }), cart).ok).toBe(true);
  });

  it("never takes off more than the pieces", () => {
    const decision = decideDiscount(code({ rule: { kind: "amount", amount: 20_000 } }), cart);
    expect(decision).toMatchObject({ ok: true, amount: 12_990 });
  });
});

describe("normalizeDiscountCode", () => {
  it("reads codes without regard to case or surrounding spaces", () => {
    expect(normalizeDiscountCode("  verano15 ")).toBe("VERANO15");
  });
});
