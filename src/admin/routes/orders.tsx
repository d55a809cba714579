/** 'Gestión de Pedidos': the live list with filters, selection, status changes, deletion and CSV. */
import { Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import type { MessageContext } from "@domain/orders/order-messages.ts";
import type { OrderStatus } from "@domain/orders/order.ts";
import { useShopSettings } from "@/lib/storefront/use-shop-settings.ts";
import { useBackOfficeSettings } from "@/admin/features/settings/use-back-office-settings.ts";
import { BulkActionBar } from "@/admin/features/orders/components/bulk-action-bar.tsx";
import { ConfirmDeleteDialog } from "@/admin/features/orders/components/confirm-delete-dialog.tsx";
import { ExportCsvButton } from "@/admin/features/orders/components/export-csv-button.tsx";
import { LoadMoreButton } from "@/admin/features/orders/components/load-more-button.tsx";
import { OrderDetailDrawer } from "@/admin/features/orders/components/order-detail-drawer.tsx";
import { OrderFilterBar } from "@/admin/features/orders/components/order-filter-bar.tsx";
import { OrderTable } from "@/admin/features/orders/components/order-table.tsx";
import { useOrderPage } from "@/admin/features/orders/use-admin-orders.ts";
import { useOrderDetail } from "@/admin/features/orders/use-order-detail.ts";
import { useOrderList } from "@/admin/features/orders/use-order-list.ts";
import { PageHeader } from "@/admin/components/page-parts.tsx";

export function Component() {
  const { filters, setFilters, page, loadMore } = useOrderPage();
  const orders = page?.list.orders;
  const list = useOrderList(page?.list, filters);
  // ?pedido=<id> opens that order: the owner's e-mails link here.
  const [params, setParams] = useSearchParams();
  const detailId = params.get("pedido");
  const setDetailId = (orderId: string | null) =>
    setParams(orderId ? { pedido: orderId } : {}, { replace: true });
  const detail = useOrderDetail(detailId, orders);
  // "Despachado" chosen in a row opens that order on its courier and tracking number.
  const [dispatchId, setDispatchId] = useState<string | null>(null);
  const setStatus = (orderIds: string[], status: OrderStatus) => {
    if (status !== "shipped") return list.setStatus(orderIds, status);
    setDispatchId(orderIds[0]!);
    setDetailId(orderIds[0]!);
  };
  const shop = useShopSettings();
  const messages: MessageContext = {
    shopUrl: window.location.origin,
    pickupComuna: shop?.pickup.comuna ?? "",
    wording: useBackOfficeSettings()?.messages,
  };

  return (
    <Stack gap="6">
      <PageHeader title="Gestión de Pedidos">
        <ExportCsvButton filters={filters} empty={list.visible.length === 0} />
      </PageHeader>

      <OrderFilterBar filters={filters} onChange={setFilters} />

      <BulkActionBar
        count={list.chosen.length}
        busy={list.busy}
        onStatus={(status) => list.setStatus(list.chosen, status)}
        onDelete={() => list.askDelete(list.chosen)}
      />

      <OrderTable
        orders={list.visible}
        unreadable={list.unreadable}
        loading={orders === undefined}
        more={page?.more ?? false}
        selected={list.selected}
        allChosen={list.allChosen}
        busy={list.busy}
        onToggle={list.toggle}
        onToggleAll={list.toggleAll}
        onStatus={setStatus}
        onOpen={setDetailId}
        onDelete={list.askDelete}
      />
      {page?.more && <LoadMoreButton onLoad={loadMore} loaded={orders?.length ?? 0} loading={page.loading} />}
      <Text fontSize="sm" color="fg.muted">
        Mostrando {list.visible.length} de {page?.total ?? "…"} pedidos
        {list.unreadable.length > 0 &&
          ` y ${list.unreadable.length} ${list.unreadable.length === 1 ? "ilegible" : "ilegibles"}`}
      </Text>

      <OrderDetailDrawer
        order={detail}
        messages={messages}
        dispatching={dispatchId !== null && dispatchId === detailId}
        onDispatching={(dispatching) => setDispatchId(dispatching ? detailId : null)}
        onClose={() => {
          setDispatchId(null);
          setDetailId(null);
        }}
      />
      <ConfirmDeleteDialog
        count={list.toDelete?.length ?? null}
        onClose={list.cancelDelete}
        onConfirm={list.confirmDelete}
      />
    </Stack>
  );
}
