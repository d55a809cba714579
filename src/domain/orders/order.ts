/**
 * Orders: statuses, payment methods, delivery, and the daily order number. An order's id is the
 * random idempotency key of the checkout that created it; the human order number is a field
 * taken from a per-day counter document.
 */
import { z } from "zod";
import { fintocPaymentSchema } from "./fintoc.ts";
import { dispatchInputSchema, dispatchSchema } from "./dispatch.ts";
import { orderDiscountSchema, shippingChargeSchema } from "./order-amounts.ts";
import { santiagoDayKey } from "../locale.ts";
import { clpAmountSchema } from "../money.schema.ts";

/**
 * In the order an order goes through them. "shipped" (sent with a courier) is only for shipping
 * orders and "ready" (waiting at the pickup point) only for pickup orders (issue 42).
 */
export const ORDER_STATUSES = ["pending", "verified", "shipped", "ready", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Pendiente",
  verified: "Pago verificado",
  shipped: "Despachado",
  ready: "Listo para retiro",
  delivered: "Entregado",
  cancelled: "Cancelado",
};

export const PAYMENT_METHODS = ["FINTOC_LINK", "TRANSFERENCIA_DIRECTA"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const DELIVERY_TYPES = ["pickup", "shipping"] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

export const ORDER_NUMBER_PREFIX = "CHT";

/**
 * CHT-YYYYMMDD-NNNN; the sequence starts at 1 each Santiago day. A day past 9999 orders goes on
 * with longer numbers (CHT-…-10000) rather than refusing every checkout until midnight.
 */
export function formatOrderNumber(at: Date, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`Secuencia de pedido fuera de rango: ${sequence}`);
  }
  return `${ORDER_NUMBER_PREFIX}-${santiagoDayKey(at)}-${String(sequence).padStart(4, "0")}`;
}

/** `orderCounters/{YYYYMMDD}`: the last sequence given out that Santiago day. */
export const orderCounterSchema = z.object({ lastSequence: z.number().int().min(1) });
export type OrderCounter = z.infer<typeof orderCounterSchema>;

export const orderNumberPattern = /^CHT-\d{8}-(?:\d{4}|[1-9]\d{4,})$/;

export const orderItemSchema = z.object({
  productId: z.string().uuid(),
  name: z.string().min(1),
  price: clpAmountSchema,
  imageUrl: z.string().nullable(),
  quantity: z.number().int().min(1),
  subtotal: clpAmountSchema,
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const deliverySchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("pickup") }),
  z.object({
    type: z.literal("shipping"),
    region: z.string().min(1),
    comuna: z.string().min(1),
    street: z.string().min(1),
    number: z.string().min(1),
    apartment: z.string().nullable(),
  }),
]);
export type Delivery = z.infer<typeof deliverySchema>;

/** Why the system changed an order by itself (no admin did it). */
export const STATUS_CHANGE_REASONS = ["hold-expired"] as const;
export type StatusChangeReason = (typeof STATUS_CHANGE_REASONS)[number];

/** `by` in a status change the shop made by itself (an expired hold), not an admin. */
export const SYSTEM_ACTOR = "sistema";

export const statusChangeSchema = z.object({
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES),
  at: z.date(),
  /** An admin's name (never an e-mail), SYSTEM_ACTOR, or null for the checkout that made the order. */
  by: z.string().nullable(),
  /** The admin account's uid, when an admin made the change. */
  byUid: z.string().optional(),
  reason: z.enum(STATUS_CHANGE_REASONS).optional(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

export const orderSchema = z.object({
  id: z.string().min(1),
  orderNumber: z.string().regex(orderNumberPattern),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  customer: z.object({
    whatsapp: z.string().min(1),
    instagram: z.string().nullable(),
    email: z.string().nullable(),
  }),
  delivery: deliverySchema,
  neckSizeCm: z.number().positive().nullable(),
  items: z.array(orderItemSchema).min(1),
  /** The discount code's share, taken off the pieces (order-amounts.ts); null without a code. */
  discount: orderDiscountSchema.nullable().default(null),
  /** What delivery costs; null on orders made before shipping costs (read with `orderShipping`). */
  shipping: shippingChargeSchema.nullable().default(null),
  /** What the shopper pays the shop: the pieces, less the discount, plus charged shipping. */
  totalAmount: clpAmountSchema,
  /** The proof of transfer an admin has still to review; `reviewBy` is when (null before reviews existed). */
  proof: z
    .object({ path: z.string(), uploadedAt: z.date(), reviewBy: z.date().nullable().default(null) })
    .nullable(),
  /** Proofs counted against the order's limit (payment-proof.ts): its first and each replacement. */
  proofCount: z.number().int().min(0).default(0),
  /** When an admin last rejected a proof of this order; the shopper may send another. */
  proofRejectedAt: z.date().nullable().default(null),
  /** When the shopper sent the last file refused as not a readable image (its upload time); their page says so. */
  proofRefusedAt: z.date().nullable().default(null),
  /** When the owner was last e-mailed about this order's proofs (at most one e-mail every 6 h). */
  proofNoticeAt: z.date().nullable().default(null),
  /** Until when a pending order without proof holds its pieces; null on orders made before holds. */
  holdUntil: z.date().nullable().default(null),
  /** The hold before a Fintoc session pushed it (by at most 30 minutes, fintoc.ts); null while none has. */
  holdExtendedFrom: z.date().nullable().default(null),
  /** When the hold sweep may cancel the order (order-hold.ts, `sweepAt`); null while nothing can expire it. */
  sweepAt: z.date().nullable().default(null),
  /** The Fintoc checkout of an order paid by the payment-link button; null without Fintoc. */
  fintoc: fintocPaymentSchema.nullable().default(null),
  /** The courier and tracking number, kept from "Despachado" on; null before (and if moved back). */
  dispatch: dispatchSchema.nullable().default(null),
  statusHistory: z.array(statusChangeSchema),
  createdAt: z.date(),
  confirmedAt: z.date().nullable(),
});
export type Order = z.infer<typeof orderSchema>;
/** An order as stored: every field the schema reads, none left to a default; the id is the document's. */
export type StoredOrder = Omit<Order, "id">;

/** "Calle 123, depto 4" — the single address line shown on order pages. */
export function formatShippingAddress(delivery: Delivery): string | null {
  if (delivery.type !== "shipping") return null;
  const line = `${delivery.street} ${delivery.number}`;
  return delivery.apartment ? `${line}, ${delivery.apartment}` : line;
}

/** Most orders one admin action (a bulk status change or deletion) may touch. */
export const MAX_ORDERS_PER_ACTION = 100;

const orderIdsSchema = z
  .array(z.string().min(1).max(128), { error: "Elige al menos un pedido." })
  .min(1, "Elige al menos un pedido.")
  .max(MAX_ORDERS_PER_ACTION, `Puedes cambiar hasta ${MAX_ORDERS_PER_ACTION} pedidos a la vez.`);

/**
 * A status for some orders. "Despachado" carries its courier and tracking number, so it is set on
 * one order at a time: each shipment has its own number.
 */
export const updateOrderStatusInputSchema = z
  .strictObject({
    orderIds: orderIdsSchema,
    status: z.enum(ORDER_STATUSES, { error: "Estado de pedido desconocido." }),
    // Callables send an unset field as null.
    dispatch: dispatchInputSchema.nullish(),
  })
  .check((context) => {
    const { status, dispatch, orderIds } = context.value;
    const refuse = (message: string) => context.issues.push({ code: "custom", input: dispatch, message });
    if (status !== "shipped" && dispatch)
      refuse("El courier y el número de seguimiento son solo para despachar.");
    if (status === "shipped" && !dispatch)
      refuse("Para despachar, indica el courier y el número de seguimiento.");
    if (status === "shipped" && orderIds.length > 1) {
      refuse("Despacha los pedidos de a uno: cada envío lleva su propio número de seguimiento.");
    }
  });
export type UpdateOrderStatusInput = z.input<typeof updateOrderStatusInputSchema>;

/** Why an order cannot take `status` given how it is delivered; null when it can. */
export function deliveryRefusal(delivery: Pick<Delivery, "type">, status: OrderStatus): string | null {
  if (status === "shipped" && delivery.type === "pickup") {
    return "Un pedido con retiro en tienda no se despacha: márcalo «Listo para retiro».";
  }
  if (status === "ready" && delivery.type === "shipping") {
    return "Un pedido con envío a domicilio no se retira: márcalo «Despachado».";
  }
  return null;
}

/** The statuses an order may be given, as the back office offers them. */
export function statusesFor(delivery: Pick<Delivery, "type">): OrderStatus[] {
  return ORDER_STATUSES.filter((status) => deliveryRefusal(delivery, status) === null);
}

export const deleteOrdersInputSchema = z.strictObject({ orderIds: orderIdsSchema });
export type DeleteOrdersInput = z.infer<typeof deleteOrdersInputSchema>;

/** What a bulk admin action did: the orders it changed, and why each of the others could not be. */
export interface OrderActionResult {
  done: string[];
  failed: { orderId: string; message: string }[];
}

export const rejectProofInputSchema = z.strictObject({
  orderId: z.string({ error: "Elige un pedido." }).min(1, "Elige un pedido.").max(128),
  /** The proof the admin looked at; a newer one is never rejected unseen. */
  proofPath: z
    .string({ error: "Falta el comprobante a rechazar." })
    .min(1, "Falta el comprobante a rechazar.")
    .max(512),
});
export type RejectProofInput = z.infer<typeof rejectProofInputSchema>;
