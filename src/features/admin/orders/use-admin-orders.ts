import { useEffect, useState } from "react";
import { toaster } from "@/components/ui/toaster.tsx";
import type { Order } from "@/domain/order.ts";
import { watchAllOrders } from "@/lib/firebase/admin-orders.ts";

/** Every order, live; `undefined` until the first answer. A failed read empties the list. */
export function useAdminOrders(): Order[] | undefined {
  const [orders, setOrders] = useState<Order[]>();
  useEffect(
    () =>
      watchAllOrders(setOrders, (error) => {
        toaster.create({ type: "error", title: "Error al cargar pedidos", description: error.message });
        setOrders([]);
      }),
    [],
  );
  return orders;
}
