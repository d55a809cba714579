/** 'Gestión de Pedidos': the live list with filters, selection, status changes, deletion and CSV. */
import {
  Badge,
  Box,
  Button,
  chakra,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from "@chakra-ui/react";
import { BadgeCheck, Download, Paperclip, TimerOff, Trash2 } from "lucide-react";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { SelectInput } from "@/components/select-input.tsx";
import { formatWhatsapp } from "@domain/checkout.ts";
import { formatClp } from "@domain/money.ts";
import { expiredAt } from "@domain/order-hold.ts";
import { paidThroughFintoc } from "@domain/order-stage.ts";
import { filterOrders, formatOrderDate, NO_ORDER_FILTERS, type OrderFilters } from "@domain/order-list.ts";
import { orderDayKey, type Order, type OrderStatus } from "@domain/order.ts";
import { ConfirmDeleteDialog } from "@/features/admin/orders/components/confirm-delete-dialog.tsx";
import { OrderDetailDrawer } from "@/features/admin/orders/components/order-detail-drawer.tsx";
import { OrderStatusSelect } from "@/features/admin/orders/components/order-status-select.tsx";
import { downloadOrdersCsv } from "@/features/admin/orders/export-csv.ts";
import { changeOrderStatus, removeOrders, STATUS_OPTIONS } from "@/features/admin/orders/order-actions.ts";
import { useAdminOrders } from "@/features/admin/orders/use-admin-orders.ts";

export function Component() {
  const orders = useAdminOrders();
  const [filters, setFilters] = useState<OrderFilters>(NO_ORDER_FILTERS);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // ?pedido=<id> opens that order: the owner's e-mails link here.
  const [params, setParams] = useSearchParams();
  const detailId = params.get("pedido");
  const setDetailId = (orderId: string | null) =>
    setParams(orderId ? { pedido: orderId } : {}, { replace: true });
  const [toDelete, setToDelete] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  const visible = useMemo(() => filterOrders(orders ?? [], filters), [orders, filters]);
  // Selection only counts orders still on screen (a filter or a deletion may hide some).
  const chosen = visible.filter((order) => selected.has(order.id)).map((order) => order.id);
  const detail = orders?.find((order) => order.id === detailId) ?? null;

  const toggle = (orderId: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(orderId)) next.add(orderId);
      return next;
    });
  const allChosen = visible.length > 0 && chosen.length === visible.length;

  async function setStatus(orderIds: string[], status: OrderStatus) {
    setBusy(true);
    if (await changeOrderStatus(orderIds, status)) setSelected(new Set());
    setBusy(false);
  }

  return (
    <Stack gap="6">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="2xl" fontFamily="heading">
          Gestión de Pedidos
        </Heading>
        <Button
          variant="outline"
          disabled={visible.length === 0}
          onClick={() => downloadOrdersCsv(visible, orderDayKey(new Date()))}
        >
          <Download />
          Exportar CSV
        </Button>
      </Flex>

      <Filters filters={filters} onChange={setFilters} />

      <BulkBar
        count={chosen.length}
        busy={busy}
        onStatus={(status) => setStatus(chosen, status)}
        onDelete={() => setToDelete(chosen)}
      />

      {orders === undefined ? (
        <HStack color="fg.muted">
          <Spinner size="sm" /> <Text>Cargando pedidos...</Text>
        </HStack>
      ) : visible.length === 0 ? (
        <Text color="fg.muted" py="10" textAlign="center">
          No hay pedidos que coincidan con los filtros.
        </Text>
      ) : (
        <Box borderWidth="1px" rounded="lg" bg="bg" overflow="hidden">
          <chakra.label
            display="flex"
            alignItems="center"
            gap="3"
            px="4"
            py="3"
            borderBottomWidth="1px"
            bg="bg.muted"
            fontSize="sm"
          >
            <Checkbox
              checked={allChosen}
              onChange={() => setSelected(allChosen ? new Set() : new Set(visible.map((order) => order.id)))}
            />
            Seleccionar todos ({visible.length})
          </chakra.label>
          <Stack as="ul" listStyleType="none" gap="0" aria-label="Pedidos">
            {visible.map((order) => (
              <OrderRow
                key={order.id}
                order={order}
                selected={selected.has(order.id)}
                busy={busy}
                onToggle={() => toggle(order.id)}
                onStatus={(status) => setStatus([order.id], status)}
                onOpen={() => setDetailId(order.id)}
                onDelete={() => setToDelete([order.id])}
              />
            ))}
          </Stack>
        </Box>
      )}
      <Text fontSize="sm" color="fg.muted">
        Mostrando {visible.length} de {orders?.length ?? 0} pedidos
      </Text>

      <OrderDetailDrawer order={detail} onClose={() => setDetailId(null)} />
      <ConfirmDeleteDialog
        count={toDelete?.length ?? null}
        onClose={() => setToDelete(null)}
        onConfirm={async () => {
          if (toDelete && (await removeOrders(toDelete))) setSelected(new Set());
          setToDelete(null);
        }}
      />
    </Stack>
  );
}

function Checkbox({ checked, onChange, label }: { checked: boolean; onChange: () => void; label?: string }) {
  return (
    <chakra.input
      type="checkbox"
      checked={checked}
      onChange={onChange}
      aria-label={label}
      boxSize="4"
      accentColor="brand.solid"
      flexShrink={0}
    />
  );
}

function Filters({
  filters,
  onChange,
}: {
  filters: OrderFilters;
  onChange: (filters: OrderFilters) => void;
}) {
  const set = (change: Partial<OrderFilters>) => onChange({ ...filters, ...change });
  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap="3" alignItems="end">
      <Field.Root>
        <Field.Label>Desde</Field.Label>
        <Input
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(e) => set({ from: e.target.value })}
        />
      </Field.Root>
      <Field.Root>
        <Field.Label>Hasta (incluido)</Field.Label>
        <Input
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(e) => set({ to: e.target.value })}
        />
      </Field.Root>
      <Field.Root>
        <Field.Label>Estado</Field.Label>
        <SelectInput
          value={filters.status}
          onChange={(e) => set({ status: e.target.value as OrderFilters["status"] })}
        >
          <option value="all">Todos</option>
          {STATUS_OPTIONS.map(([status, label]) => (
            <option key={status} value={status}>
              {label}
            </option>
          ))}
        </SelectInput>
      </Field.Root>
      <Field.Root>
        <Field.Label>Entrega</Field.Label>
        <SelectInput
          value={filters.delivery}
          onChange={(e) => set({ delivery: e.target.value as OrderFilters["delivery"] })}
        >
          <option value="all">Todas</option>
          <option value="pickup">Retiro en tienda</option>
          <option value="shipping">Envío a domicilio</option>
        </SelectInput>
      </Field.Root>
    </SimpleGrid>
  );
}

function BulkBar(props: {
  count: number;
  busy: boolean;
  onStatus: (status: OrderStatus) => void;
  onDelete: () => void;
}) {
  const [status, setStatus] = useState<OrderStatus>("verified");
  if (props.count === 0) return null;
  return (
    <Flex
      role="region"
      aria-label="Acciones para los pedidos seleccionados"
      gap="3"
      align="center"
      wrap="wrap"
      p="3"
      rounded="lg"
      bg="brand.subtle"
      borderWidth="1px"
      borderColor="brand.emphasized"
    >
      <Text fontWeight="500">
        {props.count === 1 ? "1 pedido seleccionado" : `${props.count} pedidos seleccionados`}
      </Text>
      <HStack gap="2" flex="1" minW="64">
        <OrderStatusSelect value={status} label="Nuevo estado para los seleccionados" onChange={setStatus} />
        <Button colorPalette="brand" disabled={props.busy} onClick={() => props.onStatus(status)}>
          Cambiar estado
        </Button>
      </HStack>
      <Button variant="outline" colorPalette="red" disabled={props.busy} onClick={props.onDelete}>
        <Trash2 />
        Eliminar
      </Button>
    </Flex>
  );
}

function OrderRow(props: {
  order: Order;
  selected: boolean;
  busy: boolean;
  onToggle: () => void;
  onStatus: (status: OrderStatus) => void;
  onOpen: () => void;
  onDelete: () => void;
}) {
  const { order } = props;
  return (
    <Flex
      as="li"
      gap={{ base: "3", md: "4" }}
      px="4"
      py="3"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      align={{ base: "start", md: "center" }}
      bg={props.selected ? "brand.subtle" : undefined}
    >
      <Box pt={{ base: "1", md: "0" }}>
        <Checkbox
          checked={props.selected}
          onChange={props.onToggle}
          label={`Seleccionar pedido ${order.orderNumber}`}
        />
      </Box>
      <Flex
        flex="1"
        minW="0"
        gap={{ base: "2", md: "4" }}
        direction={{ base: "column", md: "row" }}
        align={{ md: "center" }}
      >
        <Stack gap="0" flex={{ md: "1.3" }} minW="0">
          <chakra.button
            type="button"
            onClick={props.onOpen}
            textAlign="start"
            fontWeight="600"
            color="brand.fg"
            _hover={{ textDecoration: "underline" }}
            aria-label={`Ver pedido ${order.orderNumber}`}
          >
            {order.orderNumber}
          </chakra.button>
          <Text fontSize="sm" color="fg.muted">
            {formatOrderDate(order.createdAt)}
          </Text>
        </Stack>
        <Stack gap="0" flex={{ md: "1.2" }} minW="0" fontSize="sm">
          <Text>{formatWhatsapp(order.customer.whatsapp)}</Text>
          <Text color="fg.muted" truncate>
            {order.delivery.type === "pickup" ? "Retiro en tienda" : `Envío · ${order.delivery.comuna}`}
          </Text>
        </Stack>
        <HStack flex={{ md: "0.8" }} gap="2">
          <Text fontWeight="600">{formatClp(order.totalAmount)}</Text>
          {order.proof && (
            <Badge colorPalette="green" variant="subtle" title="Tiene comprobante">
              <Paperclip /> Comprobante
            </Badge>
          )}
          {paidThroughFintoc(order) && (
            <Badge colorPalette="green" variant="subtle" title="Pago confirmado por Fintoc">
              <BadgeCheck /> Fintoc
            </Badge>
          )}
          {expiredAt(order) && (
            <Badge
              colorPalette="orange"
              variant="subtle"
              title="Cancelado por el sistema: nadie pagó a tiempo"
            >
              <TimerOff /> Reserva vencida
            </Badge>
          )}
        </HStack>
        <HStack gap="2">
          <OrderStatusSelect
            value={order.status}
            label={`Estado del pedido ${order.orderNumber}`}
            disabled={props.busy}
            onChange={props.onStatus}
          />
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Eliminar pedido ${order.orderNumber}`}
            onClick={props.onDelete}
          >
            <Trash2 />
          </Button>
        </HStack>
      </Flex>
    </Flex>
  );
}
