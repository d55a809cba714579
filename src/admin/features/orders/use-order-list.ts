import { useMemo, useState } from "react";
import { filterOrders, NO_ORDER_FILTERS, type OrderFilters } from "@domain/orders/order-list.ts";
import type { Order, OrderStatus } from "@domain/orders/order.ts";
import { changeOrderStatus, removeOrders } from "./order-actions.ts";

/**
 * The order list's own state: its filters, the orders chosen, the deletion awaiting confirmation,
 * and `busy` while a status change is saved (it locks the status controls). A change or a deletion
 * that fully succeeds clears the choice.
 */
export function useOrderList(orders: Order[] | undefined) {
  const [filters, setFilters] = useState<OrderFilters>(NO_ORDER_FILTERS);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [toDelete, setToDelete] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  const visible = useMemo(() => filterOrders(orders ?? [], filters), [orders, filters]);
  // Selection only counts orders still on screen (a filter or a deletion may hide some).
  const chosen = visible.filter((order) => selected.has(order.id)).map((order) => order.id);

  const toggle = (orderId: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(orderId)) next.add(orderId);
      return next;
    });
  const allChosen = visible.length > 0 && chosen.length === visible.length;
  const toggleAll = () => setSelected(allChosen ? new Set() : new Set(visible.map((order) => order.id)));

  async function setStatus(orderIds: string[], status: OrderStatus) {
    setBusy(true);
    if (await changeOrderStatus(orderIds, status)) setSelected(new Set());
    setBusy(false);
  }

  async function confirmDelete() {
    if (toDelete && (await removeOrders(toDelete))) setSelected(new Set());
    setToDelete(null);
  }

  return {
    filters,
    setFilters,
    visible,
    selected,
    chosen,
    allChosen,
    busy,
    toggle,
    toggleAll,
    setStatus,
    toDelete,
    askDelete: (orderIds: string[]) => setToDelete(orderIds),
    cancelDelete: () => setToDelete(null),
    confirmDelete,
  };
}
