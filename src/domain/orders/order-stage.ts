/**
 * Where an order stands, as its shopper reads it on the order pages. The status alone does not say
 * enough: a pending order may be waiting for a payment (and holding its pieces until when) or have
 * a proof under review, and a cancelled one may have expired unpaid.
 */
import { describeDispatch } from "./dispatch.ts";
import { FINTOC_ACTOR } from "./fintoc.ts";
import { expiredAt, formatHoldTime } from "./order-hold.ts";
import type { Order } from "./order.ts";
import { PROOF_FORMATS_LABEL } from "./payment-proof.ts";

/** Stage words the back office's badges, toasts and messages say too. */
export const STAGE_WORDS = {
  proofRejected: "Comprobante rechazado",
  proofReceived: "Recibimos tu comprobante",
  holdExpired: "Reserva vencida",
} as const;

export const ORDER_STAGES = [
  "awaiting-payment",
  "proof-rejected",
  "proof-unreadable",
  "payment-processing",
  "payment-in-review",
  "verified",
  "shipped",
  "ready",
  "delivered",
  "cancelled",
  "expired",
] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

/** What the stage is read from. */
export type StagedOrder = Pick<
  Order,
  | "status"
  | "proof"
  | "proofRejectedAt"
  | "proofRefusedAt"
  | "fintoc"
  | "statusHistory"
  | "holdUntil"
  | "dispatch"
>;

/** Was the last file the shopper sent refused as not an image, after any proof and any rejection? */
function lastFileUnreadable(order: StagedOrder): boolean {
  const refusedAt = order.proofRefusedAt;
  return (
    refusedAt !== null &&
    [order.proof?.uploadedAt, order.proofRejectedAt].every((at) => !at || at.getTime() < refusedAt.getTime())
  );
}

export function orderStage(order: StagedOrder): OrderStage {
  switch (order.status) {
    case "pending":
      if (lastFileUnreadable(order)) return "proof-unreadable";
      if (order.proof) return "payment-in-review";
      if (order.fintoc?.outcome === "processing") return "payment-processing";
      return order.proofRejectedAt ? "proof-rejected" : "awaiting-payment";
    case "cancelled":
      return expiredAt(order) ? "expired" : "cancelled";
    default:
      return order.status;
  }
}

/** Was the order's payment confirmed by Fintoc's webhook (rather than by an admin)? */
export function paidThroughFintoc(order: Pick<Order, "statusHistory">): boolean {
  const change = order.statusHistory.findLast((entry) => entry.to === "verified");
  return change?.by === FINTOC_ACTOR;
}

export interface StageDescription {
  stage: OrderStage;
  /** Short, for a badge: the spec's "Pendiente de Transferencia" while nothing is paid. */
  badge: string;
  title: string;
  detail: string;
  tone: "waiting" | "done" | "stopped";
}

export function describeOrderStage(order: StagedOrder): StageDescription {
  const stage = orderStage(order);
  switch (stage) {
    case "awaiting-payment":
      return {
        stage,
        badge: "Pendiente de Transferencia",
        title: "Esperando tu pago",
        detail: order.holdUntil
          ? `Reservamos tus piezas hasta el ${formatHoldTime(order.holdUntil)}. Si no recibimos tu pago antes, el pedido se cancela y vuelven a la tienda.`
          : "Cuando recibamos tu pago, lo verás aquí al instante.",
        tone: "waiting",
      };
    case "proof-rejected":
      return {
        stage,
        badge: STAGE_WORDS.proofRejected,
        title: "No pudimos aceptar tu comprobante",
        detail: `No encontramos tu pago con el comprobante que enviaste. Envía otro${order.holdUntil ? ` antes del ${formatHoldTime(order.holdUntil)}` : ""}: reservamos tus piezas hasta entonces. Si tienes dudas, escríbenos por WhatsApp.`,
        tone: "stopped",
      };
    case "proof-unreadable":
      return {
        stage,
        badge: "Comprobante ilegible",
        title: "No pudimos abrir tu comprobante",
        detail: order.proof
          ? `El último archivo que enviaste no es una imagen que podamos abrir, así que revisaremos el comprobante anterior. Si quieres cambiarlo, envía una captura de pantalla o una foto de tu transferencia (${PROOF_FORMATS_LABEL}).`
          : `El archivo que enviaste no es una imagen que podamos abrir. Envía una captura de pantalla o una foto de tu transferencia (${PROOF_FORMATS_LABEL})${order.holdUntil ? ` antes del ${formatHoldTime(order.holdUntil)}: reservamos tus piezas hasta entonces` : ""}.`,
        tone: "stopped",
      };
    case "payment-processing":
      return {
        stage,
        badge: "Pago en proceso",
        title: "Tu pago está en proceso",
        detail:
          "Tu banco está procesando la transferencia y tus piezas siguen reservadas. Cuando la confirme, lo verás aquí al instante. Si en 3 días no se confirma, te escribiremos por WhatsApp.",
        tone: "waiting",
      };
    case "payment-in-review":
      return {
        stage,
        badge: "Pago en revisión",
        title: STAGE_WORDS.proofReceived,
        detail: "Lo estamos revisando. Cuando confirmemos el pago, lo verás aquí al instante.",
        tone: "waiting",
      };
    case "verified":
      return {
        stage,
        badge: "Pago verificado",
        title: "Pago confirmado",
        detail: `${paidThroughFintoc(order) ? "Fintoc confirmó tu pago" : "Confirmamos tu pago"}. Te escribiremos por WhatsApp para coordinar la entrega.`,
        tone: "done",
      };
    case "shipped":
      return {
        stage,
        badge: "Despachado",
        title: "Tu pedido va en camino",
        detail: order.dispatch
          ? `Lo enviamos por ${describeDispatch(order.dispatch)}. Con ese número puedes seguirlo en la página del courier.`
          : "Lo enviamos a tu dirección. Te escribiremos por WhatsApp con el seguimiento.",
        tone: "done",
      };
    case "ready":
      return {
        stage,
        badge: "Listo para retiro",
        title: "Tu pedido está listo para retiro",
        detail: "Ya puedes retirarlo. Trae tu número de pedido; si tienes dudas, escríbenos por WhatsApp.",
        tone: "done",
      };
    case "delivered":
      return {
        stage,
        badge: "Entregado",
        title: "Pedido entregado",
        detail: "¡Gracias por tu compra! Si algo no está bien, escríbenos por WhatsApp.",
        tone: "done",
      };
    case "cancelled":
      return {
        stage,
        badge: "Cancelado",
        title: "Pedido cancelado",
        detail: "Este pedido fue cancelado. Si tienes dudas, escríbenos por WhatsApp.",
        tone: "stopped",
      };
    case "expired":
      return {
        stage,
        badge: STAGE_WORDS.holdExpired,
        title: "La reserva de este pedido venció",
        detail: `No recibimos el pago antes del ${formatHoldTime(order.holdUntil ?? expiredAt(order)!)} y las piezas volvieron a la tienda. Si aún las quieres, haz un pedido nuevo.`,
        tone: "stopped",
      };
  }
}
