/**
 * The product feeds as Google Merchant Center and Meta's Commerce Manager fetch them: from the
 * Hosting emulator, through its rewrite to the productFeed function, read back with a strict XML
 * parser and papaparse (src/domain/testing/feed-parsers.ts). Every field of every product is checked
 * against the product's own Firestore document, written here through the Admin SDK: a name full of
 * characters that break files, a sold-out piece, an earring without extra photos, and one without
 * any photo, which cannot be listed.
 */
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { COLLECTIONS, SHOP_SETTINGS_DOC } from "@domain/collections.ts";
import { productDisplayName, type Product } from "@domain/catalog/product.ts";
import { derivedPhotoPaths } from "@domain/catalog/media-variants.ts";
import { productPath } from "@domain/shop-paths.ts";
import { makeProduct } from "@domain/testing/make-product.ts";
import { HOSTING_URL } from "../../tools/emulators/launch.ts";
import { adminBucket, adminDb, useLocalEmulators } from "../../tools/firebase-admin.ts";
import { DEMO_SETTINGS } from "@domain/testing/demo-settings.ts";
import { clearFirestore } from "../support/emulator-data.ts";
import { parseGoogleFeed, parseMetaFeed } from "@domain/testing/feed-parsers.ts";
import { functionUrl } from "../support/client.ts";
import { FORGED_HOST, getWithForgedHost } from "../support/forged-host.ts";
import { TRIGGER_WAIT_MS } from "../support/triggers.ts";
import { withRetries } from "../../tools/seed/retry.ts";

const TRIGGER_TIMEOUT = { timeout: TRIGGER_WAIT_MS, interval: 250 };
const SHOP_NAME = `Joyas & <Piedras> "Chatoyant", 'CL'`;

const product = (overrides: Parameters<typeof makeProduct>[0]) =>
  makeProduct({ id: randomUUID(), ...overrides });

const hostile = product({
  name: `Luna & <Sol> "Grande", 'única'\nsegunda línea`,
  price: 34990,
  stock: 3,
  description: 'Cuarzo & plata, "hecho a mano".\n\nSegundo párrafo <con> signos.',
  createdAt: new Date("2026-11-01"),
});
const soldOut = product({
  name: "Collar Agotado",
  stock: 0,
  price: 19990,
  createdAt: new Date("2026-10-01"),
});
const earring = product({
  name: "Aros Gota",
  productType: "aro",
  createdAt: new Date("2026-09-01"),
});
hostile.media.extra = `products/${hostile.id}/extra-1700000000000.jpg`;
earring.media.studio = null;
const withoutPhotos = product({ name: "Sin Fotos", media: { uso: null, studio: null } });
const catalog = [hostile, soldOut, earring, withoutPhotos];

// The photo behind the hostile product's main image_link, uploaded as the admin's editor would: the
// storage trigger writes its 1280 px variant (Google's link) and that variant's JPEG copy (Meta's).
const studioPhoto = hostile.media.studio!;

const productsRef = () => adminDb().collection(COLLECTIONS.products);

beforeAll(async () => {
  useLocalEmulators();
  await clearFirestore();
  await adminDb()
    .collection(COLLECTIONS.settings)
    .doc(SHOP_SETTINGS_DOC)
    .set({ ...DEMO_SETTINGS, shopName: SHOP_NAME });
  await Promise.all(catalog.map(({ id, ...fields }) => productsRef().doc(id).set(fields)));
  const webp = await sharp({
    create: { width: 1280, height: 1707, channels: 3, background: { r: 40, g: 90, b: 120 } },
  })
    .webp()
    .toBuffer();
  await adminBucket().file(studioPhoto).save(webp, { contentType: "image/webp" });
  // (vi.waitFor: expect.poll, which waitUntil uses, runs only inside a test.)
  await vi.waitFor(async () => {
    const written = await Promise.all(
      derivedPhotoPaths(studioPhoto).map((path) => adminBucket().file(path).exists()),
    );
    expect(written.map(([exists]) => exists)).not.toContain(false);
  }, TRIGGER_TIMEOUT);
});

afterAll(async () => {
  await Promise.all(
    [studioPhoto, ...derivedPhotoPaths(studioPhoto)].map((path) =>
      // The Storage emulator may drop a kept-alive connection under load ("socket hang up").
      withRetries(`borrar ${path}`, () => adminBucket().file(path).delete({ ignoreNotFound: true })),
    ),
  );
});

async function get(path: string, init?: RequestInit) {
  const response = await fetch(`${HOSTING_URL}${path}`, init);
  return { response, body: await response.text() };
}

const DEMO_SHIPPING = DEMO_SETTINGS.shipping;
const DEMO_RM_RATE = (DEMO_SHIPPING.regions["13"] as { kind: "price"; amount: number }).amount;

/** What a product's document says the feeds must carry, in the spelling both share. */
async function expectedFromFirestore(id: string) {
  const fields = (await productsRef().doc(id).get()).data() as Omit<Product, "id">;
  const photos = (extension: "webp" | "jpg") =>
    [fields.media.studio, fields.media.uso, fields.media.extra, fields.media.extra_2]
      .filter((media) => media !== null)
      .map(
        (media) =>
          `${HOSTING_URL}/fotos/${media.slice("products/".length).replace(/\.\w+$/, `_w1280.${extension}`)}`,
      );
  return {
    id,
    title: productDisplayName(fields).replace(/\s+/g, " "),
    description: fields.description,
    inStock: fields.stock > 0,
    price: `${fields.price} CLP`,
    link: `${HOSTING_URL}${productPath({ id, ...fields })}`,
    // Google reads the WebP variants; Meta, which reads no WebP, their JPEG copies.
    webp: photos("webp"),
    jpeg: photos("jpg"),
    category: fields.productType === "collar" ? "196" : "194",
    type: fields.productType === "collar" ? "Collar" : "Aro",
    // The demo settings price only the Región Metropolitana (official code 13, ISO "RM").
    shipping: [`CL:RM:${fields.price >= DEMO_SHIPPING.freeShippingFrom! ? 0 : DEMO_RM_RATE} CLP`],
  };
}

async function expectFeedsToMatchFirestore(ids: string[]) {
  const google = parseGoogleFeed((await get("/feeds/google.xml")).body);
  const meta = parseMetaFeed((await get("/feeds/meta.csv")).body);
  expect(google.items.map((item) => item.id)).toEqual(ids);
  expect(meta.rows.map((row) => row.id)).toEqual(ids);
  for (const [index, id] of ids.entries()) {
    const expected = await expectedFromFirestore(id);
    expect(google.items[index]).toEqual({
      id,
      title: expected.title,
      description: expected.description ?? expect.stringContaining("hecho a mano en Chile"),
      link: expected.link,
      image_link: expected.webp[0],
      additional_image_link: expected.webp.slice(1),
      availability: expected.inStock ? "in_stock" : "out_of_stock",
      condition: "new",
      price: expected.price,
      brand: SHOP_NAME,
      identifier_exists: "no",
      google_product_category: expected.category,
      product_type: expected.type,
      shipping: expected.shipping,
    });
    expect(meta.rows[index]).toEqual({
      id,
      title: expected.title,
      // One line: Meta does not promise to read a line break inside a quoted field.
      description: (google.items[index]!.description as string).replace(/\s+/g, " "),
      availability: expected.inStock ? "in stock" : "out of stock",
      condition: "new",
      price: expected.price,
      link: expected.link,
      image_link: expected.jpeg[0],
      brand: SHOP_NAME,
      google_product_category: expected.category,
      product_type: expected.type,
      additional_image_link: expected.jpeg.slice(1).join(","),
    });
  }
}

describe("product feeds", () => {
  it("list every product with a photo, newest first, every field as its document says", async () => {
    await vi.waitFor(
      () => expectFeedsToMatchFirestore([hostile.id, soldOut.id, earring.id]),
      TRIGGER_TIMEOUT,
    );
    const { channel } = parseGoogleFeed((await get("/feeds/google.xml")).body);
    expect(channel).toEqual({
      title: SHOP_NAME,
      link: `${HOSTING_URL}/`,
      description: DEMO_SETTINGS.tagline,
    });
  });

  it("are cacheable like the catalog, typed, and kept out of search results", async () => {
    const google = (await get("/feeds/google.xml")).response;
    expect(google.status).toBe(200);
    expect(google.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const meta = (await get("/feeds/meta.csv")).response;
    expect(meta.status).toBe(200);
    expect(meta.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    for (const response of [google, meta]) {
      expect(response.headers.get("cache-control")).toBe("public, max-age=60, s-maxage=300");
      expect(response.headers.get("x-robots-tag")).toBe("noindex");
    }
    expect((await get("/feeds/otra.xml")).response.status).toBe(404);
    expect((await get("/feeds/google.xml", { method: "POST" })).response.status).toBe(405);
  });

  it("name photos each platform can fetch from the shop: WebP for Google, JPEG for Meta", async () => {
    const [google] = parseGoogleFeed((await get("/feeds/google.xml")).body).items;
    const [meta] = parseMetaFeed((await get("/feeds/meta.csv")).body).rows;
    for (const [link, format] of [
      [google!.image_link as string, "webp"],
      [meta!.image_link!, "jpeg"],
    ] as const) {
      const image = await fetch(link);
      expect(image.status, link).toBe(200);
      expect(image.headers.get("content-type"), link).toBe(`image/${format}`);
      const decoded = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
      expect(decoded, link).toMatchObject({ format, width: 1280, height: 1707 });
    }
  });

  it("name the configured shop address, never a forged Host or X-Forwarded-Host", async () => {
    for (const path of ["/feeds/google.xml", "/feeds/meta.csv"]) {
      for (const url of [`${HOSTING_URL}${path}`, `${functionUrl("productFeed")}${path}`]) {
        const { status, body } = await getWithForgedHost(url);
        expect(status, url).toBe(200);
        expect(body, url).toContain(`${HOSTING_URL}/fotos/`);
        expect(body, url).toContain(`${HOSTING_URL}${productPath(earring)}`);
        expect(body, url).not.toContain(FORGED_HOST);
      }
    }
  });

  it("follow a product changed through the Admin SDK, in both feeds", async () => {
    await productsRef().doc(soldOut.id).update({ stock: 2, price: 21990, name: "Collar Repuesto, nuevo" });
    await vi.waitFor(async () => {
      const [, google] = parseGoogleFeed((await get("/feeds/google.xml")).body).items;
      expect(google).toMatchObject({
        availability: "in_stock",
        price: "21990 CLP",
        title: "Collar Repuesto, nuevo",
      });
      const [, meta] = parseMetaFeed((await get("/feeds/meta.csv")).body).rows;
      expect(meta).toMatchObject({
        availability: "in stock",
        price: "21990 CLP",
        title: "Collar Repuesto, nuevo",
      });
    }, TRIGGER_TIMEOUT);
    await expectFeedsToMatchFirestore([hostile.id, soldOut.id, earring.id]);

    await productsRef().doc(hostile.id).delete();
    await vi.waitFor(() => expectFeedsToMatchFirestore([soldOut.id, earring.id]), TRIGGER_TIMEOUT);
  });

  it("keep a description a spreadsheet would run as a formula as text in the Meta CSV", async () => {
    const formula = '=HYPERLINK("http://x","y")';
    await productsRef().doc(earring.id).update({ description: formula });
    await vi.waitFor(async () => {
      const { body } = await get("/feeds/meta.csv");
      expect(body).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
      const row = parseMetaFeed(body).rows.find((meta) => meta.id === earring.id);
      expect(row?.description).toBe(`'${formula}`);
    }, TRIGGER_TIMEOUT);
    // XML is no spreadsheet: Google reads the description as written.
    const google = parseGoogleFeed((await get("/feeds/google.xml")).body).items;
    expect(google.find((item) => item.id === earring.id)?.description).toBe(formula);
  });
});
