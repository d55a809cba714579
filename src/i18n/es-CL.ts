/**
 * Shop-wide Spanish copy. Feature-specific copy lives beside its feature; the locale and time zone
 * live in the domain (@domain/locale.ts), where the functions can read them too.
 */
import { BRAND_HEADLINE } from "@domain/brand.ts";

export const copy = {
  brandTagline: "Joyas hechas a mano con piedras semipreciosas, en Chile.",
  homeHeading: BRAND_HEADLINE,
  productsLoadError: "Error al cargar productos",
  backHome: "Volver al inicio",
  soldOut: "Sin stock",
  seeCollection: "Ver colección",
  tryAgain: "Intenta de nuevo.",
  noProductsFound: "No se encontraron productos",
  productUpdateFailed: "No se pudo actualizar el producto",
  discountCodes: "Códigos de descuento",
  /** A date range's end, which the range includes. */
  untilIncluded: "Hasta (incluido)",
  /** The colour analyses of the last day, on the dashboard and the analytics page. */
  analysesLastDay: "Análisis (24h)",
  faq: "Preguntas frecuentes",
  colorAnalysisQuestion: "¿Qué colores te favorecen más?",
  /** The promises both home and the manifesto make. */
  promises: { fivePerDesign: "Solo 5 por diseño", madeToMeasure: "A tu medida" },
  /** How an order's two lists are named for screen readers, in the shop and the back office. */
  orderLists: { items: "Productos del pedido", amounts: "Montos del pedido" },
  lowStock: "Stock bajo",
  /** The shop's bank account, as the shopper copies it and the owner fills it in. */
  bankTransfer: {
    title: "Datos de transferencia",
    holderName: "Titular",
    taxId: "RUT",
    bank: "Banco",
    accountType: "Tipo de cuenta",
    accountNumber: "Número de cuenta",
  },
  nav: {
    colorAnalysis: "Colorimetría",
    manifesto: "Manifiesto",
    favorites: "Favoritos",
    cart: "Carrito",
    home: "Inicio",
  },
} as const;
