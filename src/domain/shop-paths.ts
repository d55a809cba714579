/**
 * The shop's addresses: every page once, in one table, and the functions that build or read them.
 * The router (src/app/router.tsx) routes this table; the page heads (seo/page-meta.ts), robots.txt
 * and the sitemap (seo/crawl-files.ts) classify addresses with it; firebase.json's rewrites and
 * headers, which cannot import it, are checked against it by tests/functions/storefront-page.test.ts.
 */
import type { PaymentMethod } from "./orders/order.ts";
import { productIdFromSlug, productSlug } from "./catalog/slug.ts";

/**
 * Every page, by its pattern in the router's syntax (`:name` is one segment, `/*` anything below).
 * A private page belongs to one shopper, or to the admin: Hosting serves it as the bare shell, it
 * is never indexed, and robots.txt keeps crawlers out. The others are the same for everyone and
 * are rendered on the server.
 */
export const SHOP_ROUTES = {
  home: { pattern: "/", private: false },
  product: { pattern: "/producto/:slug", private: false },
  about: { pattern: "/nosotros", private: false },
  help: { pattern: "/ayuda", private: false },
  warranty: { pattern: "/garantia", private: false },
  colorAnalysis: { pattern: "/asesoria", private: false },
  cart: { pattern: "/carrito", private: true },
  favorites: { pattern: "/favoritos", private: true },
  bankTransfer: { pattern: "/transferencia/:orderId", private: true },
  directTransfer: { pattern: "/transferencia-directa/:orderId", private: true },
  awaitingFintoc: { pattern: "/esperando-pago-fintoc/:orderId", private: true },
  orderSummary: { pattern: "/orden-exitosa", private: true },
  order: { pattern: "/pedido/:orderId", private: true },
  admin: { pattern: "/admin/*", private: true },
} as const;

export type ShopRoute = keyof typeof SHOP_ROUTES;

const ROUTE_NAMES = Object.keys(SHOP_ROUTES) as ShopRoute[];

function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
    .replace(/:\w+/g, "[^/]+")
    .replace(/\/\*$/, "(?:/.*)?");
  return new RegExp(`^${source}$`);
}

const ROUTE_PATTERNS = ROUTE_NAMES.map((name) => [name, patternRegExp(SHOP_ROUTES[name].pattern)] as const);

/** Without the trailing slash (but "/" stays). */
export const normalisedPath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** The page an address (no query string) is, whether or not what it names exists; null if none. */
export function matchRoute(pathname: string): ShopRoute | null {
  const path = normalisedPath(pathname);
  return ROUTE_PATTERNS.find(([, pattern]) => pattern.test(path))?.[0] ?? null;
}

/** The names of a pattern's `:name` segments: "/pedido/:orderId" → "orderId". */
type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

type PatternOf<Route extends ShopRoute> = (typeof SHOP_ROUTES)[Route]["pattern"];

/** What a route's address needs: one string per `:name` of its pattern, no more, no fewer. */
export type RouteParams<Route extends ShopRoute> = { [Name in ParamNames<PatternOf<Route>>]: string };

/** A route without parameters takes none; one with them takes exactly those. */
type ParamsArgument<Route extends ShopRoute> = [ParamNames<PatternOf<Route>>] extends [never]
  ? []
  : [params: RouteParams<Route>];

/**
 * A page's address by its name: `href("cart")`, `href("order", { orderId })`. Each parameter is
 * encoded as one segment; a section's `/*` is left off ("/admin"). Every link of the shop is
 * built here, so a page's address is written once, in SHOP_ROUTES.
 */
export function href<Route extends ShopRoute>(route: Route, ...[params]: ParamsArgument<Route>): string {
  const values: Record<string, string> = params ?? {};
  return SHOP_ROUTES[route].pattern
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name]!))
    .replace(/\/\*$/, "");
}

/** A route's pattern as a child of the router's root ("producto/:slug"). */
export const routerPath = (route: ShopRoute) => SHOP_ROUTES[route].pattern.slice(1);

/** Where each private page begins ("/carrito", "/pedido/", "/admin"), for robots.txt. */
export const PRIVATE_PATH_PREFIXES = ROUTE_NAMES.filter((name) => SHOP_ROUTES[name].private).map((name) =>
  SHOP_ROUTES[name].pattern.replace(/:\w+.*$/, "").replace(/\/\*$/, ""),
);

/** The public pages with one address each (not home, not products): the sitemap lists them. */
export const STATIC_PAGE_PATHS = ROUTE_NAMES.filter(
  (name) => !SHOP_ROUTES[name].private && name !== "home" && !SHOP_ROUTES[name].pattern.includes(":"),
).map((name) => SHOP_ROUTES[name].pattern);

const PRODUCT_PREFIX = SHOP_ROUTES.product.pattern.replace(":slug", "");

/** "/producto/collar-luna-de-cuarzo-{id}": a product's page. Links to one come from here, not href. */
export function productPath(product: Parameters<typeof productSlug>[0]): string {
  return href("product", { slug: productSlug(product) });
}

/** Whether an address is a product page's, whether or not the product exists. */
export function isProductPath(pathname: string): boolean {
  return pathname.startsWith(PRODUCT_PREFIX);
}

/** The product id a product page's address names; null for any other address. */
export function productIdFromPath(pathname: string): string | null {
  if (!isProductPath(pathname)) return null;
  return productIdFromSlug(decodeURIComponent(pathname.slice(PRODUCT_PREFIX.length)));
}

/** The summary a shopper lands on once an order is paid or its proof sent. */
export function orderSummaryPath(orderId: string): string {
  return `${href("orderSummary")}?orderId=${encodeURIComponent(orderId)}`;
}

const PAYMENT_PAGES: Record<PaymentMethod, "awaitingFintoc" | "directTransfer"> = {
  FINTOC_LINK: "awaitingFintoc",
  TRANSFERENCIA_DIRECTA: "directTransfer",
};

/** Where each pay button leads once its order exists (spec 4, Checkout), and Fintoc's way back. */
export function paymentPath(method: PaymentMethod, orderId: string): string {
  return href(PAYMENT_PAGES[method], { orderId });
}
