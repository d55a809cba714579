import { Box, Flex } from "@chakra-ui/react";
import { lazy, Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { useCartDrawerStore } from "@/features/cart/stores/cart-drawer-store.ts";
import { OfflineBanner } from "@/features/pwa/components/offline-banner.tsx";
import { useRecentlyViewedStore } from "@/features/catalog/stores/recently-viewed-store.ts";
import { useAfterFirstPaint } from "@/lib/browser/after-first-paint.ts";
import { useOnceTrue } from "@/lib/browser/use-once-true.ts";
import { PageLoading } from "./page-loading.tsx";
import { SiteHeader } from "./site-header.tsx";
import { useCatalogueSync } from "./use-catalogue-sync.ts";

// Below the fold or behind a click: loaded after the first paint, or when first needed.
const CartDrawer = lazy(() =>
  import("@/features/cart/components/cart-drawer.tsx").then((m) => ({ default: m.CartDrawer })),
);
const SiteFooter = lazy(() => import("./site-footer.tsx").then((m) => ({ default: m.SiteFooter })));
const RecentlyViewed = lazy(() =>
  import("@/features/catalog/components/recently-viewed.tsx").then((m) => ({ default: m.RecentlyViewed })),
);

/** Storefront chrome: header, page, footer. Every path change starts at the top (spec, common chrome). */
export function ShopLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  useCatalogueSync();
  const painted = useAfterFirstPaint();
  const cartOpened = useOnceTrue(useCartDrawerStore((state) => state.open));
  const anyViewed = useRecentlyViewedStore((state) => state.ids.length > 0);

  return (
    <Flex direction="column" minH="100dvh">
      <SiteHeader />
      <OfflineBanner />
      <Box flex="1">
        <Box as="main" id="contenido">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Box>
        {/* Complementary to every page, so outside its main content. */}
        <Suspense fallback={null}>{painted && anyViewed && <RecentlyViewed />}</Suspense>
      </Box>
      <Suspense fallback={null}>{painted && <SiteFooter />}</Suspense>
      <Suspense fallback={null}>{cartOpened && <CartDrawer />}</Suspense>
    </Flex>
  );
}
