/**
 * GET /feeds/google.xml and /feeds/meta.csv (through Hosting rewrites): the catalog for Google
 * Merchant Center and Meta's Commerce Manager (src/domain/seo/product-feeds.ts). Built like the
 * sitemap, from the storefront snapshot (one read), which a trigger rebuilds whenever a product or
 * the settings change; cached as long as the snapshot is. Links name the shop by its configured
 * address (shopUrl), never by a request header, as the CDN keeps one copy for everyone. The
 * platforms fetch them on a schedule; search engines are told not to index them.
 */
import { onRequest } from "firebase-functions/v2/https";
import Papa from "papaparse";
import { fromStorefrontSnapshot, STOREFRONT_SNAPSHOT_MAX_AGE } from "@domain/catalog/storefront-snapshot.ts";
import { BRAND_DESCRIPTION, BRAND_NAME } from "@domain/brand.ts";
import {
  feedItems,
  googleFeedXml,
  META_FEED_COLUMNS,
  metaFeedRows,
  PRODUCT_FEED_PATHS,
  type FeedSite,
} from "@domain/seo/product-feeds.ts";
import { FORMULA_START } from "@domain/spreadsheet-cells.ts";
import { currentStorefront } from "../catalog/storefront-store.ts";
import { shopUrl } from "../firebase/shop-url.ts";

export const productFeed = onRequest(async (request, response) => {
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.set("Allow", "GET, HEAD").status(405).send("Método no permitido");
    return;
  }
  const isGoogle = request.path === PRODUCT_FEED_PATHS.google;
  if (!isGoogle && request.path !== PRODUCT_FEED_PATHS.meta) {
    response.status(404).type("text/plain").send("No existe");
    return;
  }
  const { products, settings } = fromStorefrontSnapshot(JSON.parse((await currentStorefront()).json));
  const site: FeedSite = {
    origin: shopUrl(),
    shopName: settings?.shopName ?? BRAND_NAME,
    // Before the owner has saved the settings, the brand's own name and line.
    tagline: settings?.tagline ?? BRAND_DESCRIPTION,
    shipping: settings?.shipping,
  };
  const items = feedItems(products, site);
  const { browser, cdn } = STOREFRONT_SNAPSHOT_MAX_AGE;
  response.set({
    "Cache-Control": `public, max-age=${browser}, s-maxage=${cdn}`,
    "X-Robots-Tag": "noindex",
  });
  if (isGoogle) {
    response.type("application/xml; charset=utf-8").send(googleFeedXml(items, site));
    return;
  }
  const csv = Papa.unparse(
    { fields: [...META_FEED_COLUMNS], data: metaFeedRows(items, site) },
    // RFC 4180: CRLF between records; a field with a comma, quote or line break is quoted. A
    // description the owner's spreadsheet would run as a formula stays text (spreadsheet-cells.ts).
    { newline: "\r\n", escapeFormulae: FORMULA_START },
  );
  response.type("text/csv; charset=utf-8").send(`${csv}\r\n`);
});
