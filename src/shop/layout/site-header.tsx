import { Heart, ShoppingBag } from "lucide-react";
import { NavLink, Link as RouterLink } from "react-router-dom";
import { cartItemCount } from "@domain/orders/cart.ts";
import { useCartDrawerStore } from "@/shop/features/cart/stores/cart-drawer-store.ts";
import { useCartStore } from "@/shop/stores/cart-store.ts";
import { useFavoritesStore } from "@/shop/stores/favorites-store.ts";
import { SearchLauncher } from "@/shop/features/search/components/search-launcher.tsx";
import { Link } from "@/shop/components/ui/link.tsx";
import { BRAND_NAME } from "@domain/brand.ts";
import { copy } from "@/i18n/es-CL.ts";
import { css, cx } from "@/styled-system/css";
import { Container, Flex, HStack, styled } from "@/styled-system/jsx";
import { button } from "@/styled-system/recipes";
import { HeaderBadge } from "./header-badge.tsx";
import { href } from "@domain/shop-paths.ts";

/** Chakra's ghost IconButton, round, holding its count badge. */
const iconButton = cx(
  button({ variant: "ghost", size: "md" }),
  css({ px: "0", py: "0", _icon: { fontSize: "[1.2em]" }, rounded: "full", position: "relative" }),
);

/** The header itself reads no store: a change to the cart re-renders its button, not the header. */
export function SiteHeader() {
  return (
    <styled.header
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/95"
      backdropFilter="[blur(8px)]"
      borderBottomWidth="[1px]"
    >
      <Container w="full" maxW="7xl" px={{ base: "4", md: "6" }}>
        <Flex h={{ base: "14", md: "16" }} align="center" justify="space-between" gap="4">
          <Link
            asChild
            className={css({
              fontFamily: "heading",
              fontSize: { base: "2xl", md: "3xl" },
              fontWeight: "semibold",
              letterSpacing: "wide",
              _hover: { textDecoration: "none" },
            })}
          >
            <RouterLink to={href("home")} aria-label={`${BRAND_NAME}, ${copy.nav.home}`}>
              {BRAND_NAME}
            </RouterLink>
          </Link>
          <HStack as="nav" aria-label="Principal" gap="8" display={{ base: "none", lg: "flex" }}>
            <HeaderNavLink to={href("colorAnalysis")}>{copy.nav.colorAnalysis}</HeaderNavLink>
            <HeaderNavLink to={href("about")}>{copy.nav.manifesto}</HeaderNavLink>
          </HStack>
          <HStack gap="0.5">
            <SearchLauncher />
            <FavoritesLink />
            <CartButton />
          </HStack>
        </Flex>
      </Container>
    </styled.header>
  );
}

function FavoritesLink() {
  const count = useFavoritesStore((state) => state.items.length);
  return (
    <RouterLink to={href("favorites")} className={iconButton} aria-label={`${copy.nav.favorites} (${count})`}>
      <Heart />
      <HeaderBadge count={count} />
    </RouterLink>
  );
}

function CartButton() {
  const count = useCartStore((state) => cartItemCount(state.items));
  const openCart = useCartDrawerStore((state) => state.setOpen);
  return (
    <button
      type="button"
      className={iconButton}
      aria-label={`${copy.nav.cart} (${count})`}
      data-cart-target
      onClick={() => openCart(true)}
    >
      <ShoppingBag />
      <HeaderBadge count={count} bounce />
    </button>
  );
}

function HeaderNavLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      asChild
      className={css({
        fontSize: "sm",
        letterSpacing: "widest",
        textTransform: "uppercase",
        color: "fg.muted",
        _currentPage: { color: "fg" },
      })}
    >
      <NavLink to={to}>
        <span>{children}</span>
      </NavLink>
    </Link>
  );
}
