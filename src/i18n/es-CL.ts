/**
 * The Spanish words the shop's frame (header, footer, home) and both apps show. Every page loads
 * this file, so it stays short: words one app's features share live in that app's copy.ts, other
 * words both apps show in ./shared-words.ts, and words the functions say too in
 * the domain (CONTRIBUTING, "Copy").
 */
import { BRAND_HEADLINE } from "@domain/brand.ts";

export const copy = {
  homeHeading: BRAND_HEADLINE,
  productsLoadError: "Error al cargar productos",
  soldOut: "Sin stock",
  lowStock: "Stock bajo",
  colorAnalysisQuestion: "¿Qué colores te favorecen más?",
  /** The promises both home and the manifesto make. */
  promises: { fivePerDesign: "Solo 5 por diseño", madeToMeasure: "A tu medida" },
  nav: {
    colorAnalysis: "Colorimetría",
    manifesto: "Manifiesto",
    favorites: "Favoritos",
    cart: "Carrito",
    home: "Inicio",
  },
} as const;
