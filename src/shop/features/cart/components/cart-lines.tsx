import { Box, Flex, HStack, IconButton, Image, Link, Stack, Text } from "@chakra-ui/react";
import { Trash2 } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";
import { QuantityStepper } from "@/shop/components/quantity-stepper.tsx";
import { orderableUnits, type CartItem } from "@domain/cart.ts";
import { MAX_UNITS_PER_PRODUCT } from "@domain/checkout-limits.ts";
import { formatClp } from "@domain/money.ts";
import { productPath } from "@domain/shop-paths.ts";
import { useCartStore } from "@/stores/cart-store.ts";
import { mediaSrcSet, mediaVariantUrl } from "@/lib/firebase/media.ts";

/** The cart's lines: photo, name linking to the piece, unit price, quantity 1..what an order may take, line total. */
export function CartLines({ items }: { items: readonly CartItem[] }) {
  return (
    <Stack as="ul" listStyleType="none" gap="0" borderTopWidth="1px">
      {items.map((item) => (
        <CartLine key={item.productId} item={item} />
      ))}
    </Stack>
  );
}

function CartLine({ item }: { item: CartItem }) {
  const setQuantity = useCartStore((state) => state.setQuantity);
  const remove = useCartStore((state) => state.remove);
  const image = mediaVariantUrl(item.image);
  const href = productPath({ id: item.productId, name: item.name, productType: item.productType });

  return (
    <Flex as="li" gap={{ base: "3", md: "5" }} py="5" borderBottomWidth="1px">
      <Box
        w={{ base: "24", md: "28" }}
        flexShrink={0}
        aspectRatio={3 / 4}
        rounded="md"
        overflow="hidden"
        bg="bg.muted"
      >
        {image && (
          <Image
            src={image}
            srcSet={mediaSrcSet(item.image)}
            sizes="112px"
            alt=""
            w="full"
            h="full"
            objectFit="cover"
          />
        )}
      </Box>
      <Stack flex="1" minW="0" gap="2">
        <Flex justify="space-between" gap="3" align="start">
          <Link asChild fontFamily="heading" fontSize="xl" lineHeight="1.2" color="fg" fontWeight="500">
            <RouterLink to={href}>{item.name}</RouterLink>
          </Link>
          <IconButton
            size="sm"
            variant="ghost"
            mt="-1"
            aria-label={`Eliminar ${item.name} del carrito`}
            onClick={() => remove(item.productId)}
          >
            <Trash2 />
          </IconButton>
        </Flex>
        <Text color="fg.muted">
          {formatClp(item.price)}{" "}
          <Text as="span" srOnly>
            por unidad
          </Text>
        </Text>
        <HStack justify="space-between" align="end" flexWrap="wrap" gap="2">
          <Stack gap="1">
            <QuantityStepper
              value={item.quantity}
              max={orderableUnits(item.stock)}
              itemName={item.name}
              onChange={(quantity) => setQuantity(item.productId, quantity)}
            />
            {item.quantity >= orderableUnits(item.stock) && (
              <Text fontSize="sm" color="fg.muted">
                {item.stock > MAX_UNITS_PER_PRODUCT
                  ? `Máximo por pedido: ${MAX_UNITS_PER_PRODUCT} unidades`
                  : `Stock máximo: ${item.stock} unidades`}
              </Text>
            )}
          </Stack>
          <Text fontWeight="600" fontSize="lg">
            {formatClp(item.price * item.quantity)}
          </Text>
        </HStack>
      </Stack>
    </Flex>
  );
}
