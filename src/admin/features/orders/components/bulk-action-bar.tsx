import { Button, Flex, HStack, Text } from "@chakra-ui/react";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { ORDER_STATUSES, type OrderStatus } from "@domain/orders/order.ts";
import { OrderStatusSelect } from "./order-status-select.tsx";

/** Every status but "Despachado": each shipment has its own tracking number, set from its order. */
const BULK_STATUSES = ORDER_STATUSES.filter((status) => status !== "shipped");

/** What can be done to the chosen orders at once; hidden while none is chosen. */
export function BulkActionBar(props: {
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
        <OrderStatusSelect
          value={status}
          statuses={BULK_STATUSES}
          label="Nuevo estado para los seleccionados"
          onChange={setStatus}
        />
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
