import { Box, Carousel, Container, Heading, IconButton, HStack, useMediaQuery } from "@chakra-ui/react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useLocation } from "react-router-dom";
import { productIdFromPath } from "@domain/shop-paths.ts";
import { useCatalogProducts } from "@/lib/storefront/use-catalog.ts";
import { useRecentlyViewedStore } from "@/stores/recently-viewed-store.ts";
import { ProductCard } from "./product-card.tsx";
import { carouselSlotRecipe } from "@chakra-ui/react/theme";

/** 'Vistos recientemente' carousel at the foot of every page: 1, 2 or 3 cards per view by width. */
export function RecentlyViewed() {
  const ids = useRecentlyViewedStore((state) => state.ids);
  // On a product page, the piece on screen is not repeated below it.
  const { pathname } = useLocation();
  const currentId = productIdFromPath(pathname);
  const products = useCatalogProducts();
  const [isTablet, isDesktop] = useMediaQuery(["(min-width: 640px)", "(min-width: 1024px)"], {
    fallback: [false, false],
  });
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
      maxW="7xl"
      px={{ base: "4", md: "6" }}
      pt="12"
      aria-labelledby="recently-viewed-heading"
    >
      <Carousel.Root
        recipe={carouselSlotRecipe}
        slideCount={viewed.length}
        slidesPerPage={perPage}
        spacing="24px"
        aria-label="Vistos recientemente"
      >
        <HStack justify="space-between" mb="4" w="full">
          <Heading
            id="recently-viewed-heading"
            as="h2"
            fontFamily="heading"
            fontWeight="500"
            fontSize={{ base: "2xl", md: "3xl" }}
          >
            Vistos recientemente
          </Heading>
          <Carousel.Control gap="2">
            <Carousel.PrevTrigger asChild>
              <IconButton size="sm" variant="outline" rounded="full" aria-label="Anteriores">
                <ChevronLeft />
              </IconButton>
            </Carousel.PrevTrigger>
            <Carousel.NextTrigger asChild>
              <IconButton size="sm" variant="outline" rounded="full" aria-label="Siguientes">
                <ChevronRight />
              </IconButton>
            </Carousel.NextTrigger>
          </Carousel.Control>
        </HStack>
        <Carousel.ItemGroup>
          {viewed.map((product, index) => (
            <Carousel.Item key={product.id} index={index}>
              <Box maxW={{ base: "xs", sm: "none" }} mx="auto">
                <ProductCard product={product} eager={false} />
              </Box>
            </Carousel.Item>
          ))}
        </Carousel.ItemGroup>
      </Carousel.Root>
    </Container>
  );
}
