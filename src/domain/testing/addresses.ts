/**
 * The addresses tests ship to: one as checkout sends it (official codes), one as an order keeps it
 * (names). Neither has an apartment; a test that needs one adds it.
 */
import type { CheckoutDelivery } from "../orders/checkout.ts";
import type { Delivery } from "../orders/order.ts";

/** Av. Italia 1234, Providencia (Región Metropolitana: region 13, comuna 13123). */
export const PROVIDENCIA_DELIVERY = {
  type: "shipping",
  regionCode: "13",
  comunaCode: "13123",
  street: "Av. Italia",
  number: "1234",
} as const satisfies CheckoutDelivery;

/** Av. Libertad 1050, Viña del Mar, as an order stores it. */
export const VINA_DEL_MAR_ADDRESS = {
  type: "shipping",
  region: "Región de Valparaíso",
  comuna: "Viña del Mar",
  street: "Av. Libertad",
  number: "1050",
  apartment: null,
} as const satisfies Delivery;
