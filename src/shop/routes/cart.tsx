import { Link as RouterLink } from "react-router-dom";
import { useCartStore } from "@/shop/stores/cart-store.ts";
import { CartLines } from "@/shop/features/cart/components/cart-lines.tsx";
import { CheckoutPanel } from "@/shop/features/checkout/components/checkout-panel.tsx";
import { usePlaceOrder } from "@/shop/features/checkout/use-place-order.ts";
import { Button } from "@/shop/components/ui/button.tsx";
import { Heading } from "@/shop/components/ui/heading.tsx";
import { css } from "@/styled-system/css";
import { Box, Container, Grid, Stack, styled } from "@/styled-system/jsx";
import { href } from "@domain/shop-paths.ts";
import { EMPTY_CART_MESSAGE } from "@domain/orders/checkout-limits.ts";
import { sharedWords } from "@/i18n/shared-words.ts";

export function Component() {
  const items = useCartStore((state) => state.items);
  const { running, placeOrder } = usePlaceOrder();

  if (items.length === 0) {
    return (
      <Container w="full" maxW="3xl" px={{ base: "4", md: "6" }} py={{ base: "16", md: "24" }}>
        <Stack gap="5" align="center" textAlign="center">
          <Heading as="h1" className={css({ fontWeight: "medium", fontSize: { base: "3xl", md: "4xl" } })}>
            {EMPTY_CART_MESSAGE}
          </Heading>
          <Button asChild className={css({ colorPalette: "brand" })} size="lg">
            <RouterLink to={href("home")}>{sharedWords.seeCollection}</RouterLink>
          </Button>
        </Stack>
      </Container>
    );
  }

  return (
    <Container w="full" maxW="6xl" px={{ base: "4", md: "6" }} py={{ base: "8", md: "12" }}>
      <h1 className={css({ textStyle: "pageTitle", mb: "6" })}>Carrito</h1>
      <Grid
        // minmax(0, …): a column as wide as the screen, not as its widest content (a region's
        // name in its select would push a phone's page sideways).
        gridTemplateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) 420px" }}
        gap={{ base: "8", lg: "12" }}
        alignItems="start"
      >
        <Box as="section" aria-label="Productos en tu carrito">
          <CartLines items={items} />
          <styled.p mt="4" fontSize="sm" color="fg.muted">
            El largo de cada collar se ajusta a tu medida: te escribiremos por WhatsApp después de la compra.
          </styled.p>
        </Box>
        <Box as="section" aria-label="Pago" position={{ lg: "sticky" }} top={{ lg: "24" }}>
          <CheckoutPanel items={items} running={running} onPay={placeOrder} />
        </Box>
      </Grid>
    </Container>
  );
}
