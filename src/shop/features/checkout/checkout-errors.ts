/** The toast for a checkout the server refused (spec 8, Checkout), or that never reached it. */
import { CHECKOUT_LIMIT_MESSAGES } from "@domain/orders/checkout-limits.ts";
import { CHECKOUT_MESSAGES } from "@domain/orders/checkout.ts";
import { OfflineError } from "@/lib/browser/connectivity.ts";

export const CHECKOUT_NEEDS_CONNECTION =
  "Necesitas conexión a internet para confirmar tu pedido. Tu carrito y tus datos quedan guardados en este dispositivo.";

export const DISCOUNT_CHECK_FAILED = {
  offline: "Necesitas conexión a internet para revisar tu código.",
  other: "No pudimos revisar tu código. Intenta de nuevo en un momento.",
} as const;

export const DISCOUNT_REFUSED_TITLE = "Tu código de descuento no se pudo aplicar";

interface CallableError {
  code?: unknown;
  message?: unknown;
  details?: unknown;
}

/** The reason createOrder refused the discount code (functions/src/https/create-order.ts), if it did. */
export function discountRefusalOf(error: unknown): string | null {
  const { message, details } = (error ?? {}) as CallableError;
  const refused = typeof details === "object" && details !== null && "discountRefused" in details;
  return refused && typeof message === "string" ? message : null;
}

export function checkoutErrorToast(error: unknown): { title: string; description: string } {
  const { code, message } = (error ?? {}) as CallableError;
  // Nothing was lost: the same checkout key returns the same order if it did reach the server.
  if (error instanceof OfflineError) return { title: "Sin conexión", description: CHECKOUT_NEEDS_CONNECTION };
  const text = typeof message === "string" ? message : "";
  const discountRefusal = discountRefusalOf(error);
  if (discountRefusal) return { title: DISCOUNT_REFUSED_TITLE, description: discountRefusal };
  // Classified by the code the server sends (create-order.ts), never by the words of its message.
  if (code === "functions/failed-precondition") {
    return { title: CHECKOUT_MESSAGES.insufficientStock, description: text };
  }
  // A checkout limit (too many orders, or too many waiting for payment): its message says which.
  if (code === "functions/resource-exhausted" && text) {
    return { title: CHECKOUT_LIMIT_MESSAGES.title, description: text };
  }
  if (code === "functions/not-found") {
    return { title: CHECKOUT_MESSAGES.orderFailed.title, description: CHECKOUT_MESSAGES.productGone };
  }
  // The server's own Spanish reason for input it refused (it validates what the form could not).
  if (code === "functions/invalid-argument" && text) {
    return { title: CHECKOUT_MESSAGES.orderFailed.title, description: text };
  }
  return { ...CHECKOUT_MESSAGES.orderFailed };
}
