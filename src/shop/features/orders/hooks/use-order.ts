import { useEffect, useState } from "react";
import { orderSchema, type Order } from "@domain/orders/order.ts";
import { watchOrder } from "@/lib/firebase/live-reads.ts";
import { idbStateStorage, readStored, writeStored } from "@/lib/persistence/idb-storage.ts";

export type OrderState =
  | { status: "loading" }
  | { status: "missing" }
  | { status: "error" }
  /** `saved`: this device's last copy, shown until (or while offline, instead of) the live order. */
  | { status: "ready"; order: Order; saved: boolean };

/** Where this device keeps its last copy of an order it has shown. */
const savedOrderKey = (orderId: string) => `order:${orderId}`;

/**
 * One order, live: a proof or a status change made elsewhere shows up without a reload. Each copy
 * is kept on the device, so the page opens at once, and offline, with what it last showed.
 */
export function useOrder(orderId: string | null | undefined): OrderState {
  // Remembers which id the state belongs to, so a new id reads as loading until its first answer.
  const [latest, setLatest] = useState<{ orderId: string; state: OrderState } | null>(null);

  useEffect(() => {
    if (!orderId) return;
    let answered = false;
    void readStored<unknown>(savedOrderKey(orderId)).then((stored) => {
      const saved = orderSchema.safeParse(stored);
      if (answered || !saved.success || saved.data.id !== orderId) return;
      setLatest({ orderId, state: { status: "ready", order: saved.data, saved: true } });
    });
    return watchOrder(
      orderId,
      (order) => {
        answered = true;
        if (order) void writeStored(savedOrderKey(orderId), order);
        else void idbStateStorage.removeItem(savedOrderKey(orderId));
        setLatest({
          orderId,
          state: order ? { status: "ready", order, saved: false } : { status: "missing" },
        });
      },
      (error) => {
        console.error(`No se pudo leer el pedido ${orderId}`, error);
        answered = true;
        // A saved copy on screen stays: it is still the best the page knows.
        setLatest((shown) =>
          shown?.orderId === orderId && shown.state.status === "ready"
            ? shown
            : { orderId, state: { status: "error" } },
        );
      },
    );
  }, [orderId]);

  if (!orderId) return { status: "missing" };
  return latest?.orderId === orderId ? latest.state : { status: "loading" };
}
