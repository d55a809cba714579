/**
 * Shop-wide Spanish copy. Feature-specific copy lives beside its feature; the locale and time zone
 * live in the domain (@domain/locale.ts), where the functions can read them too.
 */

export const BRAND_NAME = "Chatoyant";

export const copy = {
  brandTagline: "Joyas hechas a mano con piedras semipreciosas, en Chile.",
  homeHeading: "Collares y aros de piedras semipreciosas",
  productsLoadError: "Error al cargar productos",
  notFoundTitle: "Página no encontrada",
  backHome: "Volver al inicio",
  soldOut: "Sin stock",
  lowStock: "Stock bajo",
  nav: {
    colorAnalysis: "Colorimetría",
    manifesto: "Manifiesto",
    favorites: "Favoritos",
    cart: "Carrito",
    home: "Inicio",
  },
} as const;
