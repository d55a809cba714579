import { Box, Flex, Image, Stack, Text } from "@chakra-ui/react";
import { formatClp } from "@domain/money.ts";
import { amountsRows, placedOrderAmounts } from "@domain/orders/order-amounts.ts";
import type { Order } from "@domain/orders/order.ts";
import { mediaVariantUrl } from "@/lib/firebase/media.ts";
import { sharedWords } from "@/i18n/shared-words.ts";

/** An order's lines (photo, name, quantity × price, subtotal) and its amounts down to the total. */
export function OrderItems({ order, photos = true }: { order: Order; photos?: boolean }) {
  return (
    <Stack gap="0">
      <Stack as="ul" listStyleType="none" gap="0" aria-label={sharedWords.lists.items}>
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
      <Stack as="dl" gap="1" pt="3" aria-label={sharedWords.lists.amounts}>
        {amountsRows(placedOrderAmounts(order), order.discount?.code ?? null).map((row) => (
          <Flex
            key={row.kind}
            justify="space-between"
            gap="4"
            {...(row.kind === "total"
              ? { fontSize: "lg", fontWeight: "600", pt: "1" }
              : { color: row.kind === "discount" ? "green.fg" : "fg.muted" })}
          >
            <Text as="dt">{row.label}</Text>
            <Text as="dd">{row.value}</Text>
          </Flex>
        ))}
      </Stack>
    </Stack>
  );
}
