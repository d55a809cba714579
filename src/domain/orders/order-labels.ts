/**
 * How an order's choices are named, the same at checkout, on the shop's pages, in the back office
 * and in its CSV (zod-free: the checkout and the order pages load it).
 */
import type { DeliveryType, PaymentMethod } from "./order.ts";

export const DELIVERY_TYPE_LABELS: Record<DeliveryType, string> = {
  pickup: "Retiro en tienda",
  shipping: "Envío a domicilio",
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  FINTOC_LINK: "Link de pago",
  TRANSFERENCIA_DIRECTA: "Transferencia bancaria",
};
