import {
  Box,
  Button,
  CloseButton,
  Drawer,
  Flex,
  HStack,
  IconButton,
  Image,
  Portal,
  Stack,
  Text,
} from "@chakra-ui/react";
import { Trash2 } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";
import { QuantityStepper } from "@/shop/components/quantity-stepper.tsx";
import { cartTotal, orderableUnits, type CartItem } from "@domain/cart.ts";
import { formatClp } from "@domain/money.ts";
import { mediaUrl } from "@/lib/firebase/media.ts";
import { useCartDrawerStore } from "../stores/cart-drawer-store.ts";
import { useCartStore } from "@/stores/cart-store.ts";
import { drawerSlotRecipe } from "@chakra-ui/react/theme";

/** The cart side panel (spec: cart side panel). */
export function CartDrawer() {
  const open = useCartDrawerStore((state) => state.open);
  const setOpen = useCartDrawerStore((state) => state.setOpen);
  const items = useCartStore((state) => state.items);

  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      placement="end"
      size={{ base: "full", sm: "sm" }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title fontFamily="heading" fontSize="2xl" fontWeight="500">
                Carrito
              </Drawer.Title>
              <Drawer.CloseTrigger asChild>
                <CloseButton aria-label="Cerrar carrito" />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body>
              {items.length === 0 ? (
                <Text color="fg.muted" textAlign="center" py="10">
                  Tu carrito está vacío
                </Text>
              ) : (
                <Stack as="ul" gap="4" listStyleType="none">
                  {items.map((item) => (
                    <CartDrawerItem key={item.productId} item={item} />
                  ))}
                </Stack>
              )}
            </Drawer.Body>
            <Drawer.Footer flexDirection="column" alignItems="stretch" gap="3" borderTopWidth="1px">
              {items.length > 0 && (
                <Flex justify="space-between" fontSize="lg">
                  <Text>Total</Text>
                  <Text fontWeight="600">{formatClp(cartTotal(items))}</Text>
                </Flex>
              )}
              {items.length > 0 && (
                <Button asChild colorPalette="brand" size="lg" onClick={() => setOpen(false)}>
                  <RouterLink to="/carrito">Ir al checkout</RouterLink>
                </Button>
              )}
              <Button variant="outline" size="lg" onClick={() => setOpen(false)}>
                Seguir comprando
              </Button>
            </Drawer.Footer>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function CartDrawerItem({ item }: { item: CartItem }) {
  const setQuantity = useCartStore((state) => state.setQuantity);
  const remove = useCartStore((state) => state.remove);
  const image = mediaUrl(item.image);

  return (
    <Flex as="li" gap="3">
      <Box w="20" flexShrink={0} aspectRatio={3 / 4} rounded="md" overflow="hidden" bg="bg.muted">
        {image && <Image src={image} alt="" w="full" h="full" objectFit="cover" />}
      </Box>
      <Stack flex="1" minW="0" gap="1">
        <Text lineClamp={2}>{item.name}</Text>
        <Text fontWeight="600" color="brand.fg">
          {formatClp(item.price)}
        </Text>
        <HStack justify="space-between">
          <QuantityStepper
            size="xs"
            value={item.quantity}
            max={orderableUnits(item.stock)}
            itemName={item.name}
            onChange={(quantity) => setQuantity(item.productId, quantity)}
          />
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={`Eliminar ${item.name} del carrito`}
            onClick={() => remove(item.productId)}
          >
            <Trash2 />
          </IconButton>
        </HStack>
      </Stack>
    </Flex>
  );
}
