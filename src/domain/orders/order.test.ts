import { describe, expect, it } from "vitest";
import {
  deliveryRefusal,
  formatOrderNumber,
  formatShippingAddress,
  orderNumberPattern,
  statusesFor,
  updateOrderStatusInputSchema,
} from "./order.ts";
import { santiagoDayKey } from "../locale.ts";

describe("order numbers", () => {
  it("formats CHT-YYYYMMDD-NNNN with a zero-padded daily sequence", () => {
    const noonInSantiago = new Date("2026-11-22T15:00:00Z");
    expect(formatOrderNumber(noonInSantiago, 1)).toBe("CHT-20261122-0001");
    expect(formatOrderNumber(noonInSantiago, 137)).toBe("CHT-20261122-0137");
    expect(orderNumberPattern.test(formatOrderNumber(noonInSantiago, 9999))).toBe(true);
  });

  it("takes the day in Santiago, not in UTC", () => {
    // 02:30 UTC on the 23rd is still the evening of the 22nd in Santiago (UTC-3 in November).
    expect(santiagoDayKey(new Date("2026-11-23T02:30:00Z"))).toBe("20261122");
    expect(santiagoDayKey(new Date("2026-11-23T03:30:00Z"))).toBe("20261123");
  });

  it("keeps counting past 9999 in a day, with longer numbers", () => {
    const at = new Date("2026-11-22T15:00:00Z");
    expect(formatOrderNumber(at, 10000)).toBe("CHT-20261122-10000");
    expect(formatOrderNumber(at, 123456)).toBe("CHT-20261122-123456");
    expect(orderNumberPattern.test("CHT-20261122-10000")).toBe(true);
    // One number per sequence: no zero-padded long forms.
    expect(orderNumberPattern.test("CHT-20261122-01000")).toBe(false);
    expect(orderNumberPattern.test("CHT-20261122-999")).toBe(false);
  });

  it("rejects sequences that are not positive whole numbers", () => {
    const at = new Date("2026-11-22T15:00:00Z");
    expect(() => formatOrderNumber(at, 0)).toThrow(/Secuencia de pedido fuera de rango: 0/);
    expect(() => formatOrderNumber(at, -3)).toThrow(/fuera de rango: -3/);
    expect(() => formatOrderNumber(at, 1.5)).toThrow(/fuera de rango: 1.5/);
  });
});

describe("formatShippingAddress", () => {
  it("joins street, number and optional apartment; pickup has no address", () => {
    const shipping = {
      type: "shipping",
      region: "13",
      comuna: "13101",
      street: "Av. Italia",
      number: "1234",
    } as const;
    expect(formatShippingAddress({ ...shipping, apartment: null })).toBe("Av. Italia 1234");
    expect(formatShippingAddress({ ...shipping, apartment: "Depto 5B" })).toBe("Av. Italia 1234, Depto 5B");
    expect(formatShippingAddress({ type: "pickup" })).toBeNull();
  });
});

describe("stages that depend on the delivery", () => {
  const dispatch = { courier: "starken", trackingNumber: "991234567" };
  const message = (input: unknown) => updateOrderStatusInputSchema.safeParse(input).error?.issues[0]?.message;

  it("asks 'Despachado' for its courier and number, one order at a time", () => {
    expect(message({ orderIds: ["a"], status: "shipped", dispatch })).toBeUndefined();
    expect(message({ orderIds: ["a"], status: "shipped" })).toBe(
      "Para despachar, indica el courier y el número de seguimiento.",
    );
    expect(message({ orderIds: ["a", "b"], status: "shipped", dispatch })).toBe(
      "Despacha los pedidos de a uno: cada envío lleva su propio número de seguimiento.",
    );
    expect(message({ orderIds: ["a"], status: "delivered", dispatch })).toBe(
      "El courier y el número de seguimiento son solo para despachar.",
    );
  });

  it("keeps 'Despachado' for shipping orders and 'Listo para retiro' for pickup ones", () => {
    expect(deliveryRefusal({ type: "pickup" }, "shipped")).toMatch(
      /^Un pedido con retiro en tienda no se despacha/,
    );
    expect(deliveryRefusal({ type: "shipping" }, "ready")).toMatch(
      /^Un pedido con envío a domicilio no se retira/,
    );
    expect(deliveryRefusal({ type: "shipping" }, "shipped")).toBeNull();
    expect(statusesFor({ type: "pickup" })).toEqual([
      "pending",
      "verified",
      "ready",
      "delivered",
      "cancelled",
    ]);
    expect(statusesFor({ type: "shipping" })).toEqual([
      "pending",
      "verified",
      "shipped",
      "delivered",
      "cancelled",
    ]);
  });
});
