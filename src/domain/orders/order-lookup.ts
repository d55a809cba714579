/**
 * What the shopper's order pages and the back office's functions say when an order cannot be
 * found or read: one way, whichever page or action asked (kept free of zod: the order pages load it).
 */
export const ORDER_LOOKUP_MESSAGES = {
  notFound: "No se encontró el pedido",
  loadFailed: "No se pudo cargar la información del pedido",
} as const;
