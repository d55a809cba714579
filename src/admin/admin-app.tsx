/**
 * The back office: every `/admin` page, under Chakra UI's provider. Loaded only when an admin
 * opens one, so a shopper's page never evaluates Chakra, Emotion or the admin's code.
 */
import { ChakraProvider } from "@chakra-ui/react";
import { createElement, lazy, useEffect, useState, type ComponentType } from "react";
import { Navigate, Route, Routes } from "react-router-dom";
import { afterPageSettles } from "@/lib/browser/after-first-paint.ts";
import { markInteractive } from "@/lib/browser/early-input.ts";
import { adminHref, ADMIN_ROUTES, type AdminRoute } from "@domain/admin-paths.ts";
import { adminSystem } from "./theme/system.ts";

type PageModule = { Component: ComponentType };
type Page = ComponentType & { preload: () => Promise<unknown> };

/**
 * A section's page, its code fetched when first drawn, or before by `preload`. A page whose code is
 * already here draws at once: `lazy` alone suspends on its first drawing even then, and React
 * holds a suspended page back a moment more (at 4× CPU, "Pedidos" drew 0.3 s after the tap with its
 * code preloaded).
 */
const page = (load: () => Promise<PageModule>): Page => {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.Component;
      return { default: module.Component };
    });
  const Lazy = lazy(preload);
  // Chosen once per drawing of the page: switching from `Lazy` to the loaded one would remount it.
  const Page = () => createElement(useState(() => loaded ?? Lazy)[0]);
  return Object.assign(Page, { preload });
};

/** Each section's page (its address is in ADMIN_ROUTES); a section without one does not compile. */
const PAGES: Record<AdminRoute, Page> = {
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
  // "Pedidos" is one tap away on every screen (it carries the badge): its code loads once the
  // page has settled, so opening it waits only for the orders (at 4× CPU on a phone, fetching and
  // evaluating its chunks took 0.4–0.6 s of the 2 s to its first row).
  useEffect(() => afterPageSettles(() => void PAGES.orders.preload()), []);
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
