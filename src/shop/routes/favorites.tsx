import { Heart } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";
import { ProductCard } from "@/shop/features/catalog/components/product-card.tsx";
import { Button } from "@/shop/components/ui/button.tsx";
import { useWholeCatalog } from "@/lib/storefront/use-catalog.ts";
import { useFavoritesStore } from "@/shop/stores/favorites-store.ts";
import { css } from "@/styled-system/css";
import { Container, Grid, Stack, styled } from "@/styled-system/jsx";
import { href } from "@domain/shop-paths.ts";
import { sharedWords } from "@/i18n/shared-words.ts";

export function Component() {
  const favorites = useFavoritesStore((state) => state.items);
  const catalog = useWholeCatalog();
  const byId = new Map(catalog?.map((product) => [product.id, product]));
  // Favorites keep their saved order (newest first); pieces no longer in the shop drop out.
  const products = favorites
    .map((favorite) => byId.get(favorite.id))
    .filter((product) => product !== undefined);
  const count = catalog && catalog.length > 0 ? products.length : favorites.length;

  return (
    <Container w="full" maxW="7xl" px={{ base: "4", md: "6" }} py={{ base: "8", md: "12" }}>
      <Stack gap="1" mb="8">
        <h1 className={css({ textStyle: "pageTitle" })}>Mis Favoritos</h1>
        <styled.p color="fg.muted">
          {count === 1 ? "1 producto guardado" : `${count} productos guardados`}
        </styled.p>
      </Stack>
      {count === 0 ? (
        <Stack align="center" gap="4" py="12" textAlign="center">
          <Heart size={40} aria-hidden />
          <styled.p color="fg.muted" maxW="sm">
            Aún no tienes favoritos. Toca el corazón de una joya para guardarla aquí.
          </styled.p>
          <Button asChild className={css({ colorPalette: "brand" })}>
            <RouterLink to={href("home")}>{sharedWords.seeCollection}</RouterLink>
          </Button>
        </Stack>
      ) : (
        <Grid columns={{ base: 2, md: 3, xl: 4 }} gap={{ base: "4", md: "6" }}>
          {products.map((product, index) => (
            <ProductCard key={product.id} product={product} eager={index < 4} />
          ))}
        </Grid>
      )}
    </Container>
  );
}
