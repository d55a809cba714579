/**
 * The WhatsApp message that fits where an order stands (issue 42): the back office opens it
 * prefilled with `wa.me`, the owner edits it there if she likes and sends it herself; the shop sends
 * nothing and pays no API fee. Every message links to the shopper's own order page.
 */
import { formatClp } from "../money.ts";
import { BRAND_NAME } from "../brand.ts";
import { href } from "../shop-paths.ts";
import { describeDispatch } from "./dispatch.ts";
import { formatHoldTime } from "./order-hold.ts";
import type { Order } from "./order.ts";
import { orderStage, STAGE_WORDS, type OrderStage } from "./order-stage.ts";

export const ORDER_MESSAGE_KINDS = [
  "holdEnding",
  "proofRejected",
  "paymentReceived",
  "shipped",
  "readyForPickup",
  "delivered",
  "greeting",
] as const;
export type OrderMessageKind = (typeof ORDER_MESSAGE_KINDS)[number];

/**
 * {numero}, {total} and {enlace} (the order page) in every message; {vence} (the end of the hold),
 * {seguimiento} (courier and tracking number) and {retiro} (the pickup comuna) where they apply.
 * The courier's own tracking page is linked from the order page, so every link sent is the order's.
 */
export const ORDER_MESSAGES: Record<OrderMessageKind, string> = {
  holdEnding:
    "Hola! Tu pedido {numero} ({total}) está reservado hasta el {vence}. Para no perderlo, paga o envía tu comprobante aquí: {enlace}",
  proofRejected:
    "Hola! No pudimos validar el comprobante de tu pedido {numero}. Envía por favor uno donde se vean el monto ({total}), la fecha y la cuenta de destino: {enlace}",
  paymentReceived:
    "Hola! Recibimos el pago de tu pedido {numero} ({total}). ¡Gracias! Te avisaremos cuando esté listo. Aquí puedes seguirlo: {enlace}",
  shipped:
    "Hola! Tu pedido {numero} va en camino: lo enviamos por {seguimiento}. Sigue el envío desde tu pedido: {enlace}",
  readyForPickup:
    "Hola! Tu pedido {numero} está listo para retiro en {retiro}. Coordinemos el día y la hora por aquí. Detalles: {enlace}",
  delivered: `Hola! Tu pedido {numero} fue entregado. ¡Gracias por elegir ${BRAND_NAME}! Esperamos que disfrutes tus piezas. {enlace}`,
  greeting: `Hola! Te escribimos de ${BRAND_NAME} por tu pedido {numero} ({total}): {enlace}`,
};

export const ORDER_MESSAGE_LABELS: Record<OrderMessageKind, string> = {
  holdEnding: "La reserva vence",
  proofRejected: STAGE_WORDS.proofRejected,
  paymentReceived: "Pago recibido",
  shipped: "Despachado",
  readyForPickup: "Listo para retiro",
  delivered: "Entregado",
  greeting: "Saludo (otros casos)",
};

const SHARED_PLACEHOLDERS = ["numero", "total", "enlace"] as const;

/** The placeholders each message may use; {enlace} must be in every one, and the stage's own in its. */
export const MESSAGE_PLACEHOLDERS: Record<
  OrderMessageKind,
  { allowed: readonly string[]; required: readonly string[] }
> = {
  holdEnding: { allowed: [...SHARED_PLACEHOLDERS, "vence"], required: ["enlace", "vence"] },
  proofRejected: { allowed: SHARED_PLACEHOLDERS, required: ["enlace"] },
  paymentReceived: { allowed: SHARED_PLACEHOLDERS, required: ["enlace"] },
  shipped: { allowed: [...SHARED_PLACEHOLDERS, "seguimiento"], required: ["enlace", "seguimiento"] },
  readyForPickup: { allowed: [...SHARED_PLACEHOLDERS, "retiro"], required: ["enlace"] },
  delivered: { allowed: SHARED_PLACEHOLDERS, required: ["enlace"] },
  greeting: { allowed: SHARED_PLACEHOLDERS, required: ["enlace"] },
};

/** What is wrong with a wording the owner wrote for `kind`, in her words; null when it is usable. */
export function messageTemplateProblem(kind: OrderMessageKind, template: string): string | null {
  const { allowed, required } = MESSAGE_PLACEHOLDERS[kind];
  const used = [...template.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1]!);
  const unknown = used.find((name) => !allowed.includes(name));
  if (unknown !== undefined) {
    return `{${unknown}} no es un dato que este mensaje conozca. Usa ${allowed.map((name) => `{${name}}`).join(", ")}.`;
  }
  const missing = required.filter((name) => !used.includes(name));
  if (missing.length > 0) return `Falta ${missing.map((name) => `{${name}}`).join(" y ")}.`;
  return null;
}

const KIND_OF_STAGE: Record<OrderStage, OrderMessageKind> = {
  "awaiting-payment": "holdEnding",
  "proof-rejected": "proofRejected",
  "proof-unreadable": "proofRejected",
  "payment-processing": "greeting",
  "payment-in-review": "greeting",
  verified: "paymentReceived",
  shipped: "shipped",
  ready: "readyForPickup",
  delivered: "delivered",
  cancelled: "greeting",
  expired: "greeting",
};

type MessagedOrder = Parameters<typeof orderStage>[0] & Pick<Order, "id" | "orderNumber" | "totalAmount">;

/** Which message fits: a hold's end only while the order holds its pieces until a known time. */
export function orderMessageKind(order: MessagedOrder): OrderMessageKind {
  const kind = KIND_OF_STAGE[orderStage(order)];
  if (kind === "holdEnding" && !order.holdUntil) return "greeting";
  if (kind === "shipped" && !order.dispatch) return "greeting";
  return kind;
}

/** `template` with each `{name}` of `values` filled in; other braces stay as they are. */
export function fillMessage(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

export interface MessageContext {
  /** The shop's origin: the order page's link is built on it. */
  shopUrl: string;
  /** Where pickup orders are collected: the shop settings' pickup comuna. */
  pickupComuna: string;
  /** The owner's own wording (Configuración), for the kinds she changed. */
  wording?: Partial<Record<OrderMessageKind, string>>;
}

/** The message for the order, in the owner's wording where she has one. */
export function orderMessage(order: MessagedOrder, context: MessageContext): string {
  const kind = orderMessageKind(order);
  return fillMessage(context.wording?.[kind] ?? ORDER_MESSAGES[kind], {
    numero: order.orderNumber,
    total: formatClp(order.totalAmount),
    enlace: new URL(href("order", { orderId: order.id }), context.shopUrl).href,
    vence: order.holdUntil ? formatHoldTime(order.holdUntil) : "",
    seguimiento: order.dispatch ? describeDispatch(order.dispatch) : "",
    retiro: context.pickupComuna,
  });
}
