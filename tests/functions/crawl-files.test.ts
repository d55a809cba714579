/**
 * robots.txt (a static file of the build) and sitemap.xml (the sitemap function, behind a Hosting
 * rewrite) as Hosting serves them, with whatever catalog earlier files left: the sitemap must list exactly the storefront's products,
 * and follow a product added and removed through the Admin SDK.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { COLLECTIONS } from "@domain/collections.ts";
import { fromStorefrontSnapshot, STOREFRONT_SNAPSHOT_PATH } from "@domain/catalog/storefront-snapshot.ts";
import { productPath } from "@domain/shop-paths.ts";
import { makeProduct } from "@domain/testing/make-product.ts";
import { BUILT_SITE_URL, HOSTING_URL } from "../../tools/emulators/launch.ts";
import { adminDb, useLocalEmulators } from "../../tools/firebase-admin.ts";
import { functionUrl } from "../support/client.ts";
import { FORGED_HOST, getWithForgedHost } from "../support/forged-host.ts";
import { TRIGGER_WAIT_MS } from "../support/triggers.ts";

const TRIGGER_TIMEOUT = { timeout: TRIGGER_WAIT_MS, interval: 250 };

beforeAll(() => {
  useLocalEmulators();
});

async function get(path: string) {
  const response = await fetch(`${HOSTING_URL}${path}`);
  return { status: response.status, type: response.headers.get("content-type"), body: await response.text() };
}

/** Each <url> of the sitemap as [loc, lastmod or null]. */
function sitemapEntries(xml: string): [string, string | null][] {
  return [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(
    (match) => [match[1]!, match[2] ?? null],
  );
}

describe("robots.txt", () => {
  it("allows the shop, disallows the back office, cart, order and payment pages, and points to the sitemap", async () => {
    const { status, type, body } = await get("/robots.txt");
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain/);
    const lines = body.split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of [
      "/admin",
      "/carrito",
      "/favoritos",
      "/pedido/",
      "/orden-exitosa",
      "/transferencia/",
      "/transferencia-directa/",
      "/esperando-pago-fintoc/",
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // The address the build was given (.env.emulator), whichever suite of emulators serves it.
    expect(lines).toContain(`Sitemap: ${BUILT_SITE_URL}/sitemap.xml`);
  });
});

describe("sitemap.xml", () => {
  it("lists home, the static pages and every product of the storefront, each product with its lastmod", async () => {
    const { status, type, body } = await get("/sitemap.xml");
    expect(status).toBe(200);
    expect(type).toMatch(/^application\/xml/);
    expect(
      sitemapEntries(body)
        .map(([loc]) => loc)
        .slice(0, 5),
    ).toEqual([
      `${HOSTING_URL}/`,
      `${HOSTING_URL}/nosotros`,
      `${HOSTING_URL}/ayuda`,
      `${HOSTING_URL}/garantia`,
      `${HOSTING_URL}/asesoria`,
    ]);
    // Both are read from the stored snapshot; retried in case an earlier file's trigger rebuilds it
    // between the two requests.
    await vi.waitFor(async () => {
      const { products } = fromStorefrontSnapshot(JSON.parse((await get(STOREFRONT_SNAPSHOT_PATH)).body));
      const listed = sitemapEntries((await get("/sitemap.xml")).body).slice(5);
      expect(listed).toEqual(
        products.map((product) => [
          `${HOSTING_URL}${productPath(product)}`,
          product.updatedAt.toISOString().replace(/\.\d{3}Z$/, "Z"),
        ]),
      );
    }, TRIGGER_TIMEOUT);
  });

  it("names the configured shop address, never a forged Host or X-Forwarded-Host", async () => {
    for (const url of [`${HOSTING_URL}/sitemap.xml`, functionUrl("sitemap")]) {
      const { status, body } = await getWithForgedHost(url);
      expect(status, url).toBe(200);
      const locs = sitemapEntries(body).map(([loc]) => loc);
      expect(locs[0], url).toBe(`${HOSTING_URL}/`);
      expect(
        locs.filter((loc) => !loc.startsWith(`${HOSTING_URL}/`)),
        url,
      ).toEqual([]);
      expect(body, url).not.toContain(FORGED_HOST);
    }
  });

  it("lists a product added through the Admin SDK once the storefront has it, with its page, and drops both when deleted", async () => {
    const updatedAt = new Date("2026-11-20T15:30:00Z");
    const { id, ...fields } = makeProduct({ id: randomUUID(), name: "Luna Nueva de Prueba", updatedAt });
    const productRef = adminDb().collection(COLLECTIONS.products).doc(id);
    const path = productPath({ id, ...fields });
    const url = `${HOSTING_URL}${path}`;
    await productRef.set(fields);
    try {
      await vi.waitFor(async () => {
        expect(sitemapEntries((await get("/sitemap.xml")).body)).toContainEqual([
          url,
          "2026-11-20T15:30:00Z",
        ]);
      }, TRIGGER_TIMEOUT);
      // The page the sitemap points to exists, with the product rendered in its HTML.
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(page.body).toMatch(/<h1[^>]*>Luna Nueva de Prueba<\/h1>/);
    } finally {
      await productRef.delete();
    }
    await vi.waitFor(async () => {
      expect(sitemapEntries((await get("/sitemap.xml")).body).map(([loc]) => loc)).not.toContain(url);
      expect((await get(path)).status).toBe(404);
    }, TRIGGER_TIMEOUT);
  });
});
