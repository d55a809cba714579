import { Box, Flex } from "@chakra-ui/react";
import { lazy, Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { useCartDrawerStore } from "@/features/cart/stores/cart-drawer-store.ts";
import { OfflineBanner } from "@/features/pwa/components/offline-banner.tsx";
import { useAfterFirstPaint } from "@/lib/browser/after-first-paint.ts";
import { withFullSystem } from "@/theme/active-system.ts";
import { PageLoading } from "./page-loading.tsx";
import { SiteHeader } from "./site-header.tsx";
import { useCatalogueSync } from "./use-catalogue-sync.ts";

// Below the fold or behind a click: loaded once the page has painted, never before.
const loadCartDrawer = withFullSystem(() => import("@/features/cart/components/cart-drawer.tsx"));
const loadRecentlyViewed = withFullSystem(() => import("@/features/catalog/components/recently-viewed.tsx"));
const CartDrawer = lazy(() => loadCartDrawer().then((m) => ({ default: m.CartDrawer })));
const SiteFooter = lazy(() => import("./site-footer.tsx").then((m) => ({ default: m.SiteFooter })));
const RecentlyViewed = lazy(() => loadRecentlyViewed().then((m) => ({ default: m.RecentlyViewed })));

/** Storefront chrome: header, page, footer. Every path change starts at the top (spec, common chrome). */
export function ShopLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  useCatalogueSync();
  const painted = useAfterFirstPaint();
  const cartOpen = useCartDrawerStore((state) => state.open);

  return (
    <Flex direction="column" minH="100dvh">
      <SiteHeader />
      <OfflineBanner />
      <Box as="main" id="contenido" flex="1">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
        <Suspense fallback={null}>{painted && <RecentlyViewed />}</Suspense>
      </Box>
      <Suspense fallback={null}>{painted && <SiteFooter />}</Suspense>
      <Suspense fallback={null}>{(painted || cartOpen) && <CartDrawer />}</Suspense>
    </Flex>
  );
}
