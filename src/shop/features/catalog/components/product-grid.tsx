import { AspectRatio, SimpleGrid, Skeleton, SkeletonText, Stack, Text } from "@chakra-ui/react";
import { copy } from "@/i18n/es-CL.ts";
import { useAfterFirstPaint } from "@/lib/browser/after-first-paint.ts";
import { useCatalog } from "@/lib/storefront/use-catalog.ts";
import { ProductCard } from "./product-card.tsx";

/** Spec: the first 4 images load eagerly; 6 skeleton tiles while loading. */
const EAGER_IMAGES = 4;
const SKELETON_TILES = 6;
/** Tiles drawn with the first paint (at least a screen's worth); the rest follow once it is done. */
const FIRST_PAINT_TILES = 8;

const columns = { base: 2, md: 3, xl: 4 };

export function ProductGrid() {
  const state = useCatalog();
  const painted = useAfterFirstPaint();

  if (state.status === "error") {
    return (
      <Text role="alert" color="red.700" py="10" textAlign="center">
        {copy.productsLoadError}
      </Text>
    );
  }

  return (
    <SimpleGrid columns={columns} gap={{ base: "4", md: "6" }} aria-busy={state.status === "loading"}>
      {state.status === "loading"
        ? Array.from({ length: SKELETON_TILES }, (_, index) => (
            <Stack key={index} gap="3" data-testid="product-skeleton">
              <AspectRatio ratio={3 / 4}>
                <Skeleton rounded="md" />
              </AspectRatio>
              <SkeletonText noOfLines={2} />
            </Stack>
          ))
        : (painted ? state.products : state.products.slice(0, FIRST_PAINT_TILES)).map((product, index) => (
            <ProductCard key={product.id} product={product} eager={index < EAGER_IMAGES} />
          ))}
    </SimpleGrid>
  );
}
