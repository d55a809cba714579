/**
 * The WhatsApp message that fits where an order stands (issue 42): the back office opens it
 * prefilled with `wa.me`, the owner edits it there if she likes and sends it herself; the shop sends
 * nothing and pays no API fee. Every message links to the shopper's own order page.
 */
import { formatClp } from "../money.ts";
import { BRAND } from "../seo/page-meta.ts";
import { orderPath } from "../shop-paths.ts";
import { formatHoldTime } from "./order-hold.ts";
import type { Order } from "./order.ts";
import { orderStage, type OrderStage } from "./order-stage.ts";

export type OrderMessageKind = "holdEnding" | "proofRejected" | "paymentReceived" | "delivered" | "greeting";

/** {numero}, {total}, {enlace} (the order page), {vence} (the end of the hold). */
export const ORDER_MESSAGES: Record<OrderMessageKind, string> = {
  holdEnding:
    "Hola! Tu pedido {numero} ({total}) está reservado hasta el {vence}. Para no perderlo, paga o envía tu comprobante aquí: {enlace}",
  proofRejected:
    "Hola! No pudimos validar el comprobante de tu pedido {numero}. Envía por favor uno donde se vean el monto ({total}), la fecha y la cuenta de destino: {enlace}",
  paymentReceived:
    "Hola! Recibimos el pago de tu pedido {numero} ({total}). ¡Gracias! Te avisaremos cuando esté listo. Aquí puedes seguirlo: {enlace}",
  delivered: `Hola! Tu pedido {numero} fue entregado. ¡Gracias por elegir ${BRAND}! Esperamos que disfrutes tus piezas. {enlace}`,
  greeting: `Hola! Te escribimos de ${BRAND} por tu pedido {numero} ({total}): {enlace}`,
};

const KIND_OF_STAGE: Record<OrderStage, OrderMessageKind> = {
  "awaiting-payment": "holdEnding",
  "proof-rejected": "proofRejected",
  "proof-unreadable": "proofRejected",
  "payment-processing": "greeting",
  "payment-in-review": "greeting",
  verified: "paymentReceived",
  delivered: "delivered",
  cancelled: "greeting",
  expired: "greeting",
};

type MessagedOrder = Parameters<typeof orderStage>[0] & Pick<Order, "id" | "orderNumber" | "totalAmount">;

/** Which message fits: a hold's end only while the order holds its pieces until a known time. */
export function orderMessageKind(order: MessagedOrder): OrderMessageKind {
  const kind = KIND_OF_STAGE[orderStage(order)];
  return kind === "holdEnding" && !order.holdUntil ? "greeting" : kind;
}

/** `template` with each `{name}` of `values` filled in; other braces stay as they are. */
export function fillMessage(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

/** The message for the order, its link on the shop at `shopUrl` (the site's origin). */
export function orderMessage(order: MessagedOrder, shopUrl: string): string {
  return fillMessage(ORDER_MESSAGES[orderMessageKind(order)], {
    numero: order.orderNumber,
    total: formatClp(order.totalAmount),
    enlace: new URL(orderPath(order.id), shopUrl).href,
    vence: order.holdUntil ? formatHoldTime(order.holdUntil) : "",
  });
}
