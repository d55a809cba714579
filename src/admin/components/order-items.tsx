import { Box, Flex, Image, Stack, Text } from "@chakra-ui/react";
import { formatClp } from "@domain/money.ts";
import type { Order } from "@domain/orders/order.ts";
import { mediaVariantUrl } from "@/lib/firebase/media.ts";

/** An order's lines (photo, name, quantity × price, subtotal) and its total. */
export function OrderItems({ order, photos = true }: { order: Order; photos?: boolean }) {
  return (
    <Stack gap="0">
      <Stack as="ul" listStyleType="none" gap="0" aria-label="Productos del pedido">
        {order.items.map((item) => {
          const image = photos ? mediaVariantUrl(item.imageUrl) : null;
          return (
            <Flex as="li" key={item.productId} gap="3" py="3" borderBottomWidth="1px" align="center">
              {photos && (
                <Box w="14" flexShrink={0} aspectRatio={3 / 4} rounded="md" overflow="hidden" bg="bg.muted">
                  {image && <Image src={image} alt="" w="full" h="full" objectFit="cover" />}
                </Box>
              )}
              <Stack gap="0" flex="1" minW="0">
                <Text fontWeight="500">{item.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {item.quantity} × {formatClp(item.price)}
                </Text>
              </Stack>
              <Text fontWeight="500">{formatClp(item.subtotal)}</Text>
            </Flex>
          );
        })}
      </Stack>
      <Flex justify="space-between" pt="3" fontSize="lg" fontWeight="600">
        <Text>Total</Text>
        <Text>{formatClp(order.totalAmount)}</Text>
      </Flex>
    </Stack>
  );
}
