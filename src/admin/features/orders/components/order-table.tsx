import { Box, chakra, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import type { UnreadableOrder } from "@domain/orders/order-list.ts";
import type { Order, OrderStatus } from "@domain/orders/order.ts";
import { OrderCheckbox } from "./order-checkbox.tsx";
import { OrderRow } from "./order-row.tsx";
import { UnreadableOrderRow } from "./unreadable-order-row.tsx";

/**
 * The orders on screen, each with its own controls, under a 'select all' that covers only these
 * and says how many: when the filters select more than are loaded (`more`), it says they are the
 * ones loaded. Documents that cannot be read as orders come first. `loading`: the first answer has
 * not come yet.
 */
export function OrderTable(props: {
  orders: readonly Order[];
  unreadable: readonly UnreadableOrder[];
  loading: boolean;
  more?: boolean;
  selected: ReadonlySet<string>;
  allChosen: boolean;
  busy: boolean;
  onToggle: (orderId: string) => void;
  onToggleAll: () => void;
  onStatus: (orderIds: string[], status: OrderStatus) => void;
  onOpen: (orderId: string) => void;
  onDelete: (orderIds: string[]) => void;
}) {
  const { orders, unreadable } = props;
  if (props.loading) {
    return (
      <HStack color="fg.muted">
        <Spinner size="sm" /> <Text>Cargando pedidos...</Text>
      </HStack>
    );
  }
  if (orders.length === 0 && unreadable.length === 0) {
    return (
      <Text color="fg.muted" py="10" textAlign="center">
        No hay pedidos que coincidan con los filtros.
      </Text>
    );
  }
  return (
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
        <OrderCheckbox checked={props.allChosen} onChange={props.onToggleAll} />
        {props.more
          ? `Seleccionar los ${unreadable.length + orders.length} pedidos cargados`
          : `Seleccionar todos (${unreadable.length + orders.length})`}
      </chakra.label>
      <Stack as="ul" listStyleType="none" gap="0" aria-label="Pedidos">
        {unreadable.map((order) => (
          <UnreadableOrderRow
            key={order.id}
            order={order}
            selected={props.selected.has(order.id)}
            onToggle={() => props.onToggle(order.id)}
            onDelete={() => props.onDelete([order.id])}
          />
        ))}
        {orders.map((order) => (
          <OrderRow
            key={order.id}
            order={order}
            selected={props.selected.has(order.id)}
            busy={props.busy}
            onToggle={() => props.onToggle(order.id)}
            onStatus={(status) => props.onStatus([order.id], status)}
            onOpen={() => props.onOpen(order.id)}
            onDelete={() => props.onDelete([order.id])}
          />
        ))}
      </Stack>
    </Box>
  );
}
