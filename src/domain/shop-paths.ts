/**
 * The shop's addresses that code builds or reads back. The app's links, the server's pages and
 * sitemap, the payment provider's return addresses and the tests all take them from here; the
 * router's patterns (src/app/router.tsx) and firebase.json's rewrites name them too, as patterns.
 */
import type { PaymentMethod } from "./orders/order.ts";
import { productIdFromSlug, productSlug } from "./catalog/slug.ts";

const PRODUCT_PREFIX = "/producto/";

/** "/producto/collar-luna-de-cuarzo-{id}": a product's page. */
export function productPath(product: Parameters<typeof productSlug>[0]): string {
  return `${PRODUCT_PREFIX}${productSlug(product)}`;
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

/** The order's page: its payment instructions and where it stands. */
export function orderPath(orderId: string): string {
  return `/pedido/${encodeURIComponent(orderId)}`;
}

/** The summary a shopper lands on once an order is paid or its proof sent. */
export function orderSummaryPath(orderId: string): string {
  return `/orden-exitosa?orderId=${encodeURIComponent(orderId)}`;
}

const PAYMENT_PAGES: Record<PaymentMethod, string> = {
  FINTOC_LINK: "/esperando-pago-fintoc/",
  TRANSFERENCIA_DIRECTA: "/transferencia-directa/",
};

/** Where each pay button leads once its order exists (spec 4, Checkout), and Fintoc's way back. */
export function paymentPath(method: PaymentMethod, orderId: string): string {
  return `${PAYMENT_PAGES[method]}${encodeURIComponent(orderId)}`;
}
