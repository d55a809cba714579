import { useEffect, useState } from "react";
import type { Order } from "@domain/orders/order.ts";
import { watchOrder } from "@/lib/firebase/orders.ts";

/**
 * The order `?pedido=<id>` opens: from the orders loaded, or read by its id when it is older than
 * them (the owner's e-mails link to any order). `null` while there is none to show.
 */
export function useOrderDetail(orderId: string | null, loaded: readonly Order[] | undefined): Order | null {
  const inList = (orderId && loaded?.find((order) => order.id === orderId)) || null;
  const readById = orderId !== null && loaded !== undefined && inList === null;
  const [read, setRead] = useState<Order | null>(null);
  useEffect(() => {
    if (!readById) return;
    return watchOrder(orderId, setRead, (error) =>
      console.error(`No se pudo leer el pedido ${orderId}`, error),
    );
  }, [readById, orderId]);
  return inList ?? (readById && read?.id === orderId ? read : null);
}
