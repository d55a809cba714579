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
