import { Box, Text } from "@chakra-ui/react";
import { expiredAt, formatHoldTime, isHolding } from "@/domain/order-hold.ts";
import type { Order } from "@/domain/order.ts";

/**
 * Until when an unpaid order keeps its pieces, or that it no longer does: the order pages listen to
 * the order, so the notice changes the moment the hold expires.
 */
export function HoldNotice({ order }: { order: Order }) {
  const expired = expiredAt(order);
  if (expired) {
    return (
      <Box role="status" bg="orange.subtle" color="orange.fg" rounded="lg" py="3" px="4">
        <Text fontWeight="600">La reserva de este pedido venció</Text>
        <Text>
          No recibimos el pago antes del {formatHoldTime(order.holdUntil ?? expired)} y las piezas volvieron a
          la tienda. Si aún las quieres, haz un pedido nuevo.
        </Text>
      </Box>
    );
  }
  if (!isHolding(order) || !order.holdUntil) return null;
  return (
    <Box bg="bg.muted" rounded="lg" py="3" px="4">
      <Text>
        Reservamos tus piezas hasta el <strong>{formatHoldTime(order.holdUntil)}</strong>. Si no recibimos tu
        pago antes, el pedido se cancela y vuelven a la tienda.
      </Text>
    </Box>
  );
}
