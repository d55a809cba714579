/**
 * The back office: every `/admin` page, under Chakra UI's provider. Loaded only when an admin
 * opens one, so a shopper's page never evaluates Chakra, Emotion or the admin's code.
 */
import { ChakraProvider } from "@chakra-ui/react";
import { lazy, useEffect, type ComponentType } from "react";
import { Navigate, Route, Routes } from "react-router-dom";
import { markInteractive } from "@/lib/browser/early-input.ts";
import { adminSystem } from "./theme/system.ts";

type PageModule = { Component: ComponentType };
const page = (load: () => Promise<PageModule>) =>
  lazy(() => load().then((module) => ({ default: module.Component })));

const Login = page(() => import("./routes/login.tsx"));
const Guard = page(() => import("./layout/admin-guard.tsx"));
const Dashboard = page(() => import("./routes/dashboard.tsx"));
const Products = page(() => import("./routes/products.tsx"));
const Orders = page(() => import("./routes/orders.tsx"));
const Analytics = page(() => import("./routes/analytics.tsx"));
const MigrateImages = page(() => import("./routes/migrate-images.tsx"));
const Settings = page(() => import("./routes/settings.tsx"));
const Discounts = page(() => import("./routes/discounts.tsx"));

export function Component() {
  useEffect(markInteractive, []);
  return (
    <ChakraProvider value={adminSystem}>
      <Routes>
        <Route path="login" element={<Login />} />
        <Route element={<Guard />}>
          <Route index element={<Navigate to="/admin/home" replace />} />
          <Route path="home" element={<Dashboard />} />
          <Route path="products" element={<Products />} />
          <Route path="orders" element={<Orders />} />
          <Route path="analytics" element={<Analytics />} />
          <Route path="migrate-images" element={<MigrateImages />} />
          <Route path="discounts" element={<Discounts />} />
          <Route path="settings" element={<Settings />} />
        </Route>
        <Route path="*" element={<Navigate to="/admin/home" replace />} />
      </Routes>
    </ChakraProvider>
  );
}
