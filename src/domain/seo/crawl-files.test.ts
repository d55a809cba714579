import { describe, expect, it } from "vitest";
import { makeProduct } from "../testing/make-product.ts";
import { robotsTxt, sitemapXml } from "./crawl-files.ts";

const origin = "https://chatoyant.cl";

describe("robotsTxt", () => {
  it("allows the shop, keeps crawlers out of the back office, cart, orders and payments, and names the sitemap", () => {
    const lines = robotsTxt(origin).split("\n");
    expect(lines.slice(0, 2)).toEqual(["User-agent: *", "Allow: /"]);
    for (const path of [
      "/admin",
      "/carrito",
      "/favoritos",
      "/pedido/",
      "/orden-exitosa",
      "/transferencia-directa/",
      "/api/",
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain("Disallow: /producto/");
    expect(lines).toContain("Sitemap: https://chatoyant.cl/sitemap.xml");
  });

  it("leaves the Sitemap line out when the shop's address is not known", () => {
    expect(robotsTxt(undefined)).not.toContain("Sitemap");
  });
});

describe("sitemapXml", () => {
  const luna = makeProduct({ name: "Luna de Cuarzo", updatedAt: new Date("2026-11-02T10:20:30.456Z") });
  const gota = makeProduct({
    name: "Gota & Sol",
    productType: "aro",
    updatedAt: new Date("2026-10-01T00:00:00Z"),
  });

  it("lists home, the static pages and every product, products and home with their lastmod", () => {
    const xml = sitemapXml(origin, [luna, gota]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml).toContain(
      "<url><loc>https://chatoyant.cl/</loc><lastmod>2026-11-02T10:20:30Z</lastmod></url>",
    );
    expect(xml).toContain("<url><loc>https://chatoyant.cl/nosotros</loc></url>");
    expect(xml).toContain("<url><loc>https://chatoyant.cl/ayuda</loc></url>");
    expect(xml).toContain("<url><loc>https://chatoyant.cl/garantia</loc></url>");
    expect(xml).toContain("<url><loc>https://chatoyant.cl/asesoria</loc></url>");
    expect(xml).toContain(
      `<url><loc>https://chatoyant.cl/producto/collar-luna-de-cuarzo-${luna.id}</loc><lastmod>2026-11-02T10:20:30Z</lastmod></url>`,
    );
    expect(xml).toContain(
      `<url><loc>https://chatoyant.cl/producto/aro-gota-sol-${gota.id}</loc><lastmod>2026-10-01T00:00:00Z</lastmod></url>`,
    );
    expect(xml.match(/<url>/g)).toHaveLength(7);
  });

  it("escapes what XML would misread, and lists home and the static pages alone for an empty catalog", () => {
    const xml = sitemapXml("https://a.cl/?x=1&y=<2>", []);
    expect(xml).toContain("<loc>https://a.cl/?x=1&amp;y=&lt;2&gt;/</loc>");
    expect(xml).not.toContain("<lastmod>");
    expect(xml.match(/<url>/g)).toHaveLength(5);
  });
});
