/**
 * A tap or Ctrl+K that comes the moment a server-rendered page has painted, before its code has
 * run, is not lost: the boot script holds it and the app replays it once it answers, also on a
 * part that hydrates after the rest (home's grid). The app's entry script is held back until the
 * input has been given, so it surely comes first.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { productPath } from "@domain/shop-paths.ts";
import { HOSTING_URL } from "../../tools/emulators/launch.ts";
import { DEMO_PRODUCTS } from "../../tools/seed/demo-catalog.ts";
import { useDemoShop } from "../support/demo-shop.ts";
import { openPage, VIEWPORT_NAMES } from "../../tools/browser/browser.ts";

const shop = useDemoShop({ fresh: "file" });
const product = DEMO_PRODUCTS.find((candidate) => candidate.stock >= 3)!;

/** Holds the app's entry script until the returned function is called. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const isInteractive = (page: Page) => page.locator("html[data-interactive]").count();

describe.each(VIEWPORT_NAMES)("early input at %s width", (viewport) => {
  it("opens the search for a Ctrl+K pressed before the app has started", async () => {
    const page = await openPage(shop.browser, viewport);
    const releaseApp = await holdAppCode(page);
    await page.goto(HOSTING_URL, { waitUntil: "commit" });
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.keyboard.press("Control+k");
    expect(await isInteractive(page)).toBe(0);
    releaseApp();
    await page.getByRole("dialog").getByRole("combobox", { name: "Buscar productos" }).waitFor();
    await page.context().close();
  });

  it("likes a piece for a tap on its heart, in the grid that hydrates last, before the app has started", async () => {
    const page = await openPage(shop.browser, viewport);
    const releaseApp = await holdAppCode(page);
    await page.goto(HOSTING_URL, { waitUntil: "commit" });
    const first = DEMO_PRODUCTS[0]!;
    await page
      .getByRole("button", { name: `Guardar ${first.name} en favoritos` })
      .first()
      .click();
    expect(await isInteractive(page)).toBe(0);
    releaseApp();
    await page
      .getByRole("button", { name: `Quitar ${first.name} de favoritos` })
      .first()
      .waitFor();
    await page.getByRole("link", { name: "Favoritos (1)" }).waitFor();
    await page.context().close();
  });

  it("adds to the cart for a tap on 'Agregar al carrito' before the app has started", async () => {
    const page = await openPage(shop.browser, viewport);
    const releaseApp = await holdAppCode(page);
    await page.goto(`${HOSTING_URL}${productPath(product)}`, { waitUntil: "commit" });
    await page.getByRole("heading", { level: 1, name: product.name }).waitFor();
    await page.getByRole("button", { name: "Agregar al carrito" }).click();
    expect(await isInteractive(page)).toBe(0);
    releaseApp();
    await page.getByRole("button", { name: "Carrito (1)" }).waitFor();
    await page.context().close();
  });
});
