/**
 * The back office's addresses: each section once, below the shop's `admin` route (SHOP_ROUTES), with
 * the name the owner reads for it. The admin's router (src/admin/admin-app.tsx), its navigation,
 * the dashboard's shortcuts, the guard's redirects and the owner's e-mails (functions) are all
 * built from this table, so a section's address is written here and nowhere else.
 */
import { href } from "./shop-paths.ts";

/**
 * Every section by its path under "/admin"; `label` is its name in the navigation, which lists the
 * sections that have one in this order, and on the dashboard; `query` names the search parameters
 * its page reads. The login stands outside the guard and the navigation.
 */
export const ADMIN_ROUTES = {
  login: { path: "login" },
  home: { path: "home", label: "Dashboard" },
  products: { path: "products", label: "Productos" },
  // ?pedido=<id> opens that order: the dashboard and the owner's e-mails link to one this way.
  orders: { path: "orders", label: "Pedidos", query: ["pedido"] },
  discounts: { path: "discounts", label: "Descuentos" },
  analytics: { path: "analytics", label: "Análisis" },
  migrateImages: { path: "migrate-images", label: "Migrar imágenes" },
  settings: { path: "settings", label: "Configuración" },
} as const;

export type AdminRoute = keyof typeof ADMIN_ROUTES;

/** The sections the navigation lists: those with a label. */
export type NavigationRoute = {
  [Route in AdminRoute]: (typeof ADMIN_ROUTES)[Route] extends { label: string } ? Route : never;
}[AdminRoute];

/** The search parameters a section reads, if it reads any. */
type QueryArgument<Route extends AdminRoute> = (typeof ADMIN_ROUTES)[Route] extends {
  query: readonly (infer Name extends string)[];
}
  ? [query?: Record<Name, string>]
  : [];

/** Where the back office begins ("/admin"). */
export const ADMIN_BASE = href("admin");

/** A section's address by its name: `adminHref("orders")`, `adminHref("orders", { pedido: id })`. */
export function adminHref<Route extends AdminRoute>(route: Route, ...[query]: QueryArgument<Route>): string {
  const path = `${ADMIN_BASE}/${ADMIN_ROUTES[route].path}`;
  const search = new URLSearchParams(query as Record<string, string> | undefined).toString();
  return search ? `${path}?${search}` : path;
}

/** Whether an address is inside the back office, where the login may send the owner back to. */
export const isAdminPath = (path: string) => path.startsWith(`${ADMIN_BASE}/`);

/** The sections in the navigation, in order. */
export const NAVIGATION_ROUTES = (Object.keys(ADMIN_ROUTES) as AdminRoute[]).filter(
  (route): route is NavigationRoute => "label" in ADMIN_ROUTES[route],
);
