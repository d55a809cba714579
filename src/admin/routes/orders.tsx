/** 'Gestión de Pedidos': the live list with filters, selection, status changes, deletion and CSV. */
import { Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { useSearchParams } from "react-router-dom";
import { BulkActionBar } from "@/admin/features/orders/components/bulk-action-bar.tsx";
import { ConfirmDeleteDialog } from "@/admin/features/orders/components/confirm-delete-dialog.tsx";
import { ExportCsvButton } from "@/admin/features/orders/components/export-csv-button.tsx";
import { OrderDetailDrawer } from "@/admin/features/orders/components/order-detail-drawer.tsx";
import { OrderFilterBar } from "@/admin/features/orders/components/order-filter-bar.tsx";
import { OrderTable } from "@/admin/features/orders/components/order-table.tsx";
import { useAdminOrderList } from "@/admin/features/orders/use-admin-orders.ts";
import { useOrderList } from "@/admin/features/orders/use-order-list.ts";

export function Component() {
  const orderList = useAdminOrderList();
  const orders = orderList?.orders;
  const list = useOrderList(orderList);
  // ?pedido=<id> opens that order: the owner's e-mails link here.
  const [params, setParams] = useSearchParams();
  const detailId = params.get("pedido");
  const setDetailId = (orderId: string | null) =>
    setParams(orderId ? { pedido: orderId } : {}, { replace: true });
  const detail = orders?.find((order) => order.id === detailId) ?? null;

  return (
    <Stack gap="6">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="2xl" fontFamily="heading">
          Gestión de Pedidos
        </Heading>
        <ExportCsvButton orders={list.visible} />
      </Flex>

      <OrderFilterBar filters={list.filters} onChange={list.setFilters} />

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
        selected={list.selected}
        allChosen={list.allChosen}
        busy={list.busy}
        onToggle={list.toggle}
        onToggleAll={list.toggleAll}
        onStatus={list.setStatus}
        onOpen={setDetailId}
        onDelete={list.askDelete}
      />
      <Text fontSize="sm" color="fg.muted">
        Mostrando {list.visible.length} de {orders?.length ?? 0} pedidos
        {list.unreadable.length > 0 &&
          ` y ${list.unreadable.length} ${list.unreadable.length === 1 ? "ilegible" : "ilegibles"}`}
      </Text>

      <OrderDetailDrawer order={detail} onClose={() => setDetailId(null)} />
      <ConfirmDeleteDialog
        count={list.toDelete?.length ?? null}
        onClose={list.cancelDelete}
        onConfirm={list.confirmDelete}
      />
    </Stack>
  );
}
