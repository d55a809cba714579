import { useMemo, useState } from "react";
import { filterOrders, type OrderFilters, type OrderList } from "@domain/orders/order-list.ts";
import type { OrderStatus } from "@domain/orders/order.ts";
import { changeOrderStatus, removeOrders } from "./order-actions.ts";

/**
 * The order list's own state: the orders chosen, the deletion awaiting confirmation, and `busy`
 * while a status change is saved (it locks the status controls). A change or a deletion that fully
 * succeeds clears the choice. Unreadable documents the query brought are on screen (no filter here
 * can read them) and may be chosen for deletion; a status change leaves them out, as it could not
 * read their lines to move stock. The query already applies the filters; they are applied again
 * here so that a change hides the orders it leaves out at once, before the new query answers.
 */
export function useOrderList(list: OrderList | undefined, filters: OrderFilters) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [toDelete, setToDelete] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  const orders = list?.orders;
  const unreadable = useMemo(() => list?.unreadable ?? [], [list]);
  const visible = useMemo(() => filterOrders(orders ?? [], filters), [orders, filters]);
  const onScreen = [...unreadable, ...visible].map((order) => order.id);
  // Selection only counts orders still on screen (a filter or a deletion may hide some).
  const chosen = onScreen.filter((orderId) => selected.has(orderId));

  const toggle = (orderId: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(orderId)) next.add(orderId);
      return next;
    });
  const allChosen = onScreen.length > 0 && chosen.length === onScreen.length;
  const toggleAll = () => setSelected(allChosen ? new Set() : new Set(onScreen));

  async function setStatus(orderIds: string[], status: OrderStatus) {
    const unreadableIds = new Set(unreadable.map((order) => order.id));
    const readable = orderIds.filter((orderId) => !unreadableIds.has(orderId));
    if (readable.length === 0) return;
    setBusy(true);
    if (await changeOrderStatus(readable, status)) setSelected(new Set());
    setBusy(false);
  }

  async function confirmDelete() {
    if (toDelete && (await removeOrders(toDelete))) setSelected(new Set());
    setToDelete(null);
  }

  return {
    visible,
    unreadable,
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
