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
import type { CheckoutInput } from "./checkout.ts";
import type { FintocPayment } from "./fintoc.ts";
import type { OrderAmounts, OrderDiscount } from "./order-amounts.ts";
import { sweepAt } from "./order-hold.ts";
import { orderSchema, type Delivery, type OrderItem, type StoredOrder } from "./order.ts";

/** The new order's fields, as checkout builds them. */
export type NewOrderFields = Omit<z.input<typeof orderSchema>, "id">;

/** What checkout decided, from which the new order follows. */
export interface NewOrderFacts {
  orderNumber: string;
  input: Pick<CheckoutInput, "paymentMethod" | "whatsapp">;
  delivery: Delivery;
  items: OrderItem[];
  discount: OrderDiscount | null;
  amounts: Pick<OrderAmounts, "shipping" | "total">;
  holdUntil: Date;
  /** The Fintoc checkout the order will be paid through; null for a transfer. */
  fintoc: FintocPayment | null;
  now: Date;
}

/**
 * The order checkout writes: pending, holding its pieces until `holdUntil`, with no proof yet.
 * Every field is named here, so a field added to the order's schema is added here too, or the
 * build fails.
 */
export function newOrder(facts: NewOrderFacts): StoredOrder {
  const { now, holdUntil, fintoc } = facts;
  return {
    orderNumber: facts.orderNumber,
    status: "pending",
    paymentMethod: facts.input.paymentMethod,
    customer: { whatsapp: facts.input.whatsapp, instagram: null, email: null },
    delivery: facts.delivery,
    neckSizeCm: null,
    items: facts.items,
    discount: facts.discount,
    shipping: facts.amounts.shipping,
    totalAmount: facts.amounts.total,
    proof: null,
    proofCount: 0,
    proofRejectedAt: null,
    proofRefusedAt: null,
    proofNoticeAt: null,
    holdUntil,
    holdExtendedFrom: null,
    sweepAt: sweepAt({ status: "pending", proof: null, holdUntil, fintoc }),
    fintoc,
    dispatch: null,
    statusHistory: [{ from: null, to: "pending", at: now, by: null }],
    createdAt: now,
    confirmedAt: null,
  };
}

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
  | { ok: true; order: StoredOrder }
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
