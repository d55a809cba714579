// Entry point for the Functions runtime: it only re-exports the handlers, grouped by trigger.
export { setAdminRole } from "./https/set-admin-role.ts";
export { recordProductView } from "./https/record-product-view.ts";
export { createProductImageVariants, deleteProductImageVariants } from "./storage/product-image-variants.ts";
export { storefrontSnapshot } from "./https/storefront-snapshot.ts";
export { createOrder } from "./https/create-order.ts";
export { recordPaymentProof } from "./storage/payment-proofs.ts";
export { deleteOrders, updateOrderStatus } from "./https/manage-orders.ts";
export { adjustProductStock } from "./https/adjust-product-stock.ts";
export { deleteProductMedia } from "./firestore/product-media-cleanup.ts";
export { generateProductDescription } from "./https/generate-product-description.ts";
