/**
 * The back office: every `/admin` page, under Chakra UI's provider. Loaded only when an admin
 * opens one, so a shopper's page never evaluates Chakra, Emotion or the admin's code.
 */
import { ChakraProvider } from "@chakra-ui/react";
import { lazy, useEffect, type ComponentType } from "react";
import { Navigate, Route, Routes } from "react-router-dom";
import { afterPageSettles } from "@/lib/browser/after-first-paint.ts";
import { markInteractive } from "@/lib/browser/early-input.ts";
import { adminHref, ADMIN_ROUTES, type AdminRoute } from "@domain/admin-paths.ts";
import { adminSystem } from "./theme/system.ts";

type PageModule = { Component: ComponentType };
const page = (load: () => Promise<PageModule>) =>
  lazy(() => load().then((module) => ({ default: module.Component })));

const loadOrders = () => import("./routes/orders.tsx");

/** Each section's page (its address is in ADMIN_ROUTES); a section without one does not compile. */
const PAGES: Record<AdminRoute, ComponentType> = {
  login: page(() => import("./routes/login.tsx")),
  home: page(() => import("./routes/dashboard.tsx")),
  products: page(() => import("./routes/products.tsx")),
  orders: page(loadOrders),
  analytics: page(() => import("./routes/analytics.tsx")),
  migrateImages: page(() => import("./routes/migrate-images.tsx")),
  discounts: page(() => import("./routes/discounts.tsx")),
  settings: page(() => import("./routes/settings.tsx")),
};

const Guard = page(() => import("./layout/admin-guard.tsx"));

/** Every section but the login is behind the guard. */
const GUARDED = (Object.keys(ADMIN_ROUTES) as AdminRoute[]).filter((route) => route !== "login");

const sectionRoute = (route: AdminRoute) => {
  const Page = PAGES[route];
  return <Route key={route} path={ADMIN_ROUTES[route].path} element={<Page />} />;
};

export function Component() {
  useEffect(markInteractive, []);
  // "Pedidos" is one tap away on every screen (it carries the badge): its code loads once the
  // page has settled, so opening it waits only for the orders (at 4× CPU on a phone, fetching and
  // evaluating its chunks took 0.4–0.6 s of the 2 s to its first row).
  useEffect(() => afterPageSettles(() => void loadOrders()), []);
  const toHome = <Navigate to={adminHref("home")} replace />;
  return (
    <ChakraProvider value={adminSystem}>
      <Routes>
        {sectionRoute("login")}
        <Route element={<Guard />}>
          <Route index element={toHome} />
          {GUARDED.map(sectionRoute)}
        </Route>
        <Route path="*" element={toHome} />
      </Routes>
    </ChakraProvider>
  );
}
