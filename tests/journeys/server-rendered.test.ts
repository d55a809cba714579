import type { ConsoleMessage, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { STOREFRONT_SNAPSHOT_PATH } from "@domain/catalog/storefront-snapshot.ts";
import { formatClp } from "@domain/money.ts";
import { isProductPath, productPath } from "@domain/shop-paths.ts";
import { NOT_FOUND_TITLE } from "@domain/seo/page-meta.ts";
import { copy } from "../../src/i18n/es-CL.ts";
import { HOSTING_URL } from "../../tools/emulators/launch.ts";
import { DEMO_PRODUCTS } from "../../tools/seed/demo-catalog.ts";
import { useDemoShop } from "../support/demo-shop.ts";
import {
  openPage,
  screenshot,
  VIEWPORTS,
  waitUntilInteractive,
  VIEWPORT_NAMES,
} from "../../tools/browser/browser.ts";

const shop = useDemoShop({ fresh: "file" });

const product = DEMO_PRODUCTS.find((candidate) => candidate.stock >= 3)!;
const PAGES = [
  { path: "/", heading: copy.homeHeading },
  { path: productPath(product), heading: product.name },
  { path: "/nosotros", heading: "JOYAS PARA QUE BRILLES" },
  { path: "/no-existe", heading: NOT_FOUND_TITLE },
];

/**
 * Everything the page reports as wrong: React's hydration mismatches are console errors (or a
 * recoverable error thrown at the page). A 404 page's own status is the one failed load allowed.
 */
function collectProblems(page: Page, url: string): string[] {
  const problems: string[] = [];
  const record = (message: ConsoleMessage) => {
    if (message.type() !== "error" && message.type() !== "warning") return;
    if (message.text().includes("404") && message.location().url === url) return;
    problems.push(`${message.type()}: ${message.text()}`);
  };
  page.on("console", record);
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

describe.each(VIEWPORT_NAMES)("server-rendered pages at %s width", (viewport) => {
  it.each(PAGES)("$path shows its content with JavaScript off", async ({ path, heading }) => {
    const context = await shop.browser.newContext({
      viewport: VIEWPORTS[viewport],
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${HOSTING_URL}${path}`);
    await expect(page.getByRole("heading", { level: 1, name: heading }).isVisible()).resolves.toBe(true);
    await screenshot(page, `server-rendered-sin-js-${viewport}${path.replace(/\//g, "-")}`, {
      fullPage: false,
    });
    await context.close();
  });

  it.each(PAGES)("$path paints from its HTML and hydrates without errors", async ({ path, heading }) => {
    const url = `${HOSTING_URL}${path}`;
    // With its service worker, as a shopper has it: blocking it makes the app log that it could not.
    const page = await openPage(shop.browser, viewport, { serviceWorker: true });
    const problems = collectProblems(page, url);
    const snapshotRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(STOREFRONT_SNAPSHOT_PATH)) snapshotRequests.push(request.url());
    });

    await page.goto(url);
    // Hydrated: the React root answers a click (the cart drawer opens from the header).
    await waitUntilInteractive(page);
    const requestedBeforeInteractive = [...snapshotRequests];
    await page.getByRole("heading", { level: 1, name: heading }).waitFor();
    await page
      .getByRole("button", { name: /carrito/i })
      .first()
      .click();
    await page.getByRole("dialog").waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "hidden" });
    if (isProductPath(path)) {
      await expect(page.getByText(formatClp(product.price)).first().isVisible()).resolves.toBe(true);
    }
    await screenshot(page, `server-rendered-${viewport}${path.replace(/\//g, "-")}`, { fullPage: false });

    expect(problems).toEqual([]);
    // The page came with the products it shows and hydrated from them: the whole catalog is asked
    // for only once the page has settled, and not at all where the page carries it (the demo's
    // home, smaller than the grid's first step).
    expect(requestedBeforeInteractive).toEqual([]);
    if (path === "/") expect(snapshotRequests).toEqual([]);
    await page.context().close();
  });
});
