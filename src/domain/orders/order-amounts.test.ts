import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_CLP_AMOUNT } from "../money.ts";
import {
  discountAmount,
  orderAmounts,
  placedOrderAmounts,
  shippingLabel,
  shippingPesos,
  type DiscountRule,
  type ShippingRate,
} from "./order-amounts.ts";

const peso = (max = 2_000_000) => fc.integer({ min: 0, max });
const rule: fc.Arbitrary<DiscountRule> = fc.oneof(
  fc.record({ kind: fc.constant("percent" as const), percent: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ kind: fc.constant("amount" as const), amount: fc.integer({ min: 1, max: 5_000_000 }) }),
);
const rate: fc.Arbitrary<ShippingRate> = fc.oneof(
  fc.constant({ kind: "on-delivery" as const }),
  fc.record({ kind: fc.constant("price" as const), amount: peso(100_000) }),
);

describe("orderAmounts", () => {
  it("holds total = Σ lines − discount + shipping and 0 ≤ discount ≤ Σ lines for any cart, code and rate", () => {
    fc.assert(
      fc.property(
        fc.array(peso(), { minLength: 1, maxLength: 30 }),
        fc.option(rule, { nil: null }),
        fc.constantFrom("pickup" as const, "shipping" as const),
        fc.option(rate, { nil: null }),
        fc.option(peso(), { nil: null }),
        (lineSubtotals, discount, delivery, shippingRate, freeShippingFrom) => {
          const amounts = orderAmounts({
            lineSubtotals,
            discount,
            delivery,
            rate: shippingRate,
            freeShippingFrom,
          });
          const lines = lineSubtotals.reduce((sum, line) => sum + line, 0);
          expect(amounts.piecesSubtotal).toBe(lines);
          expect(Number.isInteger(amounts.discount)).toBe(true);
          expect(amounts.discount).toBeGreaterThanOrEqual(0);
          expect(amounts.discount).toBeLessThanOrEqual(lines);
          expect(amounts.total).toBe(lines - amounts.discount + shippingPesos(amounts.shipping));
          expect(amounts.total).toBeLessThanOrEqual(lines + 100_000);
          if (delivery === "pickup") expect(amounts.shipping).toEqual({ kind: "pickup" });
        },
      ),
    );
  });

  it("rounds a percentage to the peso in the shopper's favour", () => {
    expect(discountAmount(12_990, { kind: "percent", percent: 15 })).toBe(1_949);
    expect(discountAmount(10_000, { kind: "percent", percent: 15 })).toBe(1_500);
    expect(discountAmount(MAX_CLP_AMOUNT, { kind: "percent", percent: 33 })).toBe(33_000_000);
    expect(discountAmount(3, { kind: "percent", percent: 50 })).toBe(2);
  });

  it("never takes off more than the pieces, and never off the shipping", () => {
    const amounts = orderAmounts({
      lineSubtotals: [4_000],
      discount: { kind: "amount", amount: 10_000 },
      delivery: "shipping",
      rate: { kind: "price", amount: 3_990 },
      freeShippingFrom: null,
    });
    expect(amounts).toEqual({
      piecesSubtotal: 4_000,
      discount: 4_000,
      shipping: { kind: "charged", amount: 3_990 },
      total: 3_990,
    });
  });

  it("ships free from the threshold, counted after the discount", () => {
    const at = (discount: DiscountRule | null) =>
      orderAmounts({
        lineSubtotals: [30_000, 20_000],
        discount,
        delivery: "shipping",
        rate: { kind: "price", amount: 4_990 },
        freeShippingFrom: 50_000,
      }).shipping;
    expect(at(null)).toEqual({ kind: "charged", amount: 0 });
    expect(at({ kind: "percent", percent: 10 })).toEqual({ kind: "charged", amount: 4_990 });
  });

  it("leaves shipping to be paid on receipt without a rate, as the specification's default", () => {
    const amounts = orderAmounts({
      lineSubtotals: [24_990],
      discount: null,
      delivery: "shipping",
      rate: null,
      freeShippingFrom: 10_000,
    });
    expect(amounts.shipping).toEqual({ kind: "on-delivery" });
    expect(amounts.total).toBe(24_990);
    expect(shippingLabel(amounts.shipping)).toBe("Por pagar al recibir");
  });

  it("reads orders made before shipping costs as paid on receipt, or pickup", () => {
    const item = {
      productId: "p",
      name: "Collar",
      price: 10_000,
      imageUrl: null,
      quantity: 2,
      subtotal: 20_000,
    };
    const old = { items: [item], discount: null, shipping: null, totalAmount: 20_000 };
    expect(
      placedOrderAmounts({
        ...old,
        delivery: {
          type: "shipping",
          region: "RM",
          comuna: "Ñuñoa",
          street: "A",
          number: "1",
          apartment: null,
        },
      }),
    ).toEqual({ piecesSubtotal: 20_000, discount: 0, shipping: { kind: "on-delivery" }, total: 20_000 });
    expect(placedOrderAmounts({ ...old, delivery: { type: "pickup" } }).shipping).toEqual({ kind: "pickup" });
    expect(shippingLabel({ kind: "charged", amount: 4_990 })).toBe("$4.990");
    expect(shippingLabel({ kind: "charged", amount: 0 })).toBe("Gratis");
  });
});
