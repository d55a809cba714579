/** Firestore collection and document names, shared by the app, the functions, the seed and the rules tests. */
export const COLLECTIONS = {
  products: "products",
  orders: "orders",
  orderCounters: "orderCounters",
  productViewDays: "productViewDays",
  productViewHours: "productViewHours",
  /** Field Core Web Vitals: `{YYYYMMDD}_{pageType}`, histograms (analytics/web-vitals.ts). */
  webVitals: "webVitals",
  analysisUsage: "analysisUsage",
  descriptionUsage: "descriptionUsage",
  rateLimits: "rateLimits",
  alerts: "alerts",
  accessKeys: "accessKeys",
  settings: "settings",
  publicCache: "publicCache",
  adminRevocations: "adminRevocations",
  /** The Trigger Email extension's queue (its MAIL_COLLECTION parameter). */
  mail: "mail",
  fintocEvents: "fintocEvents",
  fintocIntents: "fintocIntents",
  /** One document per data migration the functions run by themselves, saying how far it got. */
  migrations: "migrations",
  /** Discount codes by code (upper case); admins only. Uses per number in `uses/{numberKey}`. */
  discountCodes: "discountCodes",
} as const;

/** Under each discount code: one document per WhatsApp number that used it (functions only). */
export const DISCOUNT_USES_SUBCOLLECTION = "uses";

/** The public settings document every page reads. */
export const SHOP_SETTINGS_DOC = "shop";
/** The admin-only settings: thresholds, costs, AI budget, order holds (never in the public snapshot). */
export const BACK_OFFICE_SETTINGS_DOC = "backOffice";

/** In `publicCache`: the prebuilt storefront snapshot that `GET /api/storefront` serves (functions only). */
export const STOREFRONT_CACHE_DOC = "storefront";
/** Under it: the snapshot's pieces past the first, when the catalog outgrows one document. */
export const STOREFRONT_PIECES_SUBCOLLECTION = "pieces";
