// Entry point for the Functions runtime: it only re-exports the handlers, grouped by trigger.
export { setAdminRole } from "./https/set-admin-role.ts";
export { recordProductView } from "./https/record-product-view.ts";
export { createProductImageVariants, deleteProductImageVariants } from "./storage/product-image-variants.ts";
export { storefrontSnapshot } from "./https/storefront-snapshot.ts";
export { sitemap } from "./https/sitemap.ts";
export { productFeed } from "./https/product-feeds.ts";
export { storefrontPage } from "./https/storefront-page.ts";
export { productPhoto } from "./https/product-photo.ts";
export {
  rebuildStorefrontOnProductWrite,
  rebuildStorefrontOnSettingsWrite,
} from "./firestore/rebuild-storefront.ts";
export { createOrder } from "./https/create-order.ts";
export { checkDiscountCode } from "./https/check-discount-code.ts";
export { startFintocPayment } from "./https/start-fintoc-payment.ts";
export { fintocWebhook } from "./https/fintoc-webhook.ts";
export { paymentsStatus } from "./https/payments-status.ts";
export { recordPaymentProof } from "./storage/payment-proofs.ts";
export { deleteOrders, rejectPaymentProof, updateOrderStatus } from "./https/manage-orders.ts";
export { adjustProductStock } from "./https/adjust-product-stock.ts";
export { deleteProductMedia } from "./firestore/product-media-cleanup.ts";
export { generateProductDescription } from "./https/generate-product-description.ts";
export { analyzeStyle } from "./https/analyze-style.ts";
export { productViewStats } from "./https/product-view-stats.ts";
export { recordWebVitals } from "./https/record-web-vitals.ts";
export { checkAlerts } from "./https/check-alerts.ts";
export { scheduledAlertCheck } from "./scheduler/scheduled-alert-check.ts";
export { scheduledHoldSweep } from "./scheduler/scheduled-hold-sweep.ts";
export { createAccessKey, revokeAccessKey } from "./https/access-keys.ts";
export { importProductMedia } from "./https/import-product-media.ts";
