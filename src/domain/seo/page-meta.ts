/**
 * What the HTML of each storefront address says before any JavaScript runs: its status (a real 404
 * for an unknown product or path, never a soft one), title, description, canonical URL, link
 * preview tags and structured data. The page function (functions/src/https/storefront-page.ts)
 * writes it into the app's shell; the app keeps the same titles as the shopper moves around.
 */
import { EMBEDDED_SNAPSHOT_ID, SERVER_RENDERED_ATTRIBUTE } from "../catalog/storefront-snapshot.ts";
import { LOCALE } from "../locale.ts";
import { formatClp } from "../money.ts";
import { productDisplayName, stockStatus, type Product } from "../catalog/product.ts";
import {
  matchRoute,
  normalisedPath,
  productIdFromPath,
  productPath,
  SHOP_ROUTES,
  type ShopRoute,
} from "../shop-paths.ts";
import { BRAND_DESCRIPTION, BRAND_HEADLINE, BRAND_NAME } from "../brand.ts";
// Types only: every page's title code imports this file, and must not bring the schemas (zod).
import type { ShippingSettings } from "../settings/shipping-settings.ts";

const HOME_TITLE = `${BRAND_NAME} · ${BRAND_HEADLINE}`;
export const NOT_FOUND_TITLE = "Página no encontrada";
/** A product address whose product does not exist (spec: Product page). */
export const PRODUCT_NOT_FOUND_TITLE = "Producto no encontrado";

export interface PageMeta {
  status: 200 | 404;
  title: string;
  description: string;
  /** Absolute; none for pages that are not to be indexed. */
  canonical: string | null;
  /** Personal and transactional pages: `noindex`. */
  indexable: boolean;
  /**
   * Whether the server renders the page's content: the same for every visitor. A shopper's own
   * pages (cart, orders) depend on what only the browser knows, so the browser draws them.
   */
  rendered: boolean;
  /** Link previews (Open Graph, with Twitter's card read from them). */
  social: {
    type: "website" | "product";
    image: { url: string; width: number; height: number } | null;
    price: number | null;
  };
  /** schema.org objects, each written as its own JSON-LD script. */
  structuredData: object[];
}

/** How the page builds absolute addresses: the shop's origin and a product photo's public URL. */
export interface Site {
  origin: string;
  /** The shop's shipping rates (settings), for the offer's `shippingDetails`; none before they load. */
  shipping?: ShippingSettings;
  /** The URL of a stored photo's largest variant, and its size; null without a photo. */
  photo: (media: string | null) => { url: string; width: number; height: number } | null;
}

type ContentRoute = Extract<ShopRoute, "about" | "help" | "warranty" | "colorAnalysis">;

/** Pages with their own title and description, the same for everyone. */
const CONTENT_PAGES: Record<ContentRoute, { title: string; description: string }> = {
  about: {
    title: "Manifiesto",
    description:
      "Quiénes somos: joyas hechas a mano en Chile con piedras semipreciosas, en series de pocas piezas.",
  },
  help: {
    title: "Ayuda",
    description: "Preguntas frecuentes, pagos, envíos, devoluciones y contacto de Chatoyant.",
  },
  warranty: {
    title: "Garantía",
    description: "Qué cubre la garantía de tus joyas Chatoyant y cómo hacerla efectiva.",
  },
  colorAnalysis: {
    title: "Colorimetría",
    description:
      "Descubre tu estación de color con una foto y recibe tu paleta y los collares que mejor te quedan.",
  },
};

const isContentRoute = (route: ShopRoute): route is ContentRoute => route in CONTENT_PAGES;

const withBrand = (title: string) => `${title} | ${BRAND_NAME}`;

function plain(status: 200 | 404, title: string, description: string, canonical: string | null): PageMeta {
  return {
    status,
    title,
    description,
    canonical,
    indexable: canonical !== null,
    rendered: true,
    social: { type: "website", image: null, price: null },
    structuredData: [],
  };
}

function homePage(site: Site, products: readonly Product[]): PageMeta {
  const firstPhoto = products.map((product) => site.photo(product.media.uso)).find(Boolean) ?? null;
  return {
    ...plain(200, HOME_TITLE, BRAND_DESCRIPTION, `${site.origin}/`),
    social: { type: "website", image: firstPhoto, price: null },
    structuredData: [
      { "@context": "https://schema.org", "@type": "Organization", name: BRAND_NAME, url: `${site.origin}/` },
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: BRAND_NAME,
        url: `${site.origin}/`,
        inLanguage: LOCALE,
      },
    ],
  };
}

/** The product's own description, or a line made of its name, type and price. */
function productDescription(product: Product): string {
  const text = product.description?.replace(/\s+/g, " ").trim();
  if (text) return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
  return `${productDisplayName(product)}, hecho a mano en Chile. ${formatClp(product.price)}.`;
}

/** The offer's shipping per región with a price; nothing when every región is "por pagar". */
function shippingDetails(shipping: ShippingSettings | undefined, price: number) {
  const details = offerShippingDetails(shipping, price);
  return details.length > 0 ? { shippingDetails: details } : {};
}

function productPage(site: Site, product: Product): PageMeta {
  const name = productDisplayName(product);
  const url = `${site.origin}${productPath(product)}`;
  const description = productDescription(product);
  const image = site.photo(product.media.studio ?? product.media.uso);
  const photos = [product.media.uso, product.media.studio, product.media.extra, product.media.extra_2]
    .map((media) => site.photo(media)?.url)
    .filter((photo): photo is string => Boolean(photo));
  return {
    ...plain(200, withBrand(name), description, url),
    social: { type: "product", image, price: product.price },
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "Product",
        name,
        description,
        sku: product.id,
        image: photos,
        brand: { "@type": "Brand", name: BRAND_NAME },
        offers: {
          "@type": "Offer",
          url,
          price: product.price,
          priceCurrency: "CLP",
          availability:
            stockStatus(product.stock) === "out"
              ? "https://schema.org/OutOfStock"
              : "https://schema.org/InStock",
          ...shippingDetails(site.shipping, product.price),
        },
      },
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Inicio", item: `${site.origin}/` },
          { "@type": "ListItem", position: 2, name, item: url },
        ],
      },
    ],
  };
}

/** The page at `path` (no query string) for the catalog as the storefront snapshot has it. */
export function pageMeta(path: string, products: readonly Product[], site: Site): PageMeta {
  const clean = normalisedPath(path);
  const route = matchRoute(clean);
  if (route !== null && SHOP_ROUTES[route].private) {
    return { ...plain(200, BRAND_NAME, BRAND_DESCRIPTION, null), rendered: false };
  }
  if (route === "home") return homePage(site, products);
  if (route === "product") {
    const id = productIdFromPath(clean);
    const product = id ? products.find((candidate) => candidate.id === id) : undefined;
    if (product) return productPage(site, product);
    return plain(404, withBrand(PRODUCT_NOT_FOUND_TITLE), BRAND_DESCRIPTION, null);
  }
  if (route !== null && isContentRoute(route)) {
    const { title, description } = CONTENT_PAGES[route];
    return plain(200, withBrand(title), description, `${site.origin}${clean}`);
  }
  return plain(404, withBrand(NOT_FOUND_TITLE), BRAND_DESCRIPTION, null);
}

/** The title the app shows as the shopper moves between pages, matching the server's (product
 * pages set their own once the product is known). */
export function pageTitle(path: string): string {
  const route = matchRoute(path);
  if (route === null) return withBrand(NOT_FOUND_TITLE);
  if (route === "home") return HOME_TITLE;
  return isContentRoute(route) ? withBrand(CONTENT_PAGES[route].title) : BRAND_NAME;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON inside a <script>: nothing in it may close the element. */
const scriptJson = (value: object) => JSON.stringify(value).replace(/</g, "\\u003c");

/** The <head> tags of a page, after its <title>. */
export function headTags(meta: PageMeta): string {
  const property = (key: string, content: string) =>
    `<meta property="${key}" content="${escapeHtml(content)}" />`;
  const name = (key: string, content: string) => `<meta name="${key}" content="${escapeHtml(content)}" />`;
  const { social } = meta;
  const title = meta.title.endsWith(` | ${BRAND_NAME}`)
    ? meta.title.slice(0, -` | ${BRAND_NAME}`.length)
    : meta.title;
  return [
    name("description", meta.description),
    meta.indexable ? "" : name("robots", "noindex"),
    meta.canonical ? `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />` : "",
    property("og:site_name", BRAND_NAME),
    // Open Graph spells the locale with an underscore.
    property("og:locale", LOCALE.replace("-", "_")),
    property("og:type", social.type),
    property("og:title", title),
    property("og:description", meta.description),
    meta.canonical ? property("og:url", meta.canonical) : "",
    ...(social.image
      ? [
          property("og:image", social.image.url),
          property("og:image:width", String(social.image.width)),
          property("og:image:height", String(social.image.height)),
        ]
      : []),
    ...(social.price !== null
      ? [property("product:price:amount", String(social.price)), property("product:price:currency", "CLP")]
      : []),
    name("twitter:card", social.image ? "summary_large_image" : "summary"),
    ...meta.structuredData.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ]
    .filter(Boolean)
    .join("\n    ");
}

/** A page's content as the server rendered it (src/app/entry-server.tsx), and the data it used. */
export interface RenderedBody {
  /** The markup of `#root`. React writes the preloads of the first photos at its start. */
  html: string;
  /** The data the page was rendered from (catalog/page-data.ts), as JSON. */
  snapshotJson: string;
}

/** The `<link rel="preload">` elements React put at the start of the markup, and the rest. */
function splitLeadingPreloads(html: string): [preloads: string, rest: string] {
  const preloads = /^(?:<link rel="preload"[^>]*>)*/.exec(html)![0];
  return [preloads, html.slice(preloads.length)];
}

/**
 * The app's shell with this page's head: its <title> replaced, its generic description dropped,
 * the page's tags added at the end of <head>; with a server-rendered `body`, its markup in
 * `#root`, its photo preloads in the head and its data after `#root`, and `<html>`
 * marked so that the boot script asks for no snapshot and starts the app after the first paint.
 */
export function intoShell(shell: string, meta: PageMeta, body?: RenderedBody): string {
  // Replacer functions: a "$" in a product's text must not be read as a replacement pattern.
  const page = shell
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta\s+name="description"[^>]*>\s*/, "")
    .replace("</head>", () => `    ${headTags(meta)}\n  </head>`);
  if (!body) return page;
  const [preloads, markup] = splitLeadingPreloads(body.html);
  const data = `<script type="application/json" id="${EMBEDDED_SNAPSHOT_ID}">${body.snapshotJson.replace(/</g, "\\u003c")}</script>`;
  return page
    .replace(
      /<html([^>]*)>/,
      (_tag, attributes: string) => `<html${attributes} ${SERVER_RENDERED_ATTRIBUTE}>`,
    )
    .replace("</head>", () => `${preloads}\n  </head>`)
    .replace(/<div id="root"><\/div>/, () => `<div id="root">${markup}</div>\n    ${data}`);
}

/**
 * The shop's shipping rates as search engines read them: a product page's JSON-LD
 * `shippingDetails` and the Google feed's `g:shipping`, from the same settings checkout charges by.
 * Only regiones with a price are listed — "por pagar" has no price to state — and each región by its
 * ISO 3166-2 code without the country prefix ("RM"), as both formats ask. A comuna's own rate cannot
 * be said per comuna there: the región's stands for it. A piece priced at the free-shipping
 * threshold or above ships free on its own.
 */

/** Official región code → ISO 3166-2:CL subdivision code. */
const ISO_REGION: Record<string, string> = {
  "15": "AP",
  "01": "TA",
  "02": "AN",
  "03": "AT",
  "04": "CO",
  "05": "VS",
  "13": "RM",
  "06": "LI",
  "07": "ML",
  "16": "NB",
  "08": "BI",
  "09": "AR",
  "14": "LR",
  "10": "LL",
  "11": "AI",
  "12": "MA",
};

export interface ShippingOffer {
  /** ISO 3166-2 code without "CL-". */
  region: string;
  /** Pesos to ship one piece at this price there (0: free). */
  amount: number;
}

export function shippingOffers(shipping: ShippingSettings | undefined, price: number): ShippingOffer[] {
  if (!shipping) return [];
  return Object.entries(shipping.regions).flatMap(([code, rate]) => {
    const region = ISO_REGION[code];
    if (!region || rate.kind !== "price") return [];
    // orderAmounts' rule for one piece and no code: free once the pieces reach the threshold.
    const free = shipping.freeShippingFrom !== null && price >= shipping.freeShippingFrom;
    return [{ region, amount: free ? 0 : rate.amount }];
  });
}

/** schema.org `OfferShippingDetails`, one per región with a price. */
export function offerShippingDetails(shipping: ShippingSettings | undefined, price: number): object[] {
  return shippingOffers(shipping, price).map((offer) => ({
    "@type": "OfferShippingDetails",
    shippingRate: { "@type": "MonetaryAmount", value: offer.amount, currency: "CLP" },
    shippingDestination: { "@type": "DefinedRegion", addressCountry: "CL", addressRegion: offer.region },
  }));
}
