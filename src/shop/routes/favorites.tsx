import { Button, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Heart } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";
import { ProductCard } from "@/shop/features/catalog/components/product-card.tsx";
import { useCatalogProducts } from "@/lib/storefront/use-catalog.ts";
import { useFavoritesStore } from "@/stores/favorites-store.ts";

export function Component() {
  const favorites = useFavoritesStore((state) => state.items);
  const catalog = useCatalogProducts();
  const byId = new Map(catalog.map((product) => [product.id, product]));
  // Favorites keep their saved order (newest first); pieces no longer in the shop drop out.
  const products = favorites
    .map((favorite) => byId.get(favorite.id))
    .filter((product) => product !== undefined);
  const count = catalog.length > 0 ? products.length : favorites.length;

  return (
    <Container maxW="7xl" px={{ base: "4", md: "6" }} py={{ base: "8", md: "12" }}>
      <Stack gap="1" mb="8">
        <Heading as="h1" fontFamily="heading" fontWeight="500" fontSize={{ base: "3xl", md: "5xl" }}>
          Mis Favoritos
        </Heading>
        <Text color="fg.muted">{count === 1 ? "1 producto guardado" : `${count} productos guardados`}</Text>
      </Stack>
      {count === 0 ? (
        <Stack align="center" gap="4" py="12" textAlign="center">
          <Heart size={40} aria-hidden />
          <Text color="fg.muted" maxW="sm">
            Aún no tienes favoritos. Toca el corazón de una joya para guardarla aquí.
          </Text>
          <Button asChild colorPalette="brand">
            <RouterLink to="/">Ver colección</RouterLink>
          </Button>
        </Stack>
      ) : (
        <SimpleGrid columns={{ base: 2, md: 3, xl: 4 }} gap={{ base: "4", md: "6" }}>
          {products.map((product, index) => (
            <ProductCard key={product.id} product={product} eager={index < 4} />
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
