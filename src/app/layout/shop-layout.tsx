import { Box, Flex } from "@chakra-ui/react";
import { useEffect } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { CartDrawer } from "@/features/cart/components/cart-drawer.tsx";
import { RecentlyViewed } from "@/features/catalog/components/recently-viewed.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { useCatalogueSync } from "./use-catalogue-sync.ts";

/** Storefront chrome: header, page, footer. Every path change starts at the top (spec, common chrome). */
export function ShopLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  useCatalogueSync();

  return (
    <Flex direction="column" minH="100dvh">
      <SiteHeader />
      <Box as="main" id="contenido" flex="1">
        <Outlet />
        <RecentlyViewed />
      </Box>
      <SiteFooter />
      <CartDrawer />
    </Flex>
  );
}
