import { useEffect, useState } from "react";
import { toaster } from "@/lib/ui/toaster.ts";
import { ORDER_PAGE_SIZE, type OrderFilters, type OrderList } from "@domain/orders/order-list.ts";
import { countAllOrders, watchOrderPage } from "@/lib/firebase/admin-order-list.ts";

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

export interface OrderPage {
  /** The newest orders the filters select, live, with the documents that cannot be read as one. */
  list: OrderList;
  /** Whether the filters select more orders than those loaded. */
  more: boolean;
  /** How many orders the shop has in all; `undefined` until counted. */
  total: number | undefined;
}

/**
 * "Pedidos"' orders: a page at a time, newest first, with the filters in the query (issue 41: it
 * read and rendered all 5.000). `loadMore` adds a page; a change of filters starts from one page.
 * `undefined` until the first answer; a failed read empties the list.
 */
export function useOrderPage(filters: OrderFilters): { page: OrderPage | undefined; loadMore: () => void } {
  const [pages, setPages] = useState({ filters, count: 1 });
  const pageCount = pages.filters === filters ? pages.count : 1;
  const [page, setPage] = useState<Omit<OrderPage, "total">>();
  const [total, setTotal] = useState<number>();

  useEffect(
    () =>
      watchOrderPage(
        filters,
        pageCount * ORDER_PAGE_SIZE,
        (loaded) => {
          setPage(loaded);
          // Counted again with each change, which may be an order added or deleted.
          countAllOrders().then(setTotal, (error: unknown) =>
            console.error("No se pudieron contar los pedidos", error),
          );
        },
        (error) => {
          console.error("No se pudieron cargar los pedidos", error);
          toaster.create({ type: "error", ...ordersLoadError(error) });
          setPage({ list: { orders: [], unreadable: [] }, more: false });
        },
      ),
    [filters, pageCount],
  );

  return {
    page: page && { ...page, total },
    loadMore: () => setPages({ filters, count: pageCount + 1 }),
  };
}
