/** Shop-wide Spanish copy and locale settings. Feature-specific copy lives beside its feature. */
export const LOCALE = "es-CL";
export const TIME_ZONE = "America/Santiago";

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
    favourites: "Favoritos",
    cart: "Carrito",
    home: "Inicio",
  },
} as const;
