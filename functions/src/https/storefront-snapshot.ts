/**
 * GET /api/storefront (through the Hosting rewrite): the catalog and the shop settings as one
 * JSON document. It is built when the catalog changes (firestore/rebuild-storefront.ts) and served
 * here with one read; Hosting's CDN and browsers cache it and revalidate it by its ETag, so no
 * shopper's visit queries the products.
 */
import { onRequest } from "firebase-functions/v2/https";
import { STOREFRONT_SNAPSHOT_MAX_AGE } from "@domain/catalog/storefront-snapshot.ts";
import { isNotModified, storefrontEtag } from "@domain/catalog/storefront-cache-policy.ts";
import { currentStorefront } from "../catalog/storefront-store.ts";
import { sendCompressed } from "./send-compressed.ts";

export const storefrontSnapshot = onRequest(async (request, response) => {
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.set("Allow", "GET, HEAD").status(405).send("Método no permitido");
    return;
  }
  const { json, generatedAt } = await currentStorefront();
  const { browser, cdn } = STOREFRONT_SNAPSHOT_MAX_AGE;
  const etag = storefrontEtag(generatedAt);
  response.set({
    "Cache-Control": `public, max-age=${browser}, s-maxage=${cdn}, stale-while-revalidate=${cdn}`,
    ETag: etag,
    "Last-Modified": generatedAt.toUTCString(),
  });
  const conditional = {
    ifNoneMatch: request.get("If-None-Match"),
    ifModifiedSince: request.get("If-Modified-Since"),
  };
  if (isNotModified(conditional, etag, generatedAt)) {
    response.status(304).end();
    return;
  }
  sendCompressed(request, response.type("json"), json);
});
