import { useState } from "react";
import { toaster } from "@/lib/ui/toaster.ts";
import type { Order } from "@domain/orders/order.ts";
import { OfflineError } from "@/lib/browser/connectivity.ts";
import { startFintocPayment } from "@/lib/firebase/shop/fintoc.ts";

export const FINTOC_NEEDS_CONNECTION =
  "Necesitas conexión a internet para pagar. Tu pedido ya está registrado.";

/**
 * Fintoc's checkout: the function opens (or reuses) the order's session, and the shopper goes there.
 * `opening` stays true once the page is leaving, so the button cannot start a second session.
 */
export function useFintocPayment(order: Order) {
  const [opening, setOpening] = useState(false);

  async function pay() {
    setOpening(true);
    try {
      window.location.assign(await startFintocPayment(order.id));
    } catch (error) {
      console.error("No se pudo abrir el pago con Fintoc", error);
      const { code, message } = error as { code?: string; message?: string };
      toaster.create({
        type: "error",
        title: "No se pudo abrir el pago",
        description:
          error instanceof OfflineError
            ? FINTOC_NEEDS_CONNECTION
            : code && code !== "functions/internal" && message
              ? message
              : "Intenta de nuevo en unos minutos o envíanos tu comprobante.",
      });
      setOpening(false);
    }
  }

  return { opening, pay };
}
