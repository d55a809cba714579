/**
 * What an order charges: its pieces, less a discount code, plus shipping. One function computes it
 * for the cart's preview (comfort) and for createOrder (truth), so the total a shopper is shown is
 * the total she is charged. Every amount is whole pesos:
 *
 *     total = Σ lines − discount + shipping,   0 ≤ discount ≤ Σ lines
 *
 * A percentage rounds up to the peso, in the shopper's favour (15 % of $12.990 is $1.949, not
 * $1.948). A code discounts the pieces, never the shipping; a free-shipping threshold compares the
 * pieces after the discount, so a code cannot buy free shipping the shopper did not reach.
 */
import { z } from "zod";
import { clpAmountSchema } from "../money.schema.ts";
import { formatClp } from "../money.ts";
import type { Order } from "./order.ts";

/** A shipping rate as the owner sets it for a región or a comuna. */
export const shippingRateSchema = z.discriminatedUnion("kind", [
  /** "Por pagar": the shopper pays the courier on receipt (the specification's default). */
  z.object({ kind: z.literal("on-delivery") }),
  z.object({ kind: z.literal("price"), amount: clpAmountSchema }),
]);
export type ShippingRate = z.infer<typeof shippingRateSchema>;

/** What an order's delivery costs, as the order stores it. */
export const shippingChargeSchema = z.discriminatedUnion("kind", [
  /** Retiro: nothing to pay for delivery. */
  z.object({ kind: z.literal("pickup") }),
  /** Paid to the courier on receipt; not part of the total. */
  z.object({ kind: z.literal("on-delivery") }),
  /** Part of the total; 0 when the order reached the free-shipping threshold. */
  z.object({ kind: z.literal("charged"), amount: clpAmountSchema }),
]);
export type ShippingCharge = z.infer<typeof shippingChargeSchema>;

/** Most a percentage code may take off: all of it. */
/** How the discount code is named, at checkout and in the owner's CSV. */
export const DISCOUNT_CODE_LABEL = "Código de descuento";

export const MAX_DISCOUNT_PERCENT = 100;

/** What a discount code grants: a whole percentage of the pieces, or a fixed amount in pesos. */
export const discountRuleSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("percent"), percent: z.number().int().min(1).max(MAX_DISCOUNT_PERCENT) }),
  z.object({ kind: z.literal("amount"), amount: clpAmountSchema.min(1) }),
]);
export type DiscountRule = z.infer<typeof discountRuleSchema>;

/** The discount an order got: which code, what it granted, and the pesos it took off the pieces. */
export const orderDiscountSchema = z.object({
  /** The code as the shop stores it (upper case). */
  code: z.string().min(1),
  rule: discountRuleSchema,
  amount: clpAmountSchema,
});
export type OrderDiscount = z.infer<typeof orderDiscountSchema>;

/** The pesos a rule takes off pieces worth `piecesSubtotal`: never more than the pieces. */
export function discountAmount(piecesSubtotal: number, rule: DiscountRule): number {
  // subtotal × percent is an exact integer (at most 10¹⁰), so ceil sees no rounding error.
  const amount = rule.kind === "percent" ? Math.ceil((piecesSubtotal * rule.percent) / 100) : rule.amount;
  return Math.min(amount, piecesSubtotal);
}

export interface AmountsInput {
  /** Each line's subtotal (price × quantity). */
  lineSubtotals: readonly number[];
  discount: DiscountRule | null;
  delivery: "pickup" | "shipping";
  /** The rate for the chosen comuna (shipping only; null while none is chosen: on delivery). */
  rate: ShippingRate | null;
  /** Pieces worth at least this much (after the discount) ship free; null: no threshold. */
  freeShippingFrom: number | null;
}

export interface OrderAmounts {
  piecesSubtotal: number;
  discount: number;
  shipping: ShippingCharge;
  total: number;
}

export function shippingCharge(
  delivery: "pickup" | "shipping",
  rate: ShippingRate | null,
  piecesAfterDiscount: number,
  freeShippingFrom: number | null,
): ShippingCharge {
  if (delivery === "pickup") return { kind: "pickup" };
  if (!rate || rate.kind === "on-delivery") return { kind: "on-delivery" };
  const free = freeShippingFrom !== null && piecesAfterDiscount >= freeShippingFrom;
  return { kind: "charged", amount: free ? 0 : rate.amount };
}

/** The amounts of an order about to be placed (the cart's preview and checkout's truth). */
export function orderAmounts(input: AmountsInput): OrderAmounts {
  const piecesSubtotal = input.lineSubtotals.reduce((sum, subtotal) => sum + subtotal, 0);
  const discount = input.discount ? discountAmount(piecesSubtotal, input.discount) : 0;
  const shipping = shippingCharge(
    input.delivery,
    input.rate,
    piecesSubtotal - discount,
    input.freeShippingFrom,
  );
  return { piecesSubtotal, discount, shipping, total: piecesSubtotal - discount + shippingPesos(shipping) };
}

/** The pesos of a shipping charge that are part of the total. */
export function shippingPesos(shipping: ShippingCharge): number {
  return shipping.kind === "charged" ? shipping.amount : 0;
}

/**
 * An order's shipping as stored; orders made before shipping costs existed have none and were
 * "por pagar" (or pickup).
 */
export function orderShipping(order: Pick<Order, "shipping" | "delivery">): ShippingCharge {
  if (order.shipping) return order.shipping;
  return order.delivery.type === "pickup" ? { kind: "pickup" } : { kind: "on-delivery" };
}

/** The amounts of an order already placed, for every page, e-mail and file that shows one. */
export function placedOrderAmounts(
  order: Pick<Order, "items" | "discount" | "shipping" | "delivery" | "totalAmount">,
): OrderAmounts {
  return {
    piecesSubtotal: order.items.reduce((sum, item) => sum + item.subtotal, 0),
    discount: order.discount?.amount ?? 0,
    shipping: orderShipping(order),
    total: order.totalAmount,
  };
}

export const SHIPPING_LABELS = {
  onDelivery: "Por pagar al recibir",
  free: "Gratis",
  pickup: "Retiro sin costo",
} as const;

/** The shipping line as the shopper and the owner read it: "$4.990", "Gratis", "Por pagar al recibir". */
export function shippingLabel(shipping: ShippingCharge): string {
  switch (shipping.kind) {
    case "pickup":
      return SHIPPING_LABELS.pickup;
    case "on-delivery":
      return SHIPPING_LABELS.onDelivery;
    case "charged":
      return shipping.amount === 0 ? SHIPPING_LABELS.free : formatClp(shipping.amount);
  }
}

/** "15 %" or "$5.000": what a code grants, as the owner set it. */
export function discountRuleLabel(rule: DiscountRule): string {
  return rule.kind === "percent" ? `${rule.percent} %` : formatClp(rule.amount);
}

/** An order's amounts as the lines every summary shows (cart, order pages, back office, e-mail). */
export interface AmountsRow {
  kind: "pieces" | "discount" | "shipping" | "total";
  label: string;
  value: string;
}

/** What the shipping line says while home delivery has no comuna yet. */
export const SHIPPING_PENDING = "Según tu comuna";

/** Pieces, the discount when it takes something off, delivery, and the total. */
export function amountsRows(
  amounts: OrderAmounts,
  discountCode: string | null,
  options: { shippingPending?: boolean } = {},
): AmountsRow[] {
  const rows: AmountsRow[] = [
    { kind: "pieces", label: "Subtotal", value: formatClp(amounts.piecesSubtotal) },
  ];
  if (amounts.discount > 0)
    rows.push({
      kind: "discount",
      label: discountCode ? `Descuento (${discountCode})` : "Descuento",
      value: `−${formatClp(amounts.discount)}`,
    });
  rows.push({
    kind: "shipping",
    label: amounts.shipping.kind === "pickup" ? "Entrega" : "Envío",
    value: options.shippingPending ? SHIPPING_PENDING : shippingLabel(amounts.shipping),
  });
  rows.push({ kind: "total", label: "Total", value: formatClp(amounts.total) });
  return rows;
}
