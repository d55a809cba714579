import { useEffect, useState } from "react";
import type { Order } from "@domain/orders/order.ts";
import { watchOrder } from "@/lib/firebase/live-reads.ts";

export type OrderState =
  { status: "loading" } | { status: "missing" } | { status: "error" } | { status: "ready"; order: Order };

/** One order, live: a proof or a status change made elsewhere shows up without a reload. */
export function useOrder(orderId: string | null | undefined): OrderState {
  // Remembers which id the state belongs to, so a new id reads as loading until its first answer.
  const [latest, setLatest] = useState<{ orderId: string; state: OrderState } | null>(null);

  useEffect(() => {
    if (!orderId) return;
    return watchOrder(
      orderId,
      (order) => setLatest({ orderId, state: order ? { status: "ready", order } : { status: "missing" } }),
      (error) => {
        console.error(`No se pudo leer el pedido ${orderId}`, error);
        setLatest({ orderId, state: { status: "error" } });
      },
    );
  }, [orderId]);

  if (!orderId) return { status: "missing" };
  return latest?.orderId === orderId ? latest.state : { status: "loading" };
}
