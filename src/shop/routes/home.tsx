import { ProductGrid } from "@/shop/features/catalog/components/product-grid.tsx";
import { PromoBanner } from "@/shop/features/catalog/components/promo-banner.tsx";
import { SellingPoints } from "@/shop/features/catalog/components/selling-points.tsx";
import { HydrateLater } from "@/shop/components/hydrate-later.tsx";
import { Heading } from "@/shop/components/ui/heading.tsx";
import { copy } from "@/i18n/es-CL.ts";
import { css } from "@/styled-system/css";
import { Container, Stack } from "@/styled-system/jsx";

export function Component() {
  return (
    <>
      <PromoBanner />
      <Container w="full" maxW="7xl" px={{ base: "4", md: "6" }} py={{ base: "8", md: "12" }}>
        <Stack gap={{ base: "6", md: "8" }} mb={{ base: "8", md: "10" }}>
          <Heading
            as="h1"
            className={css({
              textAlign: "center",
              fontFamily: "heading",
              fontWeight: "medium",
              fontSize: { base: "3xl", md: "5xl" },
              lineHeight: "[1.15]",
              maxW: "3xl",
              mx: "auto",
            })}
          >
            {copy.homeHeading}
          </Heading>
          <SellingPoints />
        </Stack>
        <HydrateLater>
          <ProductGrid />
        </HydrateLater>
      </Container>
    </>
  );
}
