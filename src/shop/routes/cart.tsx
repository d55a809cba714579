import { Box, Button, Container, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { cartTotal } from "@domain/cart.ts";
import { useCartStore } from "@/stores/cart-store.ts";
import { CartLines } from "@/shop/features/cart/components/cart-lines.tsx";
import { CheckoutPanel } from "@/shop/features/checkout/components/checkout-panel.tsx";
import { usePlaceOrder } from "@/shop/features/checkout/use-place-order.ts";

export function Component() {
  const items = useCartStore((state) => state.items);
  const { running, placeOrder } = usePlaceOrder();

  if (items.length === 0) {
    return (
      <Container maxW="3xl" px={{ base: "4", md: "6" }} py={{ base: "16", md: "24" }}>
        <Stack gap="5" align="center" textAlign="center">
          <Heading as="h1" fontFamily="heading" fontWeight="500" fontSize={{ base: "3xl", md: "4xl" }}>
            Tu carrito está vacío
          </Heading>
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to="/">Ver colección</RouterLink>
          </Button>
        </Stack>
      </Container>
    );
  }

  return (
    <Container maxW="6xl" px={{ base: "4", md: "6" }} py={{ base: "8", md: "12" }}>
      <Heading as="h1" fontFamily="heading" fontWeight="500" fontSize={{ base: "4xl", md: "5xl" }} mb="6">
        Carrito
      </Heading>
      <Grid
        templateColumns={{ base: "1fr", lg: "minmax(0, 1fr) 420px" }}
        gap={{ base: "8", lg: "12" }}
        alignItems="start"
      >
        <Box as="section" aria-label="Productos en tu carrito">
          <CartLines items={items} />
          <Text mt="4" fontSize="sm" color="fg.muted">
            El largo de cada collar se ajusta a tu medida: te escribiremos por WhatsApp después de la compra.
          </Text>
        </Box>
        <Box as="section" aria-label="Pago" position={{ lg: "sticky" }} top={{ lg: "24" }}>
          <CheckoutPanel total={cartTotal(items)} running={running} onPay={placeOrder} />
        </Box>
      </Grid>
    </Container>
  );
}
