import { Box, Text } from "@chakra-ui/react";
import { CheckCircle2, Clock, XCircle } from "lucide-react";
import { describeOrderStage } from "@domain/order-stage.ts";
import type { Order } from "@domain/order.ts";

const TONES = {
  waiting: { palette: "bg.muted", color: "fg", icon: Clock },
  done: { palette: "green.subtle", color: "green.fg", icon: CheckCircle2 },
  stopped: { palette: "orange.subtle", color: "orange.fg", icon: XCircle },
} as const;

/**
 * Where the order stands, on every order page. The pages listen to the order, so this changes the
 * moment a payment is confirmed (by Fintoc or an admin), the order ships, or its hold expires; a
 * live region reads the change aloud.
 */
export function OrderStatus({ order }: { order: Order }) {
  const { stage, title, detail, tone } = describeOrderStage(order);
  const { palette, color, icon } = TONES[tone];
  return (
    <Box
      role="status"
      aria-live="polite"
      data-stage={stage}
      bg={palette}
      color={color}
      rounded="lg"
      py="3"
      px="4"
      display="flex"
      gap="3"
    >
      <Box as={icon} boxSize="5" flexShrink={0} mt="0.5" aria-hidden />
      <Box>
        <Text fontWeight="600">{title}</Text>
        <Text>{detail}</Text>
      </Box>
    </Box>
  );
}
