import { Box, Container, Flex, HStack, IconButton, Link, Text } from "@chakra-ui/react";
import { Heart, ShoppingBag } from "lucide-react";
import { NavLink, Link as RouterLink } from "react-router-dom";
import { cartItemCount } from "@domain/cart.ts";
import { useCartDrawerStore } from "@/shop/features/cart/stores/cart-drawer-store.ts";
import { useCartStore } from "@/stores/cart-store.ts";
import { useFavoritesStore } from "@/stores/favorites-store.ts";
import { SearchLauncher } from "@/shop/features/search/components/search-launcher.tsx";
import { BRAND_NAME, copy } from "@/i18n/es-CL.ts";
import { HeaderBadge } from "./header-badge.tsx";

export function SiteHeader() {
  const cartCount = useCartStore((state) => cartItemCount(state.items));
  const favoritesCount = useFavoritesStore((state) => state.items.length);
  const openCart = useCartDrawerStore((state) => state.setOpen);

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/95"
      backdropFilter="blur(8px)"
      borderBottomWidth="1px"
    >
      <Container maxW="7xl" px={{ base: "4", md: "6" }}>
        <Flex h={{ base: "14", md: "16" }} align="center" justify="space-between" gap="4">
          <Link
            asChild
            fontFamily="heading"
            fontSize={{ base: "2xl", md: "3xl" }}
            fontWeight="600"
            letterSpacing="wide"
            _hover={{ textDecoration: "none" }}
          >
            <RouterLink to="/" aria-label={`${BRAND_NAME}, ${copy.nav.home}`}>
              {BRAND_NAME}
            </RouterLink>
          </Link>
          <HStack as="nav" aria-label="Principal" gap="8" display={{ base: "none", lg: "flex" }}>
            <HeaderNavLink to="/asesoria">{copy.nav.colorAnalysis}</HeaderNavLink>
            <HeaderNavLink to="/nosotros">{copy.nav.manifesto}</HeaderNavLink>
          </HStack>
          <HStack gap="0.5">
            <SearchLauncher />
            <IconButton
              asChild
              variant="ghost"
              rounded="full"
              position="relative"
              aria-label={`${copy.nav.favorites} (${favoritesCount})`}
            >
              <RouterLink to="/favoritos">
                <Heart />
                <HeaderBadge count={favoritesCount} />
              </RouterLink>
            </IconButton>
            <IconButton
              variant="ghost"
              rounded="full"
              position="relative"
              aria-label={`${copy.nav.cart} (${cartCount})`}
              data-cart-target
              onClick={() => openCart(true)}
            >
              <ShoppingBag />
              <HeaderBadge count={cartCount} bounce />
            </IconButton>
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}

function HeaderNavLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      asChild
      fontSize="sm"
      letterSpacing="widest"
      textTransform="uppercase"
      color="fg.muted"
      _currentPage={{ color: "fg" }}
    >
      <NavLink to={to}>
        <Text as="span">{children}</Text>
      </NavLink>
    </Link>
  );
}
