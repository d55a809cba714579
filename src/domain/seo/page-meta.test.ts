import { describe, expect, it } from "vitest";
import { makeProduct } from "../testing/make-product.ts";
import { EMBEDDED_SNAPSHOT_ID, SERVER_RENDERED_ATTRIBUTE } from "../catalog/storefront-snapshot.ts";
import { headTags, intoShell, pageMeta, pageTitle, type Site } from "./page-meta.ts";

const site: Site = {
  origin: "https://chatoyant.cl",
  photo: (media) => (media ? { url: `https://fotos.cl/${media}`, width: 1280, height: 1707 } : null),
};
const luna = makeProduct({
  name: "Luna de Cuarzo Rosa",
  price: 34990,
  stock: 2,
  description: "Un collar de cuarzo rosa.",
});
const soldOut = makeProduct({ name: "Aros Gota", productType: "aro", stock: 0, description: null });
const catalog = [luna, soldOut];
const lunaUrl = `https://chatoyant.cl/producto/collar-luna-de-cuarzo-rosa-${luna.id}`;

const jsonLd = (meta: ReturnType<typeof pageMeta>, type: string) =>
  meta.structuredData.find((data) => (data as { "@type": string })["@type"] === type) as Record<
    string,
    unknown
  >;

describe("pageMeta", () => {
  it("describes a product: title with its type, canonical URL, preview photo and price, Product and BreadcrumbList", () => {
    const meta = pageMeta(`/producto/collar-luna-de-cuarzo-rosa-${luna.id}`, catalog, site);
    expect(meta).toMatchObject({
      status: 200,
      title: "Collar Luna de Cuarzo Rosa | Chatoyant",
      description: "Un collar de cuarzo rosa.",
      canonical: lunaUrl,
      indexable: true,
      social: { type: "product", price: 34990, image: { url: `https://fotos.cl/${luna.media.studio}` } },
    });
    expect(jsonLd(meta, "Product")).toMatchObject({
      name: "Collar Luna de Cuarzo Rosa",
      offers: {
        price: 34990,
        priceCurrency: "CLP",
        availability: "https://schema.org/InStock",
        url: lunaUrl,
      },
    });
    expect(jsonLd(meta, "BreadcrumbList").itemListElement).toHaveLength(2);
  });

  it("finds a product by its id whatever the slug's words, and says when it is sold out", () => {
    const meta = pageMeta(`/producto/nombre-viejo-${soldOut.id}/`, catalog, site);
    expect(meta.title).toBe("Aros Gota | Chatoyant");
    expect(meta.canonical).toBe(`https://chatoyant.cl/producto/aro-aros-gota-${soldOut.id}`);
    expect(meta.description).toBe("Aros Gota, hecho a mano en Chile. $24.990.");
    expect(jsonLd(meta, "Product")).toMatchObject({
      offers: { availability: "https://schema.org/OutOfStock" },
    });
  });

  it("answers 404 for an unknown product or path, and keeps personal pages out of the index", () => {
    for (const path of ["/producto/collar-no-existe-00000000-0000-4000-8000-999999999999", "/producto/x"]) {
      expect(pageMeta(path, catalog, site)).toMatchObject({
        status: 404,
        title: "Producto no encontrado | Chatoyant",
        canonical: null,
      });
    }
    for (const path of ["/xyz", "/carrito/otra"]) {
      expect(pageMeta(path, catalog, site)).toMatchObject({
        status: 404,
        title: "Página no encontrada | Chatoyant",
        canonical: null,
      });
    }
    for (const path of [
      "/carrito",
      "/favoritos",
      "/pedido/abc",
      "/transferencia-directa/abc",
      "/admin/orders",
    ]) {
      expect(pageMeta(path, catalog, site)).toMatchObject({
        status: 200,
        indexable: false,
        canonical: null,
      });
    }
  });

  it("gives home its Organization and WebSite, and content pages their own title and canonical URL", () => {
    const home = pageMeta("/", catalog, site);
    expect(home.canonical).toBe("https://chatoyant.cl/");
    expect(home.structuredData.map((data) => (data as { "@type": string })["@type"])).toEqual([
      "Organization",
      "WebSite",
    ]);
    expect(pageMeta("/garantia", catalog, site)).toMatchObject({
      status: 200,
      title: "Garantía | Chatoyant",
      canonical: "https://chatoyant.cl/garantia",
    });
  });
});

describe("pageTitle", () => {
  it("matches the server's titles", () => {
    expect(pageTitle("/")).toBe(pageMeta("/", catalog, site).title);
    expect(pageTitle("/ayuda")).toBe("Ayuda | Chatoyant");
    expect(pageTitle("/carrito")).toBe("Chatoyant");
    expect(pageTitle("/no-existe")).toBe("Página no encontrada | Chatoyant");
  });
});

describe("intoShell", () => {
  const shell = `<!doctype html>
<html lang="es">
  <head>
    <meta
      name="description"
      content="genérica"
    />
    <title>Chatoyant</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

  it("puts the page's title and tags in the shell's head, once", () => {
    const html = intoShell(shell, pageMeta(`/producto/x-${luna.id}`, catalog, site));
    expect(html).toContain("<title>Collar Luna de Cuarzo Rosa | Chatoyant</title>");
    expect(html).not.toContain("genérica");
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain(`<meta property="og:image" content="https://fotos.cl/${luna.media.studio}" />`);
    expect(html).toContain('<meta property="product:price:currency" content="CLP" />');
    expect(html.indexOf("application/ld+json")).toBeLessThan(html.indexOf("</head>"));
  });

  it("escapes what a product's text could use to break out of an attribute or a script", () => {
    const tricky = makeProduct({
      name: 'Luna "$&" </script><b>',
      description: "</script><script>alert(1)</script>",
    });
    const tags = headTags(pageMeta(`/producto/x-${tricky.id}`, [tricky], site));
    expect(tags).not.toContain("</script><");
    expect(tags).not.toContain("<b>");
    expect(intoShell(shell, pageMeta(`/producto/x-${tricky.id}`, [tricky], site))).toContain(
      "<title>Collar Luna &#34;$&#38;&#34; &#60;/script&#62;&#60;b&#62; | Chatoyant</title>",
    );
  });

  it("puts a rendered page's markup in #root, its photo preloads in the head, and its data after it", () => {
    const meta = pageMeta("/", catalog, site);
    const snapshotJson = JSON.stringify({ products: [{ name: "</script><b>" }] });
    const html = intoShell(shell, meta, {
      html: '<link rel="preload" as="image" href="a.webp"/><main><h1>Hola</h1></main>',
      snapshotJson,
    });
    const head = html.slice(0, html.indexOf("</head>"));
    expect(html).toContain(`<html lang="es" ${SERVER_RENDERED_ATTRIBUTE}>`);
    expect(head).toContain('<link rel="preload" as="image" href="a.webp"/>');
    expect(html).toContain('<div id="root"><main><h1>Hola</h1></main></div>');
    const data = new RegExp(
      `<script type="application/json" id="${EMBEDDED_SNAPSHOT_ID}">(.*)</script>`,
    ).exec(html)?.[1];
    // Nothing in the data can close its script element, and it reads back the same.
    expect(data).not.toContain("<");
    expect(JSON.parse(data!)).toEqual(JSON.parse(snapshotJson));
  });

  it("renders on the server the pages that are the same for everyone, not a shopper's own", () => {
    const rendered = (path: string) => pageMeta(path, catalog, site).rendered;
    expect(["/", `/producto/x-${luna.id}`, "/nosotros", "/asesoria", "/no-existe"].map(rendered)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(["/carrito", "/favoritos", "/pedido/abc", "/transferencia/abc"].map(rendered)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe("pageMeta, shipping", () => {
  const shipping = {
    regions: {
      "13": { kind: "price" as const, amount: 3990 },
      "05": { kind: "price" as const, amount: 5990 },
    },
    comunas: {},
    freeShippingFrom: 30000,
  };
  const cheap = makeProduct({ name: "Aros Gota", productType: "aro", price: 12990, stock: 3 });

  it("states each región with a price as the offer's shippingDetails, free from the threshold", () => {
    const withRates = { ...site, shipping };
    const offers = (product: typeof luna) =>
      (
        jsonLd(pageMeta(`/producto/x-${product.id}`, [product], withRates), "Product").offers as {
          shippingDetails: unknown;
        }
      ).shippingDetails;
    const details = (amount: number, region: string) => ({
      "@type": "OfferShippingDetails",
      shippingRate: { "@type": "MonetaryAmount", value: amount, currency: "CLP" },
      shippingDestination: { "@type": "DefinedRegion", addressCountry: "CL", addressRegion: region },
    });
    expect(offers(cheap)).toEqual([details(3990, "RM"), details(5990, "VS")]);
    // $34.990 reaches the $30.000 threshold on its own.
    expect(offers(luna)).toEqual([details(0, "RM"), details(0, "VS")]);
  });

  it("says nothing about shipping where every región is por pagar", () => {
    const meta = pageMeta(`/producto/x-${cheap.id}`, [cheap], {
      ...site,
      shipping: { regions: {}, comunas: {}, freeShippingFrom: null },
    });
    expect(jsonLd(meta, "Product").offers).not.toHaveProperty("shippingDetails");
  });
});
