/**
 * Every storefront address that is not a file (Hosting's catch-all rewrite): the app's shell with
 * the page's own status, title, description, canonical URL, link preview tags and structured data
 * (src/domain/seo/page-meta.ts), so a product link shared on WhatsApp previews with its name, price
 * and photo, and an unknown product or path is a real 404. The catalog comes from the stored
 * storefront snapshot (one read); the CDN keeps each page 5 minutes, like the snapshot itself.
 *
 * The pages that are the same for everyone (home, products, content, 404) come with their content
 * rendered by React from the app's own components (src/app/entry-server.tsx), which the browser
 * hydrates; the page embeds the products it shows (src/domain/catalog/page-data.ts), not the whole
 * catalog. A shopper's own pages (cart, orders) are the bare shell, drawn in the browser. A page
 * whose rendering fails is served bare too, rather than not at all.
 *
 * The shell is the app's built HTML (dist/shell.html) and the renderer dist-server/entry-server.js,
 * both copied next to this bundle by build.mjs.
 */
import { readFileSync } from "node:fs";
import { logger } from "firebase-functions/v2";
import { onRequest } from "firebase-functions/v2/https";
import {
  STOREFRONT_SNAPSHOT_MAX_AGE,
  fromStorefrontSnapshot,
  toPageSnapshot,
  type PageData,
} from "@domain/catalog/storefront-snapshot.ts";
import { pageData } from "@domain/catalog/page-data.ts";
import { largestPhoto, storageObjectUrl } from "@domain/catalog/media-variants.ts";
import { intoShell, pageMeta, type RenderedBody, type Site } from "@domain/seo/page-meta.ts";
import { storage } from "../firebase/app.ts";
import { currentStorefront } from "../catalog/storefront-store.ts";
import { shopUrl } from "../firebase/shop-url.ts";
import { sendCompressed } from "./send-compressed.ts";

let shell: string | undefined;
function appShell(): string {
  shell ??= readFileSync(new URL("./shell.html", import.meta.url), "utf8");
  return shell;
}

type RenderPage = (path: string, data: PageData) => Promise<Omit<RenderedBody, "snapshotJson">>;

// Loaded with the first page, not with the module: the other functions share this bundle. A
// failed load is tried again by the next page.
let renderer: Promise<RenderPage> | undefined;
function loadRenderer(): Promise<RenderPage> {
  renderer ??= import(new URL("./ssr/entry-server.js", import.meta.url).href).then(
    (module: { renderPage: RenderPage }) => module.renderPage,
    (error: unknown) => {
      renderer = undefined;
      throw error;
    },
  );
  return renderer;
}

/** The page rendered from the products it shows, and those products for the browser to start from. */
async function renderBody(path: string, data: PageData) {
  try {
    return {
      ...(await (
        await loadRenderer()
      )(path, data)),
      snapshotJson: JSON.stringify(toPageSnapshot(data)),
    };
  } catch (error) {
    logger.error("No se pudo renderizar la página: se sirve la app sin contenido", { path, error });
    return undefined;
  }
}

/**
 * The shop as its pages name it. Canonical links, `og:url` and structured data come from the
 * configured address, never from the request's Host or X-Forwarded-Host: the CDN keeps a page for
 * everyone, and a header a stranger sent must not end up in it.
 */
function site(shipping: Site["shipping"]): Site {
  const emulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  const storageOrigin = emulator ? `http://${emulator}` : "https://firebasestorage.googleapis.com";
  const bucket = storage.bucket().name;
  return {
    origin: shopUrl(),
    shipping,
    photo: (media) => largestPhoto(media, (path) => storageObjectUrl(storageOrigin, bucket, path)),
  };
}

export const storefrontPage = onRequest(async (request, response) => {
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.set("Allow", "GET, HEAD").status(405).send("Método no permitido");
    return;
  }
  let template: string;
  try {
    template = appShell();
  } catch (error) {
    logger.error("No se encontró shell.html: compila la app antes que las funciones", error);
    response.status(503).type("text/plain").send("La tienda no está disponible en este momento");
    return;
  }
  const { json } = await currentStorefront();
  const data = fromStorefrontSnapshot(JSON.parse(json));
  const meta = pageMeta(request.path, data.products, site(data.settings?.shipping));
  const body = meta.rendered ? await renderBody(request.path, pageData(request.path, data)) : undefined;
  const { browser, cdn } = STOREFRONT_SNAPSHOT_MAX_AGE;
  response.set("Cache-Control", `public, max-age=${browser}, s-maxage=${cdn}, stale-while-revalidate=${cdn}`);
  sendCompressed(request, response.status(meta.status).type("html"), intoShell(template, meta, body));
});
