import { AspectRatio, Badge, Box, HStack, LinkBox, LinkOverlay, Stack, Text } from "@chakra-ui/react";
import { memo, use, useRef } from "react";
import { Link as RouterLink } from "react-router-dom";
import { formatClp } from "@domain/money.ts";
import { stockStatus, type Product } from "@domain/product.ts";
import { productPath } from "@domain/shop-paths.ts";
import { copy } from "@/i18n/es-CL.ts";
import { CardPhotos } from "./card-photos.tsx";
import { ProductCardActionsContext } from "./product-card-actions.ts";

type Props = { product: Product; eager: boolean };

/**
 * Grid tile. The whole card links to the product page through the name's overlay link, while the
 * like and add-to-cart buttons (slots the layout fills) sit above it: buttons may not live inside
 * a link.
 */
export const ProductCard = memo(function ProductCard({ product, eager }: Props) {
  const { Like, AddToCart } = use(ProductCardActionsContext);
  const photo = useRef<HTMLDivElement>(null);
  const status = stockStatus(product.stock);
  const href = productPath(product);

  return (
    <LinkBox as="article" className="group" aria-label={product.name}>
      <AspectRatio ref={photo} ratio={3 / 4} bg="bg.muted" rounded="md" overflow="hidden">
        <Box position="relative">
          <CardPhotos href={href} worn={product.media.uso} studio={product.media.studio} eager={eager} />
          {status !== "available" && (
            <Badge
              position="absolute"
              top="2"
              left="2"
              zIndex="2"
              colorPalette={status === "out" ? "gray" : "orange"}
              variant="solid"
              // White on orange.600 is 3.5:1; orange.700 reaches 5.2:1 (WCAG AA for small text).
              bg={status === "out" ? undefined : "orange.700"}
            >
              {status === "out" ? copy.soldOut : copy.lowStock}
            </Badge>
          )}
          <Box position="absolute" top="2" right="2" zIndex="2">
            <Like product={product} />
          </Box>
        </Box>
      </AspectRatio>
      <HStack mt="3" align="start" justify="space-between" gap="2">
        <Stack gap="0.5" minW="0">
          <LinkOverlay
            asChild
            _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" }}
          >
            <RouterLink to={href}>
              <Text as="span" fontSize={{ base: "sm", md: "md" }} lineClamp={2}>
                {product.name}
              </Text>
            </RouterLink>
          </LinkOverlay>
          <Text fontWeight="600" color="brand.fg">
            {formatClp(product.price)}
          </Text>
        </Stack>
        <Box position="relative" zIndex="1" flexShrink={0}>
          <AddToCart product={product} photoRef={photo} />
        </Box>
      </HStack>
    </LinkBox>
  );
});
