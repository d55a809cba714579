/**
 * GET /robots.txt and /sitemap.xml (through Hosting rewrites). Functions rather than static files
 * because both name the shop's absolute address, which is the host Hosting was asked for, and the
 * sitemap lists the catalogue: it is read from the storefront snapshot (one read), so a product
 * appears there as soon as the rebuild trigger has stored it.
 */
import { onRequest, type Request } from "firebase-functions/v2/https";
import {
  fromStorefrontSnapshot,
  STOREFRONT_SNAPSHOT_MAX_AGE,
} from "../../../src/domain/catalog/storefront-snapshot.ts";
import { robotsTxt, sitemapXml } from "../../../src/domain/seo/crawl-files.ts";
import { currentStorefront } from "../firebase/storefront-cache.ts";

/** The address the visitor asked for: Hosting passes its host on as X-Forwarded-Host. */
function shopOrigin(request: Request): string {
  const host = request.get("X-Forwarded-Host") ?? request.get("Host") ?? "localhost";
  const protocol = request.get("X-Forwarded-Proto")?.split(",")[0]?.trim() ?? request.protocol;
  return `${protocol}://${host}`;
}

export const crawlFiles = onRequest(async (request, response) => {
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.set("Allow", "GET, HEAD").status(405).send("Método no permitido");
    return;
  }
  const origin = shopOrigin(request);
  if (request.path.endsWith("/robots.txt")) {
    response.set("Cache-Control", "public, max-age=3600, s-maxage=86400");
    response.type("text/plain").send(robotsTxt(origin));
    return;
  }
  if (request.path.endsWith("/sitemap.xml")) {
    const { products } = fromStorefrontSnapshot(JSON.parse((await currentStorefront()).json));
    // As fresh as the storefront snapshot it is built from.
    const { browser, cdn } = STOREFRONT_SNAPSHOT_MAX_AGE;
    response.set("Cache-Control", `public, max-age=${browser}, s-maxage=${cdn}`);
    response.type("application/xml").send(sitemapXml(origin, products));
    return;
  }
  response.status(404).type("text/plain").send("No encontrado");
});
