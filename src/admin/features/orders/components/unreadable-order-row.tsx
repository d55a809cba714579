import { Badge, Box, Button, chakra, HStack, Stack, Text } from "@chakra-ui/react";
import { FileWarning, Trash2 } from "lucide-react";
import type { UnreadableOrder } from "@domain/orders/order-list.ts";
import { OrderCheckbox } from "./order-checkbox.tsx";
import type { RowItemProps } from "./order-row.tsx";

/**
 * An order document the shop cannot read: it stays in sight with what is wrong. It has no status
 * control (a change could not read its lines to move stock); it can be chosen and deleted.
 */
export function UnreadableOrderRow(props: {
  order: UnreadableOrder;
  selected: boolean;
  onToggle: () => void;
  onDelete: () => void;
  /** What a virtual list sets on the row's item: its place, its measuring. */
  itemProps?: RowItemProps;
}) {
  const { order } = props;
  const name = order.orderNumber ?? order.id;
  return (
    <chakra.li
      display="flex"
      gap={{ base: "3", md: "4" }}
      px="4"
      py="3"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      alignItems="start"
      {...props.itemProps}
      bg={props.selected ? "brand.subtle" : "red.subtle"}
    >
      <Box pt="1">
        <OrderCheckbox
          checked={props.selected}
          onChange={props.onToggle}
          label={`Seleccionar pedido ilegible ${name}`}
        />
      </Box>
      <Stack gap="1" flex="1" minW="0" fontSize="sm">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette="red" variant="solid">
            <FileWarning /> Pedido ilegible
          </Badge>
          <Text fontWeight="600">{order.orderNumber ?? "Sin número"}</Text>
        </HStack>
        <Text color="fg.muted" wordBreak="break-all">
          ID: {order.id}
        </Text>
        <Text>
          Datos que la tienda no puede leer:{" "}
          <Text as="span" fontFamily="mono">
            {order.fields.join(", ")}
          </Text>
        </Text>
        <Text color="fg.muted">
          No aparece en los filtros ni en el CSV, y su estado no se puede cambiar. Corrígelo en la consola de
          Firebase o elimínalo; si sus productos se pueden leer, sus unidades vuelven al stock.
        </Text>
      </Stack>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Eliminar pedido ilegible ${name}`}
        onClick={props.onDelete}
      >
        <Trash2 />
      </Button>
    </chakra.li>
  );
}
