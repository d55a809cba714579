import { lazy, Suspense, useEffect } from "react";
import { Outlet } from "react-router-dom";
import { AfterFirstPaint } from "@/shop/components/after-first-paint.tsx";
import { AddToCartButton } from "@/shop/features/cart/components/add-to-cart-button.tsx";
import { useCartDrawerStore } from "@/shop/features/cart/stores/cart-drawer-store.ts";
import {
  ProductCardActionsContext,
  type ProductCardActions,
} from "@/shop/features/catalog/components/product-card-actions.ts";
import { LikeButton } from "@/shop/features/favorites/components/like-button.tsx";
import { useRecentlyViewedStore } from "@/shop/stores/recently-viewed-store.ts";
import { markInteractive } from "@/lib/browser/early-input.ts";
import { useCodePreloaded } from "@/shop/lib/browser/use-code-preloaded.ts";
import { useOnceTrue } from "@/shop/lib/browser/use-once-true.ts";
import { PageLoading } from "@/shop/components/page-loading.tsx";
import { SiteHeader } from "./site-header.tsx";
import { useNavigationScroll } from "./use-navigation-scroll.ts";
import { Box, Flex } from "@/styled-system/jsx";

// Below the fold or behind a click: loaded after the first paint, or when first needed.
const CartDrawer = lazy(() => import("./cart-panel.tsx"));
const OfflineBanner = lazy(() =>
  import("@/shop/features/pwa/components/offline-banner.tsx").then((m) => ({ default: m.OfflineBanner })),
);
const PageTitles = lazy(() => import("./page-titles.tsx").then((m) => ({ default: m.PageTitles })));
const FieldVitals = lazy(() =>
  import("@/shop/components/field-vitals.tsx").then((m) => ({ default: m.FieldVitals })),
);
const CatalogSync = lazy(() => import("./catalog-sync.ts"));
const SiteFooter = lazy(() => import("./site-footer.tsx").then((m) => ({ default: m.SiteFooter })));
const RecentlyViewed = lazy(() =>
  import("@/shop/features/catalog/components/recently-viewed.tsx").then((m) => ({
    default: m.RecentlyViewed,
  })),
);

/** Every product card in the shop can be liked and added to the cart. */
const CARD_ACTIONS: ProductCardActions = { Like: LikeButton, AddToCart: AddToCartButton };

/**
 * Storefront chrome: header, page, footer. A new page starts at the top (spec, common chrome), and
 * the app's own start moves nothing (useNavigationScroll). What changes without a navigation (stores, live data, deferred parts) is read by the
 * small components below, so the page itself does not render again for it.
 */
export function ShopLayout() {
  useNavigationScroll();

  return (
    <ProductCardActionsContext value={CARD_ACTIONS}>
      <Flex direction="column" minH="dvh">
        <SiteHeader />
        <AfterFirstPaint>
          <CatalogSync />
          <OfflineBanner />
          <PageTitles />
          <FieldVitals />
        </AfterFirstPaint>
        {/* At least a screen tall, so the footer (mounted after the first paint) starts below the
          fold and never moves on screen while the page's code, data or photos arrive. */}
        <Box flex="1" minH="dvh">
          <main id="contenido">
            <Suspense fallback={<PageLoading />}>
              <Outlet />
              <PageInteractive />
            </Suspense>
          </main>
          {/* Complementary to every page, so outside its main content. */}
          <AfterFirstPaint>
            <RecentlyViewedOnceAny />
          </AfterFirstPaint>
        </Box>
        <AfterFirstPaint>
          <SiteFooter />
        </AfterFirstPaint>
        <CartDrawerOnceOpened />
      </Flex>
    </ProductCardActionsContext>
  );
}

/**
 * Mounts with the page's content: a server-rendered page hydrates its parts in turn (the header,
 * then the page inside its Suspense boundary), and this is the last of them. The page answers
 * input from here on, and taps that came before are handed over.
 */
function PageInteractive() {
  useEffect(markInteractive, []);
  return null;
}

function RecentlyViewedOnceAny() {
  const anyViewed = useRecentlyViewedStore((state) => state.ids.length > 0);
  return useCodePreloaded("recentlyViewed", anyViewed) && <RecentlyViewed />;
}

function CartDrawerOnceOpened() {
  const opened = useOnceTrue(useCartDrawerStore((state) => state.open));
  return <Suspense fallback={null}>{opened && <CartDrawer />}</Suspense>;
}
