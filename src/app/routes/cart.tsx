import { Box, Button, Container, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import { toaster } from "@/components/ui/toaster.tsx";
import { cartTotal } from "@domain/cart.ts";
import type { CheckoutInput } from "@domain/checkout.ts";
import type { PaymentMethod } from "@domain/order.ts";
import { useCartStore } from "@/features/cart/stores/cart-store.ts";
import { checkoutErrorToast } from "@/features/checkout/checkout-errors.ts";
import { toCheckoutDelivery } from "@/features/checkout/checkout-form.ts";
import { checkoutKeyFor, forgetCheckoutKey } from "@/features/checkout/checkout-key.ts";
import { CartLines } from "@/features/checkout/components/cart-lines.tsx";
import { CheckoutPanel } from "@/features/checkout/components/checkout-panel.tsx";
import { useCheckoutFormStore } from "@/features/checkout/stores/checkout-form-store.ts";
import { createOrder } from "@/lib/firebase/checkout.ts";

/** Where each pay button leads once its order exists (spec 4, Checkout). */
const PAYMENT_PAGES: Record<PaymentMethod, string> = {
  FINTOC_LINK: "/esperando-pago-fintoc",
  TRANSFERENCIA_DIRECTA: "/transferencia-directa",
};

export function Component() {
  const items = useCartStore((state) => state.items);
  const clearCart = useCartStore((state) => state.clear);
  const navigate = useNavigate();
  const [running, setRunning] = useState<PaymentMethod | null>(null);

  async function pay(paymentMethod: PaymentMethod) {
    const { form } = useCheckoutFormStore.getState();
    const order = {
      paymentMethod,
      whatsapp: form.whatsapp.trim(),
      delivery: toCheckoutDelivery(form),
      items: items.map(({ productId, quantity, name }) => ({ productId, quantity, name })),
    };
    const input: CheckoutInput = { idempotencyKey: checkoutKeyFor(JSON.stringify(order)), ...order };
    setRunning(paymentMethod);
    try {
      const created = await createOrder(input);
      forgetCheckoutKey();
      navigate(`${PAYMENT_PAGES[paymentMethod]}/${created.orderId}`);
      clearCart();
    } catch (error) {
      toaster.create({ type: "error", ...checkoutErrorToast(error) });
    } finally {
      setRunning(null);
    }
  }

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
          <CheckoutPanel total={cartTotal(items)} running={running} onPay={pay} />
        </Box>
      </Grid>
    </Container>
  );
}
