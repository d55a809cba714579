/**
 * Storefront pages as Hosting serves them (catch-all rewrite to storefrontPage): real statuses,
 * the head a link preview or a search engine reads, and the content rendered on the server with
 * the catalog it came from, checked against the product document.
 */
import { randomUUID } from "node:crypto";
import { get as httpGet } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  EMBEDDED_SNAPSHOT_ID,
  fromPageSnapshot,
  SERVER_RENDERED_ATTRIBUTE,
} from "@domain/catalog/storefront-snapshot.ts";
import { COLLECTIONS } from "@domain/collections.ts";
import { formatClp } from "@domain/money.ts";
import { productPath, SHOP_ROUTES } from "@domain/shop-paths.ts";
import { makeProduct } from "@domain/testing/make-product.ts";
import { NOT_FOUND_TITLE } from "@domain/seo/page-meta.ts";
import { copy } from "../../src/i18n/es-CL.ts";
import { EMULATOR_HOSTS, HOSTING_URL } from "../../tools/emulators/launch.ts";
import { adminDb, useLocalEmulators } from "../../tools/firebase-admin.ts";
import { clearFirestore } from "../support/emulator-data.ts";
import { functionUrl } from "../support/client.ts";
import { FORGED_HOST, getWithForgedHost } from "../support/forged-host.ts";
import { TRIGGER_WAIT_MS } from "../support/triggers.ts";

const TRIGGER_TIMEOUT = { timeout: TRIGGER_WAIT_MS, interval: 250 };
const productsRef = () => adminDb().collection(COLLECTIONS.products);

const inStock = makeProduct({
  id: randomUUID(),
  name: "Luna de Prueba",
  price: 31990,
  stock: 3,
  description: "Un collar de cuarzo rosa hecho a mano.",
});
const soldOut = makeProduct({
  id: randomUUID(),
  name: "Aros Agotados de Prueba",
  productType: "aro",
  stock: 0,
});
const pageOf = (product: typeof inStock) => `${HOSTING_URL}${productPath(product)}`;

async function get(url: string) {
  const response = await fetch(url);
  return { status: response.status, type: response.headers.get("content-type"), html: await response.text() };
}

const metaContent = (html: string, property: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`))?.[1];

/** The text of the rendered `#root`, tags left out. */
function rootText(html: string): string {
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? "";
  return root
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
}

/** The data the page was rendered from, as embedded for the browser to hydrate with. */
function embeddedCatalog(html: string) {
  const json = new RegExp(
    `<script type="application/json" id="${EMBEDDED_SNAPSHOT_ID}">([^<]*)</script>`,
  ).exec(html)?.[1];
  return json === undefined ? undefined : fromPageSnapshot(JSON.parse(json));
}

function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

/** A GET without Node fetch's own `Accept-Encoding` and decoding: the bytes as sent. */
function rawGet(url: string, acceptEncoding?: string) {
  return new Promise<{ encoding?: string; vary?: string; bytes: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {};
    httpGet(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          encoding: response.headers["content-encoding"],
          vary: response.headers.vary,
          bytes: Buffer.concat(chunks),
        }),
      );
    }).on("error", reject);
  });
}

beforeAll(async () => {
  useLocalEmulators();
  // A small shop of these two pieces: the file before on this suite may have left hundreds (two
  // fresh-clone runs found home's grid past 48 and so not carrying the whole catalog).
  await clearFirestore();
  await Promise.all([inStock, soldOut].map(({ id, ...fields }) => productsRef().doc(id).set(fields)));
  // Pages read the storefront snapshot, which the rebuild trigger brings up to date: once home
  // embeds exactly these two, no rebuild started before the wipe can land afterwards.
  await vi.waitFor(async () => {
    expect((await get(pageOf(soldOut))).status).toBe(200);
    const home = embeddedCatalog((await get(`${HOSTING_URL}/`)).html)!;
    expect(home.products.map(({ id }) => id).sort()).toEqual([inStock.id, soldOut.id].sort());
  }, TRIGGER_TIMEOUT);
});
afterAll(async () => {
  await Promise.all([inStock, soldOut].map(({ id }) => productsRef().doc(id).delete()));
});

describe("a product page", () => {
  it("carries the product's title, description, preview photo, price and JSON-LD Product, as the document says", async () => {
    const { status, type, html } = await get(pageOf(inStock));
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/html/);
    expect(html).toContain('<html lang="es" data-server-rendered>');
    expect(html).toContain("<title>Collar Luna de Prueba | Chatoyant</title>");

    // The first screen is in the HTML, made from the same data the browser gets to hydrate with.
    const text = rootText(html);
    expect(text).toContain("Luna de Prueba");
    expect(text).toContain(formatClp(31990));
    expect(text).toContain("3 unidades disponibles");
    expect(text).toContain("Un collar de cuarzo rosa hecho a mano.");
    // Styled by the one static stylesheet the shell links: no styles computed for the page.
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index-[\w-]+\.css">/);
    expect(html).not.toContain("<style");
    expect(embeddedCatalog(html)?.products.find(({ id }) => id === inStock.id)?.price).toBe(31990);

    const stored = (await productsRef().doc(inStock.id).get()).data()!;
    const canonical = pageOf(inStock);
    expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
    expect(metaContent(html, "description")).toBe(stored.description);
    expect(metaContent(html, "og:title")).toBe("Collar Luna de Prueba");
    expect(metaContent(html, "og:type")).toBe("product");
    expect(metaContent(html, "og:image")).toBe(
      `${EMULATOR_HOSTS.STORAGE_EMULATOR_HOST}/v0/b/demo-chatoyant.appspot.com/o/${encodeURIComponent(
        (stored.media.studio as string).replace(/\.webp$/, "_w1280.webp"),
      )}?alt=media`,
    );
    expect(metaContent(html, "product:price:amount")).toBe(String(stored.price));
    expect(metaContent(html, "product:price:currency")).toBe("CLP");
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image");

    const product = structuredData(html).find((data) => data["@type"] === "Product")!;
    expect(product).toMatchObject({
      name: "Collar Luna de Prueba",
      offers: {
        price: stored.price,
        priceCurrency: "CLP",
        availability: "https://schema.org/InStock",
        url: canonical,
      },
    });
    expect(structuredData(html).map((data) => data["@type"])).toContain("BreadcrumbList");
  });

  it("says a sold-out product is out of stock", async () => {
    const product = structuredData((await get(pageOf(soldOut))).html).find(
      (data) => data["@type"] === "Product",
    );
    expect(product).toMatchObject({ offers: { availability: "https://schema.org/OutOfStock" } });
  });

  it("shows a price changed through the Admin SDK once the storefront snapshot is rebuilt", async () => {
    await productsRef().doc(inStock.id).update({ price: 29990, updatedAt: new Date() });
    await vi.waitFor(async () => {
      const { html } = await get(pageOf(inStock));
      expect(metaContent(html, "product:price:amount")).toBe("29990");
      expect(structuredData(html).find((data) => data["@type"] === "Product")).toMatchObject({
        offers: { price: 29990 },
      });
      expect(rootText(html)).toContain(formatClp(29990));
      expect(embeddedCatalog(html)?.products.find(({ id }) => id === inStock.id)?.price).toBe(29990);
    }, TRIGGER_TIMEOUT);
  });
});

describe("links the CDN keeps", () => {
  it("name the configured shop address, never a forged Host or X-Forwarded-Host", async () => {
    const product = productPath(inStock);
    for (const [url, canonical] of [
      [pageOf(inStock), pageOf(inStock)],
      [`${HOSTING_URL}/`, `${HOSTING_URL}/`],
      // The function itself, as Hosting would pass the headers on.
      [`${functionUrl("storefrontPage")}${product}`, pageOf(inStock)],
    ] as const) {
      const { status, body } = await getWithForgedHost(url);
      expect(status, url).toBe(200);
      expect(body, url).toContain(`<link rel="canonical" href="${canonical}" />`);
      expect(metaContent(body, "og:url"), url).toBe(canonical);
      expect(JSON.stringify(structuredData(body)), url).toContain(`"${HOSTING_URL}/`);
      expect(body, url).not.toContain(FORGED_HOST);
    }
  });
});

describe("what a page embeds", () => {
  it("is the products it shows, not the whole catalog", async () => {
    // A product page: the piece and its related ones. In this two-piece shop they are every
    // piece, so it carries the catalog itself, in catalog order (page-data.test.ts: a larger shop).
    const product = embeddedCatalog((await get(pageOf(inStock))).html)!;
    expect(product.products.map(({ id }) => id).sort()).toEqual([inStock.id, soldOut.id].sort());
    expect(product.complete).toBe(true);
    expect(product.missingProductIds).toEqual([]);

    // A content page shows no piece; a product 404 names the one it looked for.
    const about = embeddedCatalog((await get(`${HOSTING_URL}/nosotros`)).html)!;
    expect(about.products).toEqual([]);
    expect(about.complete).toBe(false);
    const unknownId = randomUUID();
    const missing = embeddedCatalog((await get(`${HOSTING_URL}/producto/collar-${unknownId}`)).html)!;
    expect(missing.products).toEqual([]);
    expect(missing.missingProductIds).toEqual([unknownId]);

    // Home shows a small shop's whole grid, so it carries the whole catalog (48 at most: unit-tested).
    const home = embeddedCatalog((await get(`${HOSTING_URL}/`)).html)!;
    expect(home.products.map(({ id }) => id)).toEqual(expect.arrayContaining([inStock.id, soldOut.id]));
    expect(home.complete).toBe(true);
  });
});

describe("statuses", () => {
  it("answers 404 with the product's not-found page for an unknown product, the general one for a path", async () => {
    const pages = [
      [`/producto/collar-no-existe-${randomUUID()}`, "Producto no encontrado"],
      ["/producto/sin-id", "Producto no encontrado"],
      ["/esta-pagina-no-existe", NOT_FOUND_TITLE],
    ];
    for (const [path, title] of pages) {
      const { status, html } = await get(`${HOSTING_URL}${path}`);
      expect(status, path).toBe(404);
      expect(html).toContain(`<title>${title} | Chatoyant</title>`);
      expect(rootText(html)).toContain(title);
      expect(metaContent(html, "robots")).toBe("noindex");
    }
    expect(rootText((await get(`${HOSTING_URL}/producto/sin-id`)).html)).toContain("Volver a la colección");
  });

  it("serves home with Organization and WebSite, and content pages with their titles", async () => {
    const home = await get(`${HOSTING_URL}/`);
    expect(home.status).toBe(200);
    expect(structuredData(home.html).map((data) => data["@type"])).toEqual(["Organization", "WebSite"]);
    expect(home.html).toContain(`<link rel="canonical" href="${HOSTING_URL}/" />`);

    expect(rootText(home.html)).toContain(copy.homeHeading);

    const help = await get(`${HOSTING_URL}/ayuda`);
    expect(help.status).toBe(200);
    expect(help.html).toContain("<title>Ayuda | Chatoyant</title>");
    expect(rootText(help.html)).toContain("Preguntas frecuentes");
  });

  it("is what Hosting serves for every route of the table: the shell for private pages, the function for the rest", async () => {
    // firebase.json names the private pages as globs, since JSON cannot import the route table:
    // each route's address is asked for here, so a route missing there, or one too many, fails.
    const sample = (pattern: string) => pattern.replace(/:\w+/g, "abc123").replace(/\/\*$/, "/pedidos");
    const addresses = Object.values(SHOP_ROUTES).map(({ pattern, private: isPrivate }) => ({
      path: sample(pattern),
      isPrivate,
    }));
    addresses.push({ path: "/admin", isPrivate: true });
    for (const { path, isPrivate } of addresses) {
      const response = await fetch(`${HOSTING_URL}${path}`);
      const html = await response.text();
      if (isPrivate) {
        // Each shopper's own: the app's shell as it is (no function call), kept out of the index
        // by a header, drawn by the browser from what only it knows.
        expect(response.status, path).toBe(200);
        expect(response.headers.get("x-robots-tag"), path).toBe("noindex");
        expect(response.headers.get("cache-control"), path).toBe("no-cache");
        expect(html, path).toContain('<div id="root"></div>');
        expect(html, path).toContain('<html lang="es">');
        expect(html, path).not.toContain('rel="canonical"');
      } else {
        // The same for everyone: rendered by the page function and cached like the catalog.
        expect(response.headers.get("x-robots-tag"), path).toBeNull();
        expect(response.headers.get("cache-control"), path).toContain("s-maxage=300");
        expect(html, path).toContain(SERVER_RENDERED_ATTRIBUTE);
        // Only the sample product does not exist.
        expect(response.status, path).toBe(path.startsWith("/producto/") ? 404 : 200);
      }
    }
  });
});

describe("transfer", () => {
  it("compresses pages and the catalog for browsers that accept it, and sends plain text to others", async () => {
    for (const url of [pageOf(inStock), `${HOSTING_URL}/api/storefront`]) {
      const plain = await rawGet(url);
      expect(plain.encoding).toBeUndefined();
      const text = plain.bytes.toString("utf8");

      const brotli = await rawGet(url, "gzip, deflate, br");
      expect(brotli.encoding).toBe("br");
      expect(brotli.vary).toContain("Accept-Encoding");
      expect(brotliDecompressSync(brotli.bytes).toString("utf8")).toBe(text);
      expect(brotli.bytes.length).toBeLessThan(plain.bytes.length);

      const gzip = await rawGet(url, "gzip");
      expect(gzip.encoding).toBe("gzip");
      expect(gunzipSync(gzip.bytes).toString("utf8")).toBe(text);
    }
  });
});
