/** The toast for a checkout the server refused (spec 8, Checkout), or that never reached it. */
import { CHECKOUT_LIMIT_MESSAGES } from "@domain/orders/checkout-limits.ts";
import { CHECKOUT_MESSAGES } from "@domain/orders/checkout.ts";
import { OfflineError } from "@/lib/browser/connectivity.ts";

export const CHECKOUT_NEEDS_CONNECTION =
  "Necesitas conexión a internet para confirmar tu pedido. Tu carrito y tus datos quedan guardados en este dispositivo.";

interface CallableError {
  code?: unknown;
  message?: unknown;
}

export function checkoutErrorToast(error: unknown): { title: string; description: string } {
  const { code, message } = (error ?? {}) as CallableError;
  // Nothing was lost: the same checkout key returns the same order if it did reach the server.
  if (error instanceof OfflineError) return { title: "Sin conexión", description: CHECKOUT_NEEDS_CONNECTION };
  const text = typeof message === "string" ? message : "";
  if (code === "functions/failed-precondition" || /stock|quedan/i.test(text)) {
    return { title: CHECKOUT_MESSAGES.insufficientStock, description: text };
  }
  // A checkout limit (too many orders, or too many waiting for payment): its message says which.
  if (code === "functions/resource-exhausted" && text) {
    return { title: CHECKOUT_LIMIT_MESSAGES.title, description: text };
  }
  if (code === "functions/not-found" || /no encontrado/i.test(text)) {
    return { title: CHECKOUT_MESSAGES.orderFailed.title, description: CHECKOUT_MESSAGES.productGone };
  }
  // The server's own Spanish reason for input it refused (it validates what the form could not).
  if (code === "functions/invalid-argument" && text) {
    return { title: CHECKOUT_MESSAGES.orderFailed.title, description: text };
  }
  return { ...CHECKOUT_MESSAGES.orderFailed };
}
