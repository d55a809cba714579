/**
 * The installable shop (vite-plugin-pwa): the Spanish manifest, the icons made from the one logo
 * (public/favicon.svg) and the service worker's caching rules.
 *
 * The service worker precaches the shop's shell and pages' code, so a returning shopper browses
 * offline from the catalog saved in IndexedDB; product photos are kept once seen (cache first,
 * 30 days). Navigations go to the network first, for the server-rendered page with current data,
 * and fall back after a short wait to the copy of that page kept from an earlier visit, or without
 * one, once the network fails, to the shell.
 * It never caches calls to functions (checkout, proofs, analysis: POSTs, and /api), Firestore
 * traffic, payment proofs or the back office's code.
 */
import type { ManifestOptions, PWAAssetsOptions, VitePWAOptions } from "vite-plugin-pwa";
// Relative: vite.config.ts loads this file, and the @domain alias applies to the app, not the config.
import { LOCALE } from "../../src/domain/locale.ts";

const CREAM = "#f7f1ea";
const BRONZE = "#6b3e2e";

export const shopManifest: Partial<ManifestOptions> = {
  id: "/",
  name: "Chatoyant · joyas de piedras semipreciosas",
  short_name: "Chatoyant",
  description:
    "Collares y aros de piedras semipreciosas hechos a mano en Chile. Piezas únicas, solo 5 unidades por diseño.",
  lang: LOCALE,
  dir: "ltr",
  start_url: "/",
  scope: "/",
  display: "standalone",
  theme_color: CREAM,
  background_color: CREAM,
  categories: ["shopping", "lifestyle"],
  shortcuts: [
    { name: "Mis Favoritos", url: "/favoritos" },
    { name: "Carrito", url: "/carrito" },
    { name: "Colorimetría", url: "/asesoria" },
  ],
  screenshots: [
    {
      src: "/screenshots/inicio-telefono.webp",
      sizes: "390x844",
      type: "image/webp",
      form_factor: "narrow",
      label: "La colección en el teléfono",
    },
    {
      src: "/screenshots/inicio-escritorio.webp",
      sizes: "1280x800",
      type: "image/webp",
      form_factor: "wide",
      label: "La colección en el computador",
    },
  ],
};

/** Icons for every platform from public/favicon.svg, on the brand color where they need a background. */
export const shopIcons: Partial<PWAAssetsOptions> = {
  image: "public/favicon.svg",
  preset: {
    transparent: { sizes: [64, 192, 512], favicons: [[48, "favicon.ico"]] },
    maskable: { sizes: [512], padding: 0.3, resizeOptions: { background: BRONZE } },
    apple: { sizes: [180], padding: 0.3, resizeOptions: { background: BRONZE } },
  },
};

/** Code only admins load, named `admin-*` so the service worker does not precache it for shoppers. */
export const ADMIN_ONLY_MODULES =
  /\/(src\/app\/routes\/admin\/|src\/features\/admin\/|src\/app\/layout\/admin-|src\/lib\/firebase\/(auth|admin-)|node_modules\/(@firebase\/auth|@dnd-kit|papaparse|browser-image-compression)\/)/;

export const shopServiceWorker: Partial<VitePWAOptions["workbox"]> = {
  globPatterns: ["**/*.{js,css,html,woff2,svg,png,ico}"],
  globIgnores: ["**/admin-*.js"],
  // Navigations are the runtime rule below, not the precached shell at once.
  navigateFallback: null,
  cleanupOutdatedCaches: true,
  runtimeCaching: [
    {
      // Pages: /api is the storefront snapshot (the app keeps its own copy); /__ is Firebase's
      // reserved space; robots.txt and the sitemap are for crawlers.
      urlPattern: ({ request, url }) =>
        request.mode === "navigate" && !/^\/(api\/|__\/|robots\.txt$|sitemap\.xml$)/.test(url.pathname),
      handler: "NetworkFirst",
      options: {
        cacheName: "pages",
        // Mobile data that answers in 3 s answers; one that does not is no better than offline.
        networkTimeoutSeconds: 3,
        expiration: { maxEntries: 50, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true },
        // A 404 page is cached too: offline, an unknown address still says so.
        cacheableResponse: { statuses: [200, 404] },
        // The app's shell (the built index.html, see vite.config.ts) for a page never visited.
        precacheFallback: { fallbackURL: "/shell.html" },
      },
    },
    {
      // Product photos and their variants in Cloud Storage (emulator or production host alike).
      urlPattern: ({ url }) => url.pathname.includes("/o/products%2F"),
      handler: "CacheFirst",
      options: {
        cacheName: "product-photos",
        expiration: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
        cacheableResponse: { statuses: [0, 200] },
      },
    },
  ],
};
