import {
  DEFAULT_BACK_OFFICE_SETTINGS,
  type BackOfficeSettings,
  type ShopSettings,
} from "../settings/settings.ts";

/** Demo shop data (the seed's, and the tests'): fictional accounts and contacts, consistent across every page. */
export const DEMO_SETTINGS: ShopSettings = {
  shopName: "Chatoyant",
  tagline: "Joyas hechas a mano con piedras semipreciosas, en Chile.",
  contact: {
    email: "hola@chatoyant.cl",
    whatsapp: "56912345678",
    instagram: "chatoyant.joyas",
  },
  bankTransfer: {
    holderName: "Chatoyant SpA",
    taxId: "77.123.456-7",
    bank: "Banco Estado",
    accountType: "Cuenta Corriente",
    accountNumber: "12345678901",
    email: "pagos@chatoyant.cl",
  },
  paymentLinkBaseUrl: "https://pagos.chatoyant.cl/pagar",
  fintocMethods: ["card", "bank_transfer"],
  pickup: {
    comuna: "Las Condes",
    details: "Retiro gratis en Las Condes, coordinado por WhatsApp después de tu compra.",
  },
  policies: {
    returnsDays: 15,
    warrantyMonths: 3,
    lengthNote:
      "Ajustamos el largo a tu medida: después de tu compra te escribimos por WhatsApp para confirmarlo.",
    care: "Guarda tu joya por separado, lejos de la humedad, perfumes y cremas. Límpiala con un paño suave y seco.",
    shipping:
      "Preparamos tu pedido en 1 a 2 días hábiles. Los envíos a todo Chile llegan en 3 a 7 días hábiles. En la Región Metropolitana el envío cuesta $3.990 y es gratis desde $60.000; al resto de Chile se paga al recibir.",
    returns:
      "Tienes 15 días desde que recibes tu joya para pedir un cambio o devolución, si está sin uso y en su empaque.",
    warranty:
      "Tus joyas tienen garantía de 3 meses desde que las recibes ante defectos de fabricación: cierres, hilos y engarces.",
  },
  // Santiago at a price, free from $60.000; the rest of Chile "por pagar", as the specification had it.
  shipping: {
    regions: { "13": { kind: "price", amount: 3990 } },
    comunas: {},
    freeShippingFrom: 60000,
  },
};

/** The back office's defaults, with the demo owner's address for notices of orders. */
export const DEMO_BACK_OFFICE_SETTINGS: BackOfficeSettings = {
  ...DEFAULT_BACK_OFFICE_SETTINGS,
  notifications: { orderEmails: ["pedidos@chatoyant.cl"] },
};
