/**
 * Every route of the spec: the storefront's pages (src/shop) and, under `/admin`, the back office
 * (src/admin), which brings its own Chakra UI. Pages are loaded on demand, so the home page never
 * downloads the admin, checkout or analysis code. Declarative routes with React.lazy: the
 * data-router machinery (loaders, actions) is not needed, and leaving it out keeps the first paint
 * lighter.
 */
import { lazy, Suspense, type ComponentType } from "react";
import { Route, Routes } from "react-router-dom";
import { matchRoute, normalisedPath, routerPath, SHOP_ROUTES, type ShopRoute } from "@domain/shop-paths.ts";
import { PageLoading } from "@/shop/components/page-loading.tsx";
import { RouteErrorBoundary } from "./layout/route-error.tsx";
import { ShopLayout } from "@/shop/layout/shop-layout.tsx";
import { codePreloadsStarted } from "@/lib/browser/code-preloads.ts";

/** A route module exports its page as `Component`. */
type PageModule = { Component: ComponentType };

// The home page is part of the entry: most visits start there, and one chunk compresses better
// and arrives sooner than the dozen small ones a lazy home route would need.
import { Component as Home } from "@/shop/routes/home.tsx";

/**
 * Every other route's page, loaded on demand; "*" is the not-found page. The one place a page is
 * named: the routes below are SHOP_ROUTES with these pages, and a route added to the table
 * without its page here does not compile.
 */
const PAGE_LOADERS = {
  product: () => import("@/shop/routes/product.tsx"),
  cart: () => import("@/shop/routes/cart.tsx"),
  favorites: () => import("@/shop/routes/favorites.tsx"),
  colorAnalysis: () => import("@/shop/routes/color-analysis.tsx"),
  about: () => import("@/shop/routes/about.tsx"),
  help: () => import("@/shop/routes/help.tsx"),
  warranty: () => import("@/shop/routes/warranty.tsx"),
  bankTransfer: () => import("@/shop/routes/bank-transfer.tsx"),
  // The direct-transfer page the transfer button leads to is the same three-step flow.
  directTransfer: () => import("@/shop/routes/bank-transfer.tsx"),
  awaitingFintoc: () => import("@/shop/routes/awaiting-payment.tsx"),
  orderSummary: () => import("@/shop/routes/order-summary.tsx"),
  order: () => import("@/shop/routes/order-confirmation.tsx"),
  // The back office, with its own Chakra provider and routes, outside the shop's layout.
  admin: () => import("@/admin/admin-app.tsx"),
  "*": () => import("@/shop/routes/not-found.tsx"),
} satisfies Record<Exclude<ShopRoute, "home"> | "*", () => Promise<PageModule>>;

type PageName = keyof typeof PAGE_LOADERS;

const page = (load: () => Promise<PageModule>) =>
  lazy(() => load().then((module) => ({ default: module.Component })));

const PAGE_NAMES = Object.keys(PAGE_LOADERS) as PageName[];
// Made once, here: a lazy component made during a render would load and mount its page again.
const LAZY_PAGES: Partial<Record<PageName, ComponentType>> = Object.fromEntries(
  PAGE_NAMES.map((name) => [name, page(PAGE_LOADERS[name])]),
);

/** The shop's pages, inside its layout: every one but the back office. */
const SHOP_PAGE_NAMES = PAGE_NAMES.filter((name) => name !== "admin");

/** Pages whose code was loaded before the first render, used instead of their lazy versions. */
export type LoadedPages = Partial<Record<PageName, ComponentType>>;

/**
 * The page at this address, loaded before the first render: a server-rendered page then hydrates
 * in one pass, every part of it answering input at once, and a product page (whose code the boot
 * script has been downloading since the page arrived) renders with the app instead of after a
 * loading state. The server renders only the public pages (home, in the entry, products and the
 * content pages) and the not-found page, so any other address it rendered is that one. If loading
 * fails, routes load their code lazily.
 */
export async function loadFirstPage(pathname: string, serverRendered: boolean): Promise<LoadedPages> {
  const route = matchRoute(normalisedPath(pathname));
  if (route === "home") return {};
  const name: PageName | undefined =
    route === "product"
      ? "product"
      : !serverRendered
        ? undefined
        : route && !SHOP_ROUTES[route].private
          ? route
          : "*";
  if (!name) return {};
  try {
    if (name === "product") await codePreloadsStarted("page");
    return { [name]: (await PAGE_LOADERS[name]()).Component };
  } catch {
    return {};
  }
}

/** The routes; the browser's router or, on the server, a static one goes around them. */
export function AppRoutes({ loaded = {} }: { loaded?: LoadedPages }) {
  const pageOf = (name: PageName) => {
    const Page = loaded[name] ?? LAZY_PAGES[name]!;
    return <Page />;
  };
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route element={<ShopLayout />}>
            <Route index element={<Home />} />
            {SHOP_PAGE_NAMES.map((name) => (
              <Route key={name} path={name === "*" ? "*" : routerPath(name)} element={pageOf(name)} />
            ))}
          </Route>
          <Route path={routerPath("admin")} element={pageOf("admin")} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
