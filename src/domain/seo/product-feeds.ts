/**
 * The catalog as shopping platforms read it: Google Merchant Center an RSS 2.0 file with the `g:`
 * namespace, Meta's Commerce Manager (Facebook and Instagram shops) a CSV file. Meta reads RSS
 * too, but CSV is the format of its template, and one the owner can open in a spreadsheet. A
 * function builds both from the storefront snapshot, like the sitemap
 * (functions/src/https/product-feeds.ts), so a product changed anywhere is in the next fetch. This
 * module decides what each product says; the function writes the CSV with papaparse.
 *
 * The field rules these follow, platform by platform, are summed up in the README ("Vender en
 * Instagram, Facebook y Google").
 */
import { jpegCopyUrlPath, largestPhoto, photoUrlPath } from "../catalog/media-variants.ts";
import {
  productDisplayName,
  PRODUCT_TYPE_LABELS,
  type Product,
  type ProductType,
} from "../catalog/product.ts";
import { productPath } from "../shop-paths.ts";
import { escapeXml, NOT_XML } from "./xml.ts";
import type { ShippingSettings } from "../settings/shipping-settings.ts";
import { shippingOffers } from "./page-meta.ts";

export const PRODUCT_FEED_PATHS = { google: "/feeds/google.xml", meta: "/feeds/meta.csv" } as const;

/**
 * Google's product taxonomy, which both platforms read: Apparel & Accessories > Jewelry >
 * Necklaces (196) and > Earrings (194).
 */
export const GOOGLE_PRODUCT_CATEGORY: Record<ProductType, number> = { collar: 196, aro: 194 };

/** Google's limit for a brand; the shop's name may be longer (80). */
const GOOGLE_BRAND_MAX = 70;

/** What both feeds say of one product, before each platform's spelling. */
export interface FeedItem {
  id: string;
  title: string;
  description: string;
  inStock: boolean;
  /** Integer CLP. */
  price: number;
  link: string;
  /** The Storage paths of the largest variant of each photo, the main one first; never empty. */
  photos: string[];
  productType: ProductType;
}

/** The shop as the feeds name it. */
export interface FeedSite {
  origin: string;
  /** The shop's name (settings), the brand of every piece. */
  shopName: string;
  /** The shop's one-line description (settings), for the RSS channel. */
  tagline: string;
  /** The shop's shipping rates (settings), for Google's `g:shipping`. */
  shipping?: ShippingSettings;
}

/** Plain text fit for any feed: no control characters, no spaces at the ends. */
const plainText = (text: string) => text.replace(NOT_XML, "").trim();

/** One line: a title never breaks. */
const oneLine = (text: string) => plainText(text).replace(/\s+/g, " ");

/**
 * The product's own description as written (paragraphs kept), or a line made of its name and
 * materials: both platforms require one.
 */
function feedDescription(product: Product): string {
  const own = product.description && plainText(product.description.replace(/\r\n?/g, "\n"));
  if (own) return own;
  const materials = new Intl.ListFormat("es", { type: "conjunction" }).format(
    product.materials.map((material) => oneLine(material).toLowerCase()),
  );
  const made = `${oneLine(productDisplayName(product))}, hecho a mano en Chile`;
  return materials ? `${made} con ${materials}.` : `${made}.`;
}

/**
 * Every product that can be listed, in the storefront's order. A product needs a photo to be
 * listed at all (both platforms reject an item without one): the studio photo leads, as on the
 * page's link preview, and the others follow.
 */
export function feedItems(products: readonly Product[], site: FeedSite): FeedItem[] {
  return products.flatMap((product) => {
    const { uso, studio, extra, extra_2 } = product.media;
    const photos = [studio, uso, extra, extra_2]
      .map((media) => largestPhoto(media, (variant) => variant)?.url)
      .filter((variant) => variant !== undefined);
    if (photos.length === 0) return [];
    return [
      {
        id: product.id,
        title: oneLine(productDisplayName(product)),
        description: feedDescription(product),
        inStock: product.stock > 0,
        price: product.price,
        link: `${site.origin}${productPath(product)}`,
        photos,
        productType: product.productType,
      },
    ];
  });
}

/**
 * Absolute links to an item's photos, the main one first: Google reads the WebP variants as the
 * shop serves them; Meta reads JPEG and PNG only, so it gets their JPEG copies.
 */
function photoLinks(item: FeedItem, site: FeedSite, format: "webp" | "jpeg"): [string, ...string[]] {
  const urlPath = format === "webp" ? photoUrlPath : jpegCopyUrlPath;
  const [main, ...more] = item.photos.map((variant) => `${site.origin}${urlPath(variant)!}`);
  return [main!, ...more];
}

/** Price with its ISO 4217 currency. CLP has no minor unit, so no decimals: "34990 CLP". */
const feedPrice = (price: number) => `${price} CLP`;

const productTypeLabel = (type: ProductType) => PRODUCT_TYPE_LABELS[type].singular;

/** Google Merchant Center's RSS 2.0 feed. */
export function googleFeedXml(items: readonly FeedItem[], site: FeedSite): string {
  const element = (name: string, value: string) => `      <${name}>${escapeXml(value)}</${name}>`;
  const brand = oneLine(site.shopName).slice(0, GOOGLE_BRAND_MAX).trim();
  const entries = items.map((item) => {
    const [imageLink, ...additionalImageLinks] = photoLinks(item, site, "webp");
    return [
      "    <item>",
      element("g:id", item.id),
      element("g:title", item.title),
      element("g:description", item.description),
      element("g:link", item.link),
      element("g:image_link", imageLink),
      ...additionalImageLinks.map((link) => element("g:additional_image_link", link)),
      element("g:availability", item.inStock ? "in_stock" : "out_of_stock"),
      element("g:condition", "new"),
      element("g:price", feedPrice(item.price)),
      ...shippingOffers(site.shipping, item.price).map((offer) =>
        [
          "      <g:shipping>",
          `  ${element("g:country", "CL")}`,
          `  ${element("g:region", offer.region)}`,
          `  ${element("g:price", feedPrice(offer.amount))}`,
          "      </g:shipping>",
        ].join("\n"),
      ),
      element("g:brand", brand),
      // Handmade pieces have no GTIN or manufacturer part number.
      element("g:identifier_exists", "no"),
      element("g:google_product_category", String(GOOGLE_PRODUCT_CATEGORY[item.productType])),
      element("g:product_type", productTypeLabel(item.productType)),
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    "  <channel>",
    `    <title>${escapeXml(oneLine(site.shopName))}</title>`,
    `    <link>${escapeXml(`${site.origin}/`)}</link>`,
    `    <description>${escapeXml(oneLine(site.tagline))}</description>`,
    ...entries,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** The columns of Meta's CSV, in the order of its template. */
export const META_FEED_COLUMNS = [
  "id",
  "title",
  "description",
  "availability",
  "condition",
  "price",
  "link",
  "image_link",
  "brand",
  "google_product_category",
  "product_type",
  "additional_image_link",
] as const;

export type MetaFeedRow = Record<(typeof META_FEED_COLUMNS)[number], string>;

/** The rows of Meta's CSV, one per product; papaparse quotes what needs quoting. */
export function metaFeedRows(items: readonly FeedItem[], site: FeedSite): MetaFeedRow[] {
  return items.map((item) => {
    const [imageLink, ...additionalImageLinks] = photoLinks(item, site, "jpeg");
    return {
      id: item.id,
      title: item.title,
      // Meta does not say it reads a line break inside a quoted field: paragraphs become one line.
      description: oneLine(item.description),
      availability: item.inStock ? "in stock" : "out of stock",
      condition: "new",
      price: feedPrice(item.price),
      link: item.link,
      image_link: imageLink,
      brand: oneLine(site.shopName),
      google_product_category: String(GOOGLE_PRODUCT_CATEGORY[item.productType]),
      product_type: productTypeLabel(item.productType),
      // Several photos in one field, separated by commas (photo URLs never contain one).
      additional_image_link: additionalImageLinks.join(","),
    };
  });
}
