/**
 * GET /api/storefront (through the Hosting rewrite): the catalogue and the shop settings as one
 * JSON document. Hosting's CDN caches it for a few minutes, so however many shoppers arrive, the
 * products are read once per cache period instead of once per visitor; each browser then attaches
 * live listeners for anything newer.
 */
import { onRequest } from "firebase-functions/v2/https";
import { logger } from "firebase-functions/v2";
import { COLLECTIONS, SHOP_SETTINGS_DOC } from "../../../src/domain/collections.ts";
import { productSchema } from "../../../src/domain/product.schema.ts";
import type { Product } from "../../../src/domain/product.ts";
import { shopSettingsSchema } from "../../../src/domain/settings.schema.ts";
import {
  STOREFRONT_SNAPSHOT_MAX_AGE,
  toStorefrontSnapshot,
} from "../../../src/domain/catalog/storefront-snapshot.ts";
import { db } from "../firebase/app.ts";
import { toDates } from "../firebase/timestamps.ts";

export const storefrontSnapshot = onRequest(async (request, response) => {
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.set("Allow", "GET, HEAD").status(405).send("Método no permitido");
    return;
  }
  const [productDocs, settingsDoc] = await Promise.all([
    db.collection(COLLECTIONS.products).orderBy("createdAt", "desc").get(),
    db.collection(COLLECTIONS.settings).doc(SHOP_SETTINGS_DOC).get(),
  ]);

  const products: Product[] = [];
  for (const doc of productDocs.docs) {
    const parsed = productSchema.safeParse({ ...(toDates(doc.data()) as object), id: doc.id });
    // One malformed document must not hide the whole catalogue.
    if (parsed.success) products.push(parsed.data);
    else logger.warn(`Producto ${doc.id} con datos inválidos`, parsed.error.issues);
  }
  const settings = shopSettingsSchema.safeParse(settingsDoc.data());

  const { browser, cdn } = STOREFRONT_SNAPSHOT_MAX_AGE;
  response
    .set("Cache-Control", `public, max-age=${browser}, s-maxage=${cdn}, stale-while-revalidate=${cdn}`)
    .json(
      toStorefrontSnapshot({
        generatedAt: new Date(),
        products,
        settings: settings.success ? settings.data : null,
      }),
    );
});
