/**
 * A new order passes through the same schema every reader of orders uses (the admin's list, the
 * order actions, the hold sweep) before checkout writes it. An order that schema cannot read back
 * would be dropped from the admin's list, could not be changed or cancelled, and the sweep would
 * skip it for ever while it held its pieces: checkout refuses it instead, and writes nothing.
 * The likely case is a mistyped price (34.990 typed as 34.990.000, then 3 units) pushing the total
 * past the most an amount may be.
 */
import type { z } from "zod";
import { formatClp, MAX_CLP_AMOUNT } from "../money.ts";
import { orderSchema, type Order } from "./order.ts";

/** The new order's fields, as checkout builds them. */
export type NewOrderFields = Omit<z.input<typeof orderSchema>, "id">;

export const NEW_ORDER_MESSAGES = {
  unreadable: "No pudimos registrar este pedido con sus datos actuales. Escríbenos para completar tu compra.",
} as const;

export function orderTooLargeMessage(totalAmount: number): string {
  return (
    `El total de este pedido (${formatClp(totalAmount)}) supera el máximo que la tienda puede ` +
    `registrar (${formatClp(MAX_CLP_AMOUNT)}). Quita unidades del carrito o escríbenos para comprarlo.`
  );
}

export type NewOrderCheck =
  | { ok: true; order: Omit<Order, "id"> }
  /** `problem`: which fields failed, for the log; `message`: what the shopper reads. */
  | { ok: false; message: string; problem: string };

/** The stored fields; the id is the document's, added by whoever reads it. */
const storedOrderSchema = orderSchema.omit({ id: true });

/** The order as it will be stored and read back, or why it cannot be written. */
export function readableNewOrder(fields: NewOrderFields): NewOrderCheck {
  const parsed = storedOrderSchema.safeParse(fields);
  if (parsed.success) return { ok: true, order: parsed.data };
  const problem = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
  const tooLarge = fields.totalAmount > MAX_CLP_AMOUNT;
  return {
    ok: false,
    message: tooLarge ? orderTooLargeMessage(fields.totalAmount) : NEW_ORDER_MESSAGES.unreadable,
    problem,
  };
}
