import { describe, expect, it } from "vitest";
import { makeOrder } from "../testing/make-order.ts";
import { NEW_ORDER_MESSAGES, readableNewOrder } from "./new-order.ts";

const { id: _unused, ...fields } = makeOrder();

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
