/**
 * Field Web Vitals end to end, at both widths: a shopper opens the home page and a product page
 * in Chromium; each page, once its measuring code has loaded after the first paint, sends its
 * beacon as the shopper leaves it; the back office's "Análisis" then shows each page type's visits
 * and the p75 and band those beacons add up to.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { vitalsDaySchema } from "@domain/analytics/web-vitals.schema.ts";
import { summarizeFieldData } from "@domain/analytics/web-vitals-stats.ts";
import { COLLECTIONS } from "@domain/collections.ts";
import { productPath } from "@domain/shop-paths.ts";
import { HOSTING_URL } from "../../tools/emulators/launch.ts";
import { adminDb } from "../../tools/firebase-admin.ts";
import { DEMO_PRODUCTS } from "../../tools/seed/demo-catalog.ts";
import { useDemoShop } from "../support/demo-shop.ts";
import { openPage, screenshot, VIEWPORT_NAMES } from "../../tools/browser/browser.ts";
import { signInAsDemoAdmin, openAdminSection } from "../../tools/browser/shop-journeys.ts";

const shop = useDemoShop({ fresh: "test" });

const BANDS = { good: "Bueno", "needs-improvement": "Necesita mejorar", poor: "Deficiente" } as const;

async function storedDays() {
  const docs = (await adminDb().collection(COLLECTIONS.webVitals).get()).docs;
  return docs.map((doc) => vitalsDaySchema.parse(doc.data()));
}

const visitsByPage = async () =>
  Object.fromEntries((await storedDays()).map((day) => [day.page, day.visits]));

/**
 * Opens a shop page and waits until its measuring code has run: importing the same module again
 * resolves only once the page's own import has evaluated it.
 */
async function openMeasured(page: Page, url: string) {
  const beaconCode = page.waitForResponse((response) =>
    /\/field-vitals-beacon-[^/]+\.js$/.test(response.url()),
  );
  await page.goto(url);
  const codeUrl = (await beaconCode).url();
  // A string, so that vitest does not rewrite the import() for Node.
  await page.evaluate(`import(${JSON.stringify(codeUrl)}).then(() => new Promise((r) => setTimeout(r)))`);
}

describe.each(VIEWPORT_NAMES)("field web vitals at %s width", (viewport) => {
  it("counts the shopper's page views and shows their p75 and band in Análisis", async () => {
    const product = DEMO_PRODUCTS[0]!;
    const shopper = await openPage(shop.browser, viewport);
    await openMeasured(shopper, `${HOSTING_URL}/`);
    // Leaving the home page (a real navigation) hides it: its beacon goes.
    await openMeasured(shopper, `${HOSTING_URL}${productPath(product)}`);
    await shopper.getByRole("heading", { level: 1, name: product.name }).waitFor();
    await expect.poll(visitsByPage, { timeout: 15_000 }).toEqual({ home: 1 });
    await shopper.goto("about:blank");
    await expect.poll(visitsByPage, { timeout: 15_000 }).toEqual({ home: 1, product: 1 });
    await shopper.context().close();

    const days = await storedDays();
    // Every page load has a navigation entry and a largest paint.
    for (const day of days)
      expect(Object.keys(day.histograms)).toEqual(expect.arrayContaining(["LCP", "TTFB"]));
    const expected = summarizeFieldData(days);

    const page = await openPage(shop.browser, viewport);
    await signInAsDemoAdmin(page);
    await openAdminSection(page, "Análisis");
    const panel = page.getByRole("region", { name: "Velocidad real de la tienda (últimos 28 días)" });
    await panel.waitFor();

    for (const [label, pageType] of [
      ["Inicio", "home"],
      ["Producto", "product"],
    ] as const) {
      const section = panel.getByRole("region", { name: `Páginas: ${label}` });
      await section.getByRole("heading", { name: `${label} · 1 visita` }).waitFor();
      const lcp = expected
        .find((summary) => summary.page === pageType)!
        .metrics.find((m) => m.metric === "LCP")!;
      const row = section.getByRole("row").filter({ hasText: "LCP · carga" });
      await row.getByText(BANDS[lcp.band!], { exact: true }).waitFor();
      expect(await row.getByRole("cell").nth(1).textContent()).toMatch(/^\d+,\d+ s$/);
    }
    // Nothing else was measured: the back office's own pages send no beacon.
    await expect.poll(() => panel.getByRole("heading", { level: 3 }).count()).toBe(2);
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, `admin-field-vitals-${viewport}`);
    await page.context().close();
  });
});
