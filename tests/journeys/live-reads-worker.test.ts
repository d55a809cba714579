/**
 * The storefront's live reads run in a Web Worker: a price changed with the Admin SDK reaches an
 * open product page through it, and none of the scripts the page itself runs holds the Firestore
 * SDK (read from the build's source maps).
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatClp } from "@domain/money.ts";
import { productPath } from "@domain/shop-paths.ts";
import { HOSTING_URL } from "../../tools/emulators/launch.ts";
import { sourcesOf } from "../../tools/bundle-report.ts";
import { adminDb } from "../../tools/firebase-admin.ts";
import { DEMO_PRODUCTS } from "../../tools/seed/demo-catalog.ts";
import { useDemoShop } from "../support/demo-shop.ts";
import { openPage, waitUntilInteractive, VIEWPORT_NAMES } from "../../tools/browser/browser.ts";

const shop = useDemoShop({ fresh: "file" });
const dist = path.resolve("dist");

describe.each(VIEWPORT_NAMES)("live reads at %s width", (viewport) => {
  // Each width its own product: both change prices in the same emulator.
  const product = DEMO_PRODUCTS.filter((candidate) => candidate.stock >= 1)[viewport === "phone" ? 0 : 1]!;

  it("bring a price change made with the Admin SDK to an open product page, through the worker", async () => {
    const page = await openPage(shop.browser, viewport);
    const workers: string[] = [];
    page.on("worker", (worker) => workers.push(worker.url()));
    await page.goto(`${HOSTING_URL}${productPath(product)}`);
    await page.getByRole("heading", { level: 1, name: product.name }).waitFor();
    await waitUntilInteractive(page);
    // The live listeners start once the page has settled.
    await expect
      .poll(() => workers.filter((url) => url.includes("live-reads")).length, { timeout: 15_000 })
      .toBe(1);

    const newPrice = product.price + 1990;
    await adminDb().collection("products").doc(product.id).update({ price: newPrice });
    try {
      await page.getByText(formatClp(newPrice)).first().waitFor();
    } finally {
      await adminDb().collection("products").doc(product.id).update({ price: product.price });
    }

    const pageScripts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((url) => new URL(url).pathname.endsWith(".js")),
    );
    const mainThreadScripts = pageScripts.filter((url) => !workers.includes(url));
    const packages = mainThreadScripts.flatMap((url) => sourcesOf(dist, new URL(url).pathname.slice(1)));
    expect(packages).toContain("react-dom");
    expect(packages).toContain("comlink");
    expect(packages.filter((source) => /^@firebase\/(firestore|webchannel-wrapper)$/.test(source))).toEqual(
      [],
    );
    await page.context().close();
  });
});
