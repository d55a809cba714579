import { useEffect, useState } from "react";
import { toaster } from "@/lib/ui/toaster.ts";
import type { OrderList } from "@domain/orders/order-list.ts";
import type { Order } from "@domain/orders/order.ts";
import { watchAllOrders } from "@/lib/firebase/admin-orders.ts";

/**
 * What the admin reads when the live list fails. Firestore's own messages are in English, so a
 * refusal by the rules gets a Spanish explanation and anything else the spec's generic message.
 */
export function ordersLoadError(error: { code: string }): { title: string; description: string } {
  if (error.code === "permission-denied") {
    return {
      title: "Error al cargar pedidos",
      description: "Tu cuenta no tiene permiso para ver los pedidos. Vuelve a iniciar sesión.",
    };
  }
  return { title: "Error inesperado", description: "No se pudieron cargar los pedidos" };
}

/**
 * Every order, live, and the documents that cannot be read as one; `undefined` until the first
 * answer. A failed read empties the list.
 */
export function useAdminOrderList(): OrderList | undefined {
  const [list, setList] = useState<OrderList>();
  useEffect(
    () =>
      watchAllOrders(setList, (error) => {
        console.error("No se pudieron cargar los pedidos", error);
        toaster.create({ type: "error", ...ordersLoadError(error) });
        setList({ orders: [], unreadable: [] });
      }),
    [],
  );
  return list;
}

/** Every order the domain can read, live; `undefined` until the first answer. */
export function useAdminOrders(): Order[] | undefined {
  return useAdminOrderList()?.orders;
}
