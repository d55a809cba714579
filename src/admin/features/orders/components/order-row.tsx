import type { ComponentProps } from "react";
import { Badge, Box, Button, chakra, Flex, HStack, Stack, Text } from "@chakra-ui/react";
import { AlarmClock, BadgeCheck, Paperclip, TimerOff, Trash2 } from "lucide-react";
import { formatWhatsapp } from "@domain/chile/whatsapp.ts";
import { formatClp } from "@domain/money.ts";
import { expiredAt } from "@domain/orders/order-hold.ts";
import { orderShipping, shippingLabel } from "@domain/orders/order-amounts.ts";
import { isProofReviewOverdue } from "@domain/orders/payment-proof.ts";
import { paidThroughFintoc } from "@domain/orders/order-stage.ts";
import { formatOrderDate, formatShortOrderDate } from "@domain/orders/order-list.ts";
import { ORDER_STATUS_LABELS, statusesFor, type Order, type OrderStatus } from "@domain/orders/order.ts";
import { OrderCheckbox } from "./order-checkbox.tsx";
import { OrderStatusSelect } from "./order-status-select.tsx";
import { DELIVERY_TYPE_LABELS } from "@domain/orders/order-labels.ts";
import { STAGE_WORDS } from "@domain/orders/order-stage.ts";

/** What a virtual list sets on a row's item: its place in the list, its measuring. */
export type RowItemProps = ComponentProps<typeof Flex> & { "data-index"?: number };

/** Waiting is orange, paid is the brand's, on its way green, done gray, cancelled red. */
const STAGE_PALETTES: Record<OrderStatus, string> = {
  pending: "orange",
  verified: "brand",
  shipped: "green",
  ready: "green",
  delivered: "gray",
  cancelled: "red",
};

/**
 * One order in the list: its number opens the detail. On a wide screen a row with its contact,
 * delivery, status and deletion; on a phone (`compact`) a card of two lines (number and total;
 * time, stage and proof), whose stage is changed from the detail drawer.
 */
export function OrderRow(props: {
  order: Order;
  compact: boolean;
  selected: boolean;
  busy: boolean;
  onToggle: () => void;
  onStatus: (status: OrderStatus) => void;
  onOpen: () => void;
  onDelete: () => void;
  /** What a virtual list sets on the row's item: its place, its measuring. */
  itemProps?: RowItemProps;
}) {
  const { order, compact } = props;
  const total = <Text fontWeight="600">{formatClp(order.totalAmount)}</Text>;
  const number = (
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
  );
  return (
    <Flex
      as="li"
      gap={compact ? "3" : "4"}
      px="4"
      py="3"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      align={compact ? "start" : "center"}
      {...props.itemProps}
      bg={props.selected ? "brand.subtle" : undefined}
    >
      <Box pt={compact ? "0.5" : "0"}>
        <OrderCheckbox
          checked={props.selected}
          onChange={props.onToggle}
          label={`Seleccionar pedido ${order.orderNumber}`}
        />
      </Box>
      {compact ? (
        <Stack flex="1" minW="0" gap="1">
          <Flex justify="space-between" align="baseline" gap="3">
            {number}
            {total}
          </Flex>
          <HStack gap="2" wrap="wrap" fontSize="sm">
            <Text color="fg.muted">{formatShortOrderDate(order.createdAt, new Date())}</Text>
            <Badge colorPalette={STAGE_PALETTES[order.status]} variant="subtle">
              {ORDER_STATUS_LABELS[order.status]}
            </Badge>
            <OrderBadges order={order} />
          </HStack>
        </Stack>
      ) : (
        <Flex flex="1" minW="0" gap="4" align="center">
          <Stack gap="0" flex="1.3" minW="0">
            {number}
            <Text fontSize="sm" color="fg.muted">
              {formatOrderDate(order.createdAt)}
            </Text>
          </Stack>
          <Stack gap="0" flex="1.2" minW="0" fontSize="sm">
            <Text>{formatWhatsapp(order.customer.whatsapp)}</Text>
            <Text color="fg.muted" truncate>
              {order.delivery.type === "pickup"
                ? DELIVERY_TYPE_LABELS.pickup
                : `Envío · ${order.delivery.comuna} · ${shippingLabel(orderShipping(order))}`}
            </Text>
            {order.discount && (
              <Text color="green.fg" truncate>
                Descuento {order.discount.code} · −{formatClp(order.discount.amount)}
              </Text>
            )}
          </Stack>
          <HStack flex="0.8" gap="2">
            {total}
            <OrderBadges order={order} />
          </HStack>
          <HStack gap="2">
            <OrderStatusSelect
              value={order.status}
              statuses={statusesFor(order.delivery)}
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
      )}
    </Flex>
  );
}

/** The proof, Fintoc's confirmation, an expired hold: what the owner should see at a glance. */
function OrderBadges({ order }: { order: Order }) {
  return (
    <>
      {order.proof &&
        (isProofReviewOverdue(order, new Date()) ? (
          <Badge
            colorPalette="orange"
            variant="solid"
            title={`El comprobante debía revisarse antes del ${formatOrderDate(order.proof.reviewBy!)}`}
          >
            <AlarmClock size={12} /> Revisión atrasada
          </Badge>
        ) : (
          <Badge colorPalette="green" variant="subtle" title="Tiene comprobante">
            <Paperclip size={12} /> Comprobante
          </Badge>
        ))}
      {paidThroughFintoc(order) && (
        <Badge colorPalette="green" variant="subtle" title="Pago confirmado por Fintoc">
          <BadgeCheck size={12} /> Fintoc
        </Badge>
      )}
      {expiredAt(order) && (
        <Badge colorPalette="orange" variant="subtle" title="Cancelado por el sistema: nadie pagó a tiempo">
          <TimerOff size={12} /> {STAGE_WORDS.holdExpired}
        </Badge>
      )}
    </>
  );
}
