import { AspectRatio, Badge, Box, Image, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { formatClp } from "@/domain/money.ts";
import { stockStatus, type Product } from "@/domain/product.ts";
import { productSlug } from "@/domain/slug.ts";
import { copy } from "@/i18n/es-CL.ts";
import { mediaUrl } from "@/lib/firebase/media.ts";

type Props = { product: Product; eager: boolean };

/** Grid tile: worn photo, with the studio photo shown on hover where there is a pointer. */
export function ProductCard({ product, eager }: Props) {
  const worn = mediaUrl(product.media.uso);
  const studio = mediaUrl(product.media.studio);
  const status = stockStatus(product.stock);

  return (
    <Link asChild display="block" className="group" _hover={{ textDecoration: "none" }} focusRingOffset="2px">
      <RouterLink to={`/producto/${productSlug(product)}`}>
        <AspectRatio ratio={3 / 4} bg="bg.muted" rounded="md" overflow="hidden">
          <Box position="relative">
            {worn && (
              <Image
                src={worn}
                alt={product.name}
                loading={eager ? "eager" : "lazy"}
                fetchPriority={eager ? "high" : "auto"}
                objectFit="cover"
                w="full"
                h="full"
              />
            )}
            {studio && (
              <Image
                src={studio}
                alt=""
                loading="lazy"
                objectFit="cover"
                position="absolute"
                inset="0"
                w="full"
                h="full"
                opacity="0"
                transition="opacity 0.3s ease"
                _groupHover={{ opacity: { base: 0, lg: 1 } }}
              />
            )}
            {status !== "available" && (
              <Badge
                position="absolute"
                top="2"
                left="2"
                colorPalette={status === "out" ? "gray" : "orange"}
                variant="solid"
              >
                {status === "out" ? copy.soldOut : copy.lowStock}
              </Badge>
            )}
          </Box>
        </AspectRatio>
        <Stack gap="0.5" mt="3">
          <Text fontSize={{ base: "sm", md: "md" }} lineClamp={2}>
            {product.name}
          </Text>
          <Text fontWeight="600" color="brand.fg">
            {formatClp(product.price)}
          </Text>
        </Stack>
      </RouterLink>
    </Link>
  );
}
