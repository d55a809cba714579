/**
 * Every route of the spec. Pages are loaded on demand, so the home page never downloads the admin,
 * checkout or analysis code.
 */
import { createBrowserRouter, Navigate } from "react-router-dom";
import { PageLoading } from "./layout/page-loading.tsx";
import { ShopLayout } from "./layout/shop-layout.tsx";
import { RouteError } from "./layout/route-error.tsx";

export const router = createBrowserRouter([
  {
    element: <ShopLayout />,
    hydrateFallbackElement: <PageLoading />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: () => import("./routes/home.tsx") },
      { path: "producto/:slug", lazy: () => import("./routes/product.tsx") },
      { path: "carrito", lazy: () => import("./routes/cart.tsx") },
      { path: "favoritos", lazy: () => import("./routes/favourites.tsx") },
      { path: "asesoria", lazy: () => import("./routes/colour-analysis.tsx") },
      { path: "nosotros", lazy: () => import("./routes/about.tsx") },
      { path: "ayuda", lazy: () => import("./routes/help.tsx") },
      { path: "garantia", lazy: () => import("./routes/warranty.tsx") },
      { path: "transferencia/:orderId", lazy: () => import("./routes/bank-transfer.tsx") },
      // The direct-transfer page the transfer button leads to is the same three-step flow.
      { path: "transferencia-directa/:orderId", lazy: () => import("./routes/bank-transfer.tsx") },
      { path: "esperando-pago-fintoc/:orderId", lazy: () => import("./routes/awaiting-payment.tsx") },
      { path: "orden-exitosa", lazy: () => import("./routes/order-summary.tsx") },
      { path: "pedido/:orderId", lazy: () => import("./routes/order-confirmation.tsx") },
      { path: "*", lazy: () => import("./routes/not-found.tsx") },
    ],
  },
  {
    path: "admin/login",
    lazy: () => import("./routes/admin/login.tsx"),
    hydrateFallbackElement: <PageLoading />,
  },
  {
    path: "admin",
    lazy: () => import("./layout/admin-guard.tsx"),
    hydrateFallbackElement: <PageLoading />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/admin/home" replace /> },
      { path: "home", lazy: () => import("./routes/admin/dashboard.tsx") },
      { path: "products", lazy: () => import("./routes/admin/products.tsx") },
      { path: "orders", lazy: () => import("./routes/admin/orders.tsx") },
      { path: "analytics", lazy: () => import("./routes/admin/analytics.tsx") },
      { path: "migrate-images", lazy: () => import("./routes/admin/migrate-images.tsx") },
      { path: "settings", lazy: () => import("./routes/admin/settings.tsx") },
    ],
  },
]);
