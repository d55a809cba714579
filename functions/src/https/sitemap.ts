/**
 * GET /sitemap.xml (through a Hosting rewrite): home, the content pages and every product, read
 * from the storefront snapshot (one read), so a product appears as soon as the rebuild trigger has
 * stored it. A function because it lists the catalog. Its links name the shop by its configured
 * address (shopUrl), never by a request header: the CDN keeps one copy for everyone. (robots.txt
 * is a static file: see src/domain/seo/crawl-files.ts.)
 */
import { onRequest } from "firebase-functions/v2/https";
import { fromStorefrontSnapshot, STOREFRONT_SNAPSHOT_MAX_AGE } from "@domain/catalog/storefront-snapshot.ts";
import { sitemapXml } from "@domain/seo/crawl-files.ts";
import { currentStorefront } from "../catalog/storefront-store.ts";
import { shopUrl } from "../firebase/shop-url.ts";

export const sitemap = onRequest(async (request, response) => {
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.set("Allow", "GET, HEAD").status(405).send("Método no permitido");
    return;
  }
  const { products } = fromStorefrontSnapshot(JSON.parse((await currentStorefront()).json));
  // As fresh as the storefront snapshot it is built from.
  const { browser, cdn } = STOREFRONT_SNAPSHOT_MAX_AGE;
  response.set("Cache-Control", `public, max-age=${browser}, s-maxage=${cdn}`);
  response.type("application/xml").send(sitemapXml(shopUrl(), products));
});
