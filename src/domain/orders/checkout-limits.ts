/**
 * Limits a script cannot get around by replaying checkout: per client address and per WhatsApp
 * number, how many checkouts an hour and how many orders may wait for payment at once, and how
 * many units of one design an order may take (the brand makes at most 5 of each). Pure, so the
 * createOrder function applies them inside its commit and tests check them directly.
 */
import { admitUse, type RateLimit } from "../rate-limit.ts";

/** The cart with nothing in it, and the order of nothing that checkout refuses (the cart loads this file). */
export const EMPTY_CART_MESSAGE = "Tu carrito está vacío";

/** The brand makes at most 5 pieces of a design: no order needs more. */
export const MAX_UNITS_PER_PRODUCT = 5;

const HOUR_MS = 3_600_000;

export interface CheckoutLimit {
  /** Checkouts admitted in any hour. */
  perHour: RateLimit;
  /** Orders still pending (unpaid, or paid but not yet verified) at once. */
  openOrders: number;
}

/**
 * Mobile networks put many phones behind one IPv4 address, so the address limits are looser than
 * a WhatsApp number's, which is one person.
 */
export const CHECKOUT_LIMITS = {
  address: { perHour: { limit: 10, windowMs: HOUR_MS }, openOrders: 8 },
  whatsapp: { perHour: { limit: 5, windowMs: HOUR_MS }, openOrders: 3 },
} as const satisfies Record<string, CheckoutLimit>;

export const CHECKOUT_LIMIT_MESSAGES = {
  title: "Demasiados pedidos",
  tooManyCheckouts:
    "Hiciste muchos pedidos en poco tiempo. Espera un rato antes de intentarlo de nuevo, o escríbenos por WhatsApp.",
  tooManyOpenOrders:
    "Ya tienes pedidos esperando su pago. Págalos o escríbenos por WhatsApp antes de hacer otro.",
} as const;

export function tooManyUnitsMessage(name: string): string {
  return `Puedes llevar hasta ${MAX_UNITS_PER_PRODUCT} unidades de ${name} por pedido.`;
}

/** What a client's limit document keeps: times of recent checkouts and its orders that may be open. */
export interface CheckoutHistory {
  uses: number[];
  openOrderIds: string[];
}

export type CheckoutAdmission =
  { admitted: true; history: (newOrderId: string) => CheckoutHistory } | { admitted: false; message: string };

/**
 * Admits one more checkout for a client, given its history and which of its orders are still
 * pending now; the new history, with the new order, is what gets written when it is placed.
 */
export function admitCheckout(
  history: CheckoutHistory,
  stillPending: ReadonlySet<string>,
  now: number,
  limit: CheckoutLimit,
): CheckoutAdmission {
  const open = history.openOrderIds.filter((id) => stillPending.has(id));
  if (open.length >= limit.openOrders) {
    return { admitted: false, message: CHECKOUT_LIMIT_MESSAGES.tooManyOpenOrders };
  }
  const use = admitUse(history.uses, now, limit.perHour);
  if (!use.admitted) return { admitted: false, message: CHECKOUT_LIMIT_MESSAGES.tooManyCheckouts };
  return {
    admitted: true,
    history: (newOrderId) => ({ uses: use.uses, openOrderIds: [...open, newOrderId] }),
  };
}
