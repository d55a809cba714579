/**
 * Every route of the spec: the storefront's pages (src/shop) and, under `/admin`, the back office
 * (src/admin), which brings its own Chakra UI. Pages are loaded on demand, so the home page never
 * downloads the admin, checkout or analysis code. Declarative routes with React.lazy: the
 * data-router machinery (loaders, actions) is not needed, and leaving it out keeps the first paint
 * lighter.
 */
import { lazy, Suspense, type ComponentType } from "react";
import { Route, Routes } from "react-router-dom";
import { isProductPath, normalisedPath, routerPath, SHOP_ROUTES } from "@domain/shop-paths.ts";
import { PageLoading } from "@/shop/components/page-loading.tsx";
import { RouteErrorBoundary } from "./layout/route-error.tsx";
import { ShopLayout } from "@/shop/layout/shop-layout.tsx";

/** A route module exports its page as `Component`. */
type PageModule = { Component: ComponentType };
const page = (load: () => Promise<PageModule>) =>
  lazy(() => load().then((module) => ({ default: module.Component })));

// The home page is part of the entry: most visits start there, and one chunk compresses better
// and arrives sooner than the dozen small ones a lazy home route would need.
import { Component as Home } from "@/shop/routes/home.tsx";
const loadProductPage = () => import("@/shop/routes/product.tsx");
const ProductPage = page(loadProductPage);
const Cart = page(() => import("@/shop/routes/cart.tsx"));
const Favorites = page(() => import("@/shop/routes/favorites.tsx"));
const loadColorAnalysis = () => import("@/shop/routes/color-analysis.tsx");
const ColorAnalysis = page(loadColorAnalysis);
const loadAbout = () => import("@/shop/routes/about.tsx");
const About = page(loadAbout);
const loadHelp = () => import("@/shop/routes/help.tsx");
const Help = page(loadHelp);
const loadWarranty = () => import("@/shop/routes/warranty.tsx");
const Warranty = page(loadWarranty);
const BankTransfer = page(() => import("@/shop/routes/bank-transfer.tsx"));
const AwaitingPayment = page(() => import("@/shop/routes/awaiting-payment.tsx"));
const OrderSummary = page(() => import("@/shop/routes/order-summary.tsx"));
const OrderConfirmation = page(() => import("@/shop/routes/order-confirmation.tsx"));
const loadNotFound = () => import("@/shop/routes/not-found.tsx");
const NotFound = page(loadNotFound);
const AdminApp = page(() => import("@/admin/admin-app.tsx"));

/** Pages whose code was loaded before the first render, used instead of their lazy versions. */
export type LoadedPages = Partial<
  Record<"product" | "about" | "help" | "warranty" | "colorAnalysis" | "notFound", ComponentType>
>;

const CONTENT_PAGES = {
  [SHOP_ROUTES.about.pattern]: ["about", loadAbout],
  [SHOP_ROUTES.help.pattern]: ["help", loadHelp],
  [SHOP_ROUTES.warranty.pattern]: ["warranty", loadWarranty],
  [SHOP_ROUTES.colorAnalysis.pattern]: ["colorAnalysis", loadColorAnalysis],
} as const satisfies Record<string, readonly [keyof LoadedPages, () => Promise<PageModule>]>;

/**
 * The page at this address, loaded before the first render: a server-rendered page then hydrates
 * in one pass, every part of it answering input at once, and a product page (whose code the boot
 * script has been downloading since the page arrived) renders with the app instead of after a
 * loading state. The server renders only home, products, content pages and the not-found page, so
 * any other address it rendered is that one. If loading fails, routes load their code lazily.
 */
export async function loadFirstPage(pathname: string, serverRendered: boolean): Promise<LoadedPages> {
  const path = normalisedPath(pathname);
  try {
    if (isProductPath(path)) return { product: (await loadProductPage()).Component };
    if (!serverRendered || path === "/") return {};
    const [name, load] = CONTENT_PAGES[path as keyof typeof CONTENT_PAGES] ?? ["notFound", loadNotFound];
    return { [name]: (await load()).Component };
  } catch {
    return {};
  }
}

/** The routes; the browser's router or, on the server, a static one goes around them. */
export function AppRoutes({ loaded = {} }: { loaded?: LoadedPages }) {
  const Product = loaded.product ?? ProductPage;
  const pages = {
    about: loaded.about ?? About,
    help: loaded.help ?? Help,
    warranty: loaded.warranty ?? Warranty,
    colorAnalysis: loaded.colorAnalysis ?? ColorAnalysis,
    notFound: loaded.notFound ?? NotFound,
  };
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route element={<ShopLayout />}>
            <Route index element={<Home />} />
            <Route path={routerPath("product")} element={<Product />} />
            <Route path={routerPath("cart")} element={<Cart />} />
            <Route path={routerPath("favorites")} element={<Favorites />} />
            <Route path={routerPath("colorAnalysis")} element={<pages.colorAnalysis />} />
            <Route path={routerPath("about")} element={<pages.about />} />
            <Route path={routerPath("help")} element={<pages.help />} />
            <Route path={routerPath("warranty")} element={<pages.warranty />} />
            <Route path={routerPath("bankTransfer")} element={<BankTransfer />} />
            {/* The direct-transfer page the transfer button leads to is the same three-step flow. */}
            <Route path={routerPath("directTransfer")} element={<BankTransfer />} />
            <Route path={routerPath("awaitingFintoc")} element={<AwaitingPayment />} />
            <Route path={routerPath("orderSummary")} element={<OrderSummary />} />
            <Route path={routerPath("order")} element={<OrderConfirmation />} />
            <Route path="*" element={<pages.notFound />} />
          </Route>
          <Route path={routerPath("admin")} element={<AdminApp />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
