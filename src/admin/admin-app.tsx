/**
 * The back office: every `/admin` page, under Chakra UI's provider. Loaded only when an admin
 * opens one, so a shopper's page never evaluates Chakra, Emotion or the admin's code.
 */
import { ChakraProvider } from "@chakra-ui/react";
import { lazy, useEffect, type ComponentType } from "react";
import { Navigate, Route, Routes } from "react-router-dom";
import { markInteractive } from "@/lib/browser/early-input.ts";
import { adminHref, ADMIN_ROUTES, type AdminRoute } from "@domain/admin-paths.ts";
import { adminSystem } from "./theme/system.ts";

type PageModule = { Component: ComponentType };
const page = (load: () => Promise<PageModule>) =>
  lazy(() => load().then((module) => ({ default: module.Component })));

/** Each section's page (its address is in ADMIN_ROUTES); a section without one does not compile. */
const PAGES: Record<AdminRoute, ComponentType> = {
  login: page(() => import("./routes/login.tsx")),
  home: page(() => import("./routes/dashboard.tsx")),
  products: page(() => import("./routes/products.tsx")),
  orders: page(() => import("./routes/orders.tsx")),
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
