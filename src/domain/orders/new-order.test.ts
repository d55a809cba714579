import { describe, expect, it } from "vitest";
import { makeOrder } from "../testing/make-order.ts";
import { NEW_FINTOC_PAYMENT } from "./fintoc.ts";
import { NEW_ORDER_MESSAGES, newOrder, readableNewOrder, type NewOrderFacts } from "./new-order.ts";
import { orderSchema } from "./order.ts";

const { id: _unused, ...fields } = makeOrder();

describe("newOrder", () => {
  const now = new Date("2026-11-22T15:00:00Z");
  const holdUntil = new Date("2026-11-23T15:00:00Z");
  const facts: NewOrderFacts = {
    orderNumber: "CHT-20261122-0007",
    input: { paymentMethod: "TRANSFERENCIA_DIRECTA", whatsapp: "+56912345678" },
    delivery: { type: "pickup" },
    items: fields.items,
    discount: null,
    amounts: { shipping: { kind: "pickup" }, total: 2000 },
    holdUntil,
    fintoc: null,
    now,
  };

  it("is a pending order that holds its pieces until the hold ends, created by checkout", () => {
    expect(newOrder(facts)).toEqual({
      ...fields,
      orderNumber: "CHT-20261122-0007",
      holdUntil,
      sweepAt: holdUntil,
      statusHistory: [{ from: null, to: "pending", at: now, by: null }],
      createdAt: now,
    });
  });

  it("reads back through the order's schema as it was built, with no field left to a default", () => {
    const order = newOrder(facts);
    expect(orderSchema.omit({ id: true }).strict().parse(order)).toEqual(order);
  });

  it("keeps the discount, the shipping charge and the total checkout worked out", () => {
    const discount = { code: "BIENVENIDA", rule: { kind: "percent" as const, percent: 10 }, amount: 200 };
    const order = newOrder({
      ...facts,
      discount,
      amounts: { shipping: { kind: "charged", amount: 3500 }, total: 5300 },
    });
    expect(order).toMatchObject({ discount, shipping: { kind: "charged", amount: 3500 }, totalAmount: 5300 });
  });

  it("with a Fintoc checkout still to open, may be swept when the hold ends", () => {
    const order = newOrder({
      ...facts,
      input: { ...facts.input, paymentMethod: "FINTOC_LINK" },
      fintoc: NEW_FINTOC_PAYMENT,
    });
    expect(order).toMatchObject({
      paymentMethod: "FINTOC_LINK",
      fintoc: NEW_FINTOC_PAYMENT,
      sweepAt: holdUntil,
    });
  });
});

describe("readableNewOrder", () => {
  it("gives the order as the schema reads it back", () => {
    const checked = readableNewOrder(fields);
    expect(checked).toEqual({ ok: true, order: fields });
  });

  it("refuses a total past the most an amount may be, saying the total and what to do", () => {
    // 34.990 typed as 34.990.000, and 3 units.
    const item = { ...fields.items[0]!, price: 34_990_000, quantity: 3, subtotal: 104_970_000 };
    const checked = readableNewOrder({ ...fields, items: [item], totalAmount: 104_970_000 });
    expect(checked).toMatchObject({
      ok: false,
      message:
        "El total de este pedido ($104.970.000) supera el máximo que la tienda puede registrar " +
        "($100.000.000). Quita unidades del carrito o escríbenos para comprarlo.",
    });
    expect(!checked.ok && checked.problem).toMatch(/items\.0\.subtotal.*totalAmount/);
  });

  it("refuses, in Spanish, any other order the schema could not read back", () => {
    const checked = readableNewOrder({ ...fields, orderNumber: "pedido-1" });
    expect(checked).toMatchObject({ ok: false, message: NEW_ORDER_MESSAGES.unreadable });
    expect(!checked.ok && checked.problem).toMatch(/^orderNumber: /);
  });
});
