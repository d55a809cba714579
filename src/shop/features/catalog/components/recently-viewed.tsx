import { ChevronLeft, ChevronRight } from "lucide-react";
import { useLocation } from "react-router-dom";
import { productIdFromPath } from "@domain/shop-paths.ts";
import { useCatalogProducts } from "@/lib/storefront/use-catalog.ts";
import { useMediaQuery } from "@/shop/lib/browser/use-media-query.ts";
import { useRecentlyViewedStore } from "@/shop/stores/recently-viewed-store.ts";
import * as Carousel from "@/shop/components/ui/carousel.tsx";
import { Heading } from "@/shop/components/ui/heading.tsx";
import { css, cx } from "@/styled-system/css";
import { Container, HStack } from "@/styled-system/jsx";
import { button } from "@/styled-system/recipes";
import { ProductCard } from "./product-card.tsx";

/** Chakra's small outline IconButton, round. */
const pageButton = cx(
  button({ variant: "outline", size: "sm" }),
  css({ px: "0", py: "0", _icon: { fontSize: "[1.2em]" }, rounded: "full" }),
);

/** A card on a phone keeps a card's width, centered; wider screens share the row. */
const slide = css({ maxW: { base: "xs", sm: "[none]" }, mx: "auto" });

/** 'Vistos recientemente' carousel at the foot of every page: 1, 2 or 3 cards per view by width. */
export function RecentlyViewed() {
  const ids = useRecentlyViewedStore((state) => state.ids);
  // On a product page, the piece on screen is not repeated below it.
  const { pathname } = useLocation();
  const currentId = productIdFromPath(pathname);
  const products = useCatalogProducts();
  const isTablet = useMediaQuery("(min-width: 640px)");
  const isDesktop = useMediaQuery("(min-width: 1024px)");
  const byId = new Map(products.map((product) => [product.id, product]));
  const viewed = ids
    .filter((id) => id !== currentId)
    .map((id) => byId.get(id))
    .filter((product) => product !== undefined);
  if (viewed.length === 0) return null;
  const perPage = isDesktop ? 3 : isTablet ? 2 : 1;

  return (
    <Container
      as="section"
      w="full"
      maxW="7xl"
      px={{ base: "4", md: "6" }}
      pt="12"
      aria-labelledby="recently-viewed-heading"
    >
      <Carousel.Root
        slideCount={viewed.length}
        slidesPerPage={perPage}
        spacing="24px"
        aria-label="Vistos recientemente"
      >
        <HStack justify="space-between" mb="4" w="full">
          <Heading id="recently-viewed-heading" as="h2" className={css({ textStyle: "sectionTitle" })}>
            Vistos recientemente
          </Heading>
          <Carousel.Control gap="2">
            <Carousel.PrevTrigger className={pageButton} aria-label="Anteriores">
              <ChevronLeft />
            </Carousel.PrevTrigger>
            <Carousel.NextTrigger className={pageButton} aria-label="Siguientes">
              <ChevronRight />
            </Carousel.NextTrigger>
          </Carousel.Control>
        </HStack>
        <Carousel.ItemGroup>
          {viewed.map((product, index) => (
            <Carousel.Item key={product.id} index={index}>
              <div className={slide}>
                <ProductCard product={product} eager={false} />
              </div>
            </Carousel.Item>
          ))}
        </Carousel.ItemGroup>
      </Carousel.Root>
    </Container>
  );
}
