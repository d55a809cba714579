/**
 * A visit reads what it shows (issue 41): with a catalog past home's first step, a server-rendered
 * page carries only the pieces it draws, and the live listeners follow those pieces' documents,
 * never the whole collection. Counted from the listen targets the worker asks Firestore for.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { COLLECTIONS } from "@domain/collections.ts";
import { HOME_GRID_STEP_TILES } from "@domain/catalog/home-grid.ts";
import { relatedProducts } from "@domain/catalog/related.ts";
import {
  EMBEDDED_SNAPSHOT_ID,
  fromPageSnapshot,
  fromStorefrontSnapshot,
} from "@domain/catalog/storefront-snapshot.ts";
import { productIdFromPath, productPath } from "@domain/shop-paths.ts";
import { makeProduct } from "@domain/testing/make-product.ts";
import { HOSTING_URL } from "../../tools/emulators/launch.ts";
import { adminDb } from "../../tools/firebase-admin.ts";
import { ListenTargets } from "../../tools/browser/listen-targets.ts";
import { openPage, VIEWPORT_NAMES } from "../../tools/browser/browser.ts";
import { DEMO_PRODUCTS } from "../../tools/seed/demo-catalog.ts";
import { TRIGGER_WAIT_MS } from "../support/triggers.ts";
import { useDemoShop } from "../support/demo-shop.ts";

const shop = useDemoShop({ fresh: "file" });
const productsRef = () => adminDb().collection(COLLECTIONS.products);

/** Older than every demo piece, so home draws the demo first and these past its first step. */
const extra = Array.from({ length: 40 }, (_, i) =>
  makeProduct({
    id: randomUUID(),
    name: `Pieza de Lectura ${i + 1}`,
    createdAt: new Date(Date.UTC(2020, 0, 1) - i * 60_000),
    updatedAt: new Date(Date.UTC(2020, 0, 1)),
  }),
);
const catalogSize = DEMO_PRODUCTS.length + extra.length;

async function storefrontProducts() {
  const response = await fetch(`${HOSTING_URL}/api/storefront`);
  return fromStorefrontSnapshot(await response.json()).products;
}

beforeAll(async () => {
  const batch = adminDb().batch();
  for (const { id, ...fields } of extra) batch.set(productsRef().doc(id), fields);
  await batch.commit();
  // The product triggers patch the snapshot that pages and /api/storefront serve.
  await vi.waitFor(async () => expect(await storefrontProducts()).toHaveLength(catalogSize), {
    timeout: TRIGGER_WAIT_MS,
    interval: 500,
  });
}, TRIGGER_WAIT_MS + 10_000);

afterAll(async () => {
  const batch = adminDb().batch();
  for (const { id } of extra) batch.delete(productsRef().doc(id));
  await batch.commit();
});

/** The ids of the product cards on screen, in order. */
const drawnIds = (page: import("playwright-core").Page) =>
  page
    .locator("main article a[href^='/producto/']")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!))
    .then((hrefs) => hrefs.map((href) => productIdFromPath(href)!));

const sorted = (ids: string[]) => [...new Set(ids)].sort();

describe.each(VIEWPORT_NAMES)("a visit at %s width", (viewport) => {
  it("to home carries and follows the grid's first step, then what the shopper scrolls to", async () => {
    const page = await openPage(shop.browser, viewport);
    const targets = new ListenTargets(page);
    await page.goto(HOSTING_URL);

    const embedded = fromPageSnapshot(
      JSON.parse((await page.locator(`#${EMBEDDED_SNAPSHOT_ID}`).textContent())!),
    );
    expect(embedded.products).toHaveLength(HOME_GRID_STEP_TILES);
    expect(embedded.complete).toBe(false);

    // Once the page has settled, every card drawn is followed, and nothing else.
    const cards = page.locator("main article");
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(HOME_GRID_STEP_TILES);
    const firstStep = sorted(await drawnIds(page));
    await expect.poll(() => sorted(targets.products()), { timeout: 30_000 }).toEqual(firstStep);
    expect(targets.queries).toBe(0);

    // The whole catalog came for the rest of the grid: the shopper scrolls to its end, and the
    // grid draws the rest as its end nears the screen.
    await page
      .getByRole("button", { name: `Ver ${catalogSize - HOME_GRID_STEP_TILES} piezas más` })
      .waitFor();
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 4000);
          return cards.count();
        },
        { timeout: 20_000 },
      )
      .toBe(catalogSize);
    await expect
      .poll(() => sorted(targets.products()), { timeout: 20_000 })
      .toEqual(sorted(await drawnIds(page)));
    expect(targets.queries).toBe(0);
    await page.context().close();
  });

  it("to a product page follows the piece and its related pieces, and search still finds every piece", async () => {
    const page = await openPage(shop.browser, viewport);
    const targets = new ListenTargets(page);
    const piece = DEMO_PRODUCTS.find((product) => product.stock > 0)!;
    await page.goto(`${HOSTING_URL}${productPath(piece)}`);
    await page.getByRole("heading", { level: 1, name: piece.name }).waitFor();

    const catalog = await storefrontProducts();
    const shown = [
      piece.id,
      ...relatedProducts(
        catalog.find(({ id }) => id === piece.id)!,
        catalog,
      ).map(({ id }) => id),
    ];
    await expect.poll(() => sorted(targets.products()), { timeout: 30_000 }).toEqual(sorted(shown));
    expect(targets.queries).toBe(0);

    // The page carried four pieces; search reads the whole catalog that followed them.
    const last = extra.at(-1)!;
    if (viewport === "phone") {
      await page.getByRole("button", { name: "Buscar" }).click();
      await page.getByPlaceholder("Buscar", { exact: true }).fill(last.name);
    } else {
      await page.keyboard.press("Control+k");
      await page.getByPlaceholder("Buscar productos, colecciones, materiales...").fill(last.name);
    }
    await page.getByRole("option", { name: new RegExp(last.name) }).waitFor();
    await page.context().close();
  });
});
