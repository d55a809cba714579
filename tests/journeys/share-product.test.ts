/**
 * The product page's 'Compartir': the phone's share sheet with the product's title and canonical
 * address where the browser has the Web Share API; elsewhere a WhatsApp message and 'Copiar enlace'.
 */
import { describe, expect, it } from "vitest";
import { formatClp } from "@domain/money.ts";
import { productDisplayName } from "@domain/catalog/product.ts";
import { productPath } from "@domain/shop-paths.ts";
import { HOSTING_URL } from "../../tools/emulators/launch.ts";
import { DEMO_PRODUCTS } from "../../tools/seed/demo-catalog.ts";
import { useDemoShop } from "../support/demo-shop.ts";
import { openPage, screenshot } from "../../tools/browser/browser.ts";

const shop = useDemoShop({ fresh: "file" });
const piece = DEMO_PRODUCTS[0]!;
const canonical = `${HOSTING_URL}${productPath(piece)}`;

describe("sharing a piece", () => {
  it("opens the phone's share sheet with the title and the canonical address", async () => {
    const page = await openPage(shop.browser, "phone");
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      (window as unknown as { __shared: unknown[] }).__shared = calls;
      Object.defineProperty(navigator, "share", {
        value: (data: unknown) => {
          calls.push(data);
          return Promise.resolve();
        },
      });
    });
    // Reached with a query string and a fragment: what is shared is still the canonical address.
    await page.goto(`${canonical}?utm_source=ig#galeria`);
    await page.locator("html[data-interactive]").waitFor({ state: "attached" });
    const share = page.getByRole("button", { name: "Compartir", exact: true });
    await share.scrollIntoViewIfNeeded();
    await screenshot(page, "share-phone", { fullPage: false });
    await share.focus();
    await page.keyboard.press("Enter");
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared))
      .toEqual([{ title: productDisplayName(piece), url: canonical }]);
    // The sheet is the browser's: the page opens no options of its own.
    expect(await page.getByRole("link", { name: "Compartir por WhatsApp" }).count()).toBe(0);
    await page.context().close();
  });

  it("offers WhatsApp and copying the link where the browser cannot share", async () => {
    const page = await openPage(shop.browser, "desktop");
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: HOSTING_URL });
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", { value: undefined });
    });
    await page.goto(canonical);
    await page.locator("html[data-interactive]").waitFor({ state: "attached" });
    const share = page.getByRole("button", { name: "Compartir", exact: true });
    expect(await share.getAttribute("aria-expanded")).toBe("false");
    await share.click();
    expect(await share.getAttribute("aria-expanded")).toBe("true");

    const whatsapp = page.getByRole("link", { name: "Compartir por WhatsApp" });
    const href = new URL((await whatsapp.getAttribute("href"))!);
    expect(`${href.origin}${href.pathname}`).toBe("https://wa.me/");
    expect(href.searchParams.get("text")).toBe(
      `${productDisplayName(piece)} · ${formatClp(piece.price)}\n${canonical}`,
    );
    expect(await whatsapp.getAttribute("target")).toBe("_blank");

    await page.getByRole("button", { name: "Copiar enlace" }).click();
    await page.getByRole("button", { name: "Copiado" }).waitFor();
    await page.getByText("Copiado", { exact: true }).first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
    await screenshot(page, "share-desktop-options", { fullPage: false });
    await page.context().close();
  });
});
