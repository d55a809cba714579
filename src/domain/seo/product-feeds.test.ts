import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { parseGoogleFeed, parseMetaFeed } from "../testing/feed-parsers.ts";
import { productPath } from "../shop-paths.ts";
import { makeProduct } from "../testing/make-product.ts";
import { feedItems, googleFeedXml, META_FEED_COLUMNS, metaFeedRows, type FeedSite } from "./product-feeds.ts";

const site: FeedSite = {
  origin: "https://chatoyant.cl",
  shopName: "Chatoyant",
  tagline: "Joyas hechas a mano",
};

/** Where the shop serves a stored photo's largest variant: WebP, or its JPEG copy. */
const photo = (media: string | null, extension: "webp" | "jpg" = "webp") =>
  `https://chatoyant.cl/fotos/${media!.slice("products/".length).replace(/\.\w+$/, `_w1280.${extension}`)}`;

const HOSTILE_NAME = `Luna & <Sol> "Grande", 'única'\nsegunda línea`;

describe("feedItems", () => {
  it("titles a product as its page does, leads with the studio photo and links its canonical page", () => {
    const product = makeProduct({ name: "Aros Gota de Amatista", productType: "aro" });
    product.media.extra = `products/${product.id}/extra-1700000000000.jpg`;
    expect(feedItems([product], site)).toEqual([
      expect.objectContaining({
        id: product.id,
        title: "Aros Gota de Amatista",
        link: `https://chatoyant.cl${productPath(product)}`,
        photos: [
          `products/${product.id}/studio-1700000000000_w1280.webp`,
          `products/${product.id}/uso-1700000000000_w1280.webp`,
          `products/${product.id}/extra-1700000000000_w1280.webp`,
        ],
      }),
    ]);
  });

  it("leaves out a product without a photo it can show, and writes a description when there is none", () => {
    const withoutPhotos = makeProduct({ media: { uso: null, studio: null } });
    const legacyLink = makeProduct({ media: { uso: null, studio: "https://example.com/foto.jpg" } });
    const plain = makeProduct({ name: "Luna", description: "  ", materials: ["Cuarzo rosa", "Plata"] });
    expect(
      feedItems([withoutPhotos, legacyLink, plain], site).map((item) => [item.id, item.description]),
    ).toEqual([[plain.id, "Collar Luna, hecho a mano en Chile con cuarzo rosa y plata."]]);
  });

  it("keeps a description's paragraphs but drops characters no feed can carry", () => {
    const product = makeProduct({ description: "Primera línea.\r\n\r\nSegunda\u0000 línea.\u0007" });
    expect(feedItems([product], site)[0]!.description).toBe("Primera línea.\n\nSegunda línea.");
    // XML 1.0 cannot hold a NUL even escaped: the strict parser would refuse the whole file.
    const feed = parseGoogleFeed(googleFeedXml(feedItems([product], site), site));
    expect(feed.items[0]!.description).toBe("Primera línea.\n\nSegunda línea.");
  });
});

describe("googleFeedXml", () => {
  it("is well-formed RSS whatever a name holds, with every field Google reads", () => {
    const hostile = makeProduct({
      name: HOSTILE_NAME,
      price: 34990,
      stock: 0,
      description: "Piedra & plata <3",
    });
    const aro = makeProduct({ name: "Gota", productType: "aro" });
    aro.media.extra = `products/${aro.id}/extra-1700000000000.png`;
    const feed = parseGoogleFeed(
      googleFeedXml(feedItems([hostile, aro], site), { ...site, shopName: "Chatoyant & Co" }),
    );

    expect(feed.channel).toEqual({
      title: "Chatoyant & Co",
      link: "https://chatoyant.cl/",
      description: "Joyas hechas a mano",
    });
    expect(feed.items).toEqual([
      {
        id: hostile.id,
        title: `Collar Luna & <Sol> "Grande", 'única' segunda línea`,
        description: "Piedra & plata <3",
        link: `https://chatoyant.cl${productPath(hostile)}`,
        image_link: photo(hostile.media.studio),
        additional_image_link: [photo(hostile.media.uso)],
        availability: "out_of_stock",
        condition: "new",
        price: "34990 CLP",
        brand: "Chatoyant & Co",
        identifier_exists: "no",
        google_product_category: "196",
        product_type: "Collar",
      },
      expect.objectContaining({
        id: aro.id,
        title: "Aro Gota",
        availability: "in_stock",
        image_link: photo(aro.media.studio),
        additional_image_link: [photo(aro.media.uso), photo(aro.media.extra)],
        google_product_category: "194",
        product_type: "Aro",
      }),
    ]);
  });

  it("cuts a shop name longer than Google's 70 characters for a brand", () => {
    const feed = parseGoogleFeed(
      googleFeedXml(feedItems([makeProduct()], site), { ...site, shopName: `${"a".repeat(69)} bcd` }),
    );
    expect(feed.items[0]!.brand).toBe("a".repeat(69));
  });
});

describe("metaFeedRows", () => {
  it("survives a CSV round trip with a hostile name, in Meta's spellings, with JPEG photos", () => {
    const hostile = makeProduct({ name: HOSTILE_NAME, stock: 0, description: 'Línea uno,\n"dos"' });
    const items = feedItems([hostile, makeProduct({ productType: "aro" })], site);
    const csv = Papa.unparse(
      { fields: [...META_FEED_COLUMNS], data: metaFeedRows(items, site) },
      { newline: "\r\n" },
    );

    const feed = parseMetaFeed(csv);
    expect(feed.columns).toEqual([...META_FEED_COLUMNS]);
    expect(feed.rows[0]).toEqual({
      id: hostile.id,
      title: `Collar Luna & <Sol> "Grande", 'única' segunda línea`,
      description: 'Línea uno, "dos"',
      availability: "out of stock",
      condition: "new",
      price: "24990 CLP",
      link: `https://chatoyant.cl${productPath(hostile)}`,
      image_link: photo(hostile.media.studio, "jpg"),
      brand: "Chatoyant",
      google_product_category: "196",
      product_type: "Collar",
      additional_image_link: photo(hostile.media.uso, "jpg"),
    });
    expect(feed.rows[1]).toMatchObject({
      availability: "in stock",
      google_product_category: "194",
      product_type: "Aro",
    });
  });
});

describe("googleFeedXml, shipping", () => {
  const shipping = {
    regions: { "13": { kind: "price" as const, amount: 3990 }, "12": { kind: "on-delivery" as const } },
    comunas: { "13123": { kind: "price" as const, amount: 2990 } },
    freeShippingFrom: 30000,
  };

  it("gives each región with a price its g:shipping, free for a piece at the threshold", () => {
    const cheap = makeProduct({ name: "Gota", productType: "aro", price: 12990 });
    const dear = makeProduct({ name: "Luna", price: 30000 });
    const withRates = { ...site, shipping };
    const feed = parseGoogleFeed(googleFeedXml(feedItems([cheap, dear], withRates), withRates));

    // Magallanes is por pagar: no price to state, so no line.
    expect(feed.items.map((item) => item.shipping)).toEqual([["CL:RM:3990 CLP"], ["CL:RM:0 CLP"]]);
  });

  it("has no g:shipping where every región is por pagar", () => {
    const feed = parseGoogleFeed(googleFeedXml(feedItems([makeProduct()], site), site));
    expect(feed.items[0]).not.toHaveProperty("shipping");
  });
});
