import { AspectRatio, Button, Container, Heading, Image, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { PageLoading } from "@/app/layout/page-loading.tsx";
import { PageIntro } from "@/components/page-intro.tsx";
import { formatClp } from "@/domain/money.ts";
import { PHOTO_SLOTS } from "@/domain/product.ts";
import { productIdFromSlug } from "@/domain/slug.ts";
import { useProduct } from "@/features/catalog/hooks/use-product.ts";
import { mediaUrl } from "@/lib/firebase/media.ts";

export function Component() {
  const { slug = "" } = useParams();
  const state = useProduct(productIdFromSlug(slug));

  if (state.status === "loading") {
    return <PageLoading />;
  }
  if (state.status === "missing") {
    return (
      <PageIntro title="Producto no encontrado">
        <Button asChild colorPalette="brand" alignSelf="start">
          <RouterLink to="/">Volver a la colección</RouterLink>
        </Button>
      </PageIntro>
    );
  }

  const { product } = state;
  const photos = PHOTO_SLOTS.map((slot) => mediaUrl(product.media[slot])).filter((url) => url !== null);
  return (
    <Container maxW="6xl" px={{ base: "4", md: "6" }} py={{ base: "6", md: "12" }}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: "6", md: "12" }}>
        <SimpleGrid columns={2} gap="2">
          {photos.map((url, index) => (
            <AspectRatio
              key={url}
              ratio={3 / 4}
              gridColumn={index === 0 ? "span 2" : undefined}
              rounded="md"
              overflow="hidden"
              bg="bg.muted"
            >
              <Image src={url} alt={index === 0 ? product.name : ""} objectFit="cover" />
            </AspectRatio>
          ))}
        </SimpleGrid>
        <Stack gap="4">
          <Heading as="h1" fontFamily="heading" fontWeight="500" fontSize={{ base: "3xl", md: "4xl" }}>
            {product.name}
          </Heading>
          <Text fontSize="2xl" color="brand.fg" fontWeight="600">
            {formatClp(product.price)}
          </Text>
          {product.description && <Text color="fg.muted">{product.description}</Text>}
        </Stack>
      </SimpleGrid>
    </Container>
  );
}
