/** The toast for a checkout the server refused (spec 8, Checkout). */
import { CHECKOUT_MESSAGES } from "@/domain/checkout.ts";

interface CallableError {
  code?: unknown;
  message?: unknown;
}

export function checkoutErrorToast(error: unknown): { title: string; description: string } {
  const { code, message } = (error ?? {}) as CallableError;
  const text = typeof message === "string" ? message : "";
  if (code === "functions/failed-precondition" || /stock|quedan/i.test(text)) {
    return { title: CHECKOUT_MESSAGES.insufficientStock, description: text };
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
