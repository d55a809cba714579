/**
 * What search engines read besides the pages: robots.txt, which keeps them out of the personal and
 * transactional pages (a static file written by the build: the Functions Framework answers 404 to
 * any /robots.txt a function is asked for), and the sitemap, built from the catalog by a function
 * so that a new product is listed as soon as the storefront snapshot has it.
 */
import type { Product } from "../catalog/product.ts";
import { PRIVATE_PATH_PREFIXES, productPath, STATIC_PAGE_PATHS } from "../shop-paths.ts";
import { escapeXml } from "./xml.ts";

/** Where crawlers may not go: the private pages, and the functions' API. */
const DISALLOWED_PATHS = [...PRIVATE_PATH_PREFIXES, "/api/"];

/** robots.txt, naming the sitemap when the shop's address is known at build time. */
export function robotsTxt(origin: string | undefined): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    ...(origin ? ["", `Sitemap: ${origin}/sitemap.xml`] : []),
    "",
  ].join("\n");
}

type ListedProduct = Pick<Product, "id" | "name" | "productType" | "updatedAt">;

/** W3C datetime, to the second. */
const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");

function urlEntry(loc: string, lastmod?: Date): string {
  const modified = lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : "";
  return `  <url><loc>${escapeXml(loc)}</loc>${modified}</url>`;
}

/**
 * Home (changed when any product last did), the static pages (their copy changes only with a
 * deployment, whose date the sitemap cannot know, so they carry none) and every product.
 */
export function sitemapXml(origin: string, products: readonly ListedProduct[]): string {
  const newest = products.reduce<Date | undefined>(
    (latest, { updatedAt }) => (latest && latest > updatedAt ? latest : updatedAt),
    undefined,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    urlEntry(`${origin}/`, newest),
    ...STATIC_PAGE_PATHS.map((path) => urlEntry(`${origin}${path}`)),
    ...products.map((product) => urlEntry(`${origin}${productPath(product)}`, product.updatedAt)),
    "</urlset>",
    "",
  ].join("\n");
}
