/**
 * Words both apps show beyond the shop's frame (whose words, loaded by every page, are in es-CL.ts):
 * loaded only by the pages that show them.
 */
export const sharedWords = {
  noProductsFound: "No se encontraron productos",
  backHome: "Volver al inicio",
  seeCollection: "Ver colección",
  faq: "Preguntas frecuentes",
  /** The shop's bank account, as the shopper copies it and the owner fills it in. */
  bankTransfer: {
    title: "Datos de transferencia",
    holderName: "Titular",
    taxId: "RUT",
    bank: "Banco",
    accountType: "Tipo de cuenta",
    accountNumber: "Número de cuenta",
  },
  /** How an order's two lists are named for screen readers. */
  lists: { items: "Productos del pedido", amounts: "Montos del pedido" },
} as const;
