/**
 * Screenshots of the shopper's screens at 390 and 1280 px, to compare the brand's look before and
 * after a change to how the storefront is styled (`compare.ts` puts the pairs side by side).
 *
 *   npm start                                    # the shop with its demo data, in another terminal
 *   npx tsx tools/visual/capture.ts test-results/visual/before
 *
 * It reads the demo orders with the Admin SDK (the emulators `npm start` runs) for the payment
 * pages, and changes nothing: the cart lives in the browser.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { COLLECTIONS } from "@domain/collections.ts";
import type { PaymentMethod } from "@domain/orders/order.ts";
import { productPath } from "@domain/shop-paths.ts";
import { HOSTING_URL } from "../emulators/launch.ts";
import { adminDb, useLocalEmulators } from "../firebase-admin.ts";
import { DEMO_PRODUCTS } from "../seed/demo-catalog.ts";
import {
  launchBrowser,
  openPage,
  VIEWPORTS,
  VIEWPORT_NAMES,
  waitUntilInteractive,
  withEverythingRendered,
  type ViewportName,
} from "../browser/browser.ts";
import { addToCart } from "../browser/shop-journeys.ts";

const outDir = path.resolve(process.argv[2] ?? "test-results/visual/current");
const product = DEMO_PRODUCTS.find(
  (candidate) => candidate.stock >= 3 && candidate.productType === "collar",
)!;

useLocalEmulators();

async function pendingOrderId(method: PaymentMethod): Promise<string> {
  const found = await adminDb()
    .collection(COLLECTIONS.orders)
    .where("status", "==", "pending")
    .where("paymentMethod", "==", method)
    .limit(1)
    .get();
  const order = found.docs[0];
  if (!order)
    throw new Error(
      `No hay un pedido pendiente por ${method}: ¿corre npm start con los datos de demostración?`,
    );
  return order.id;
}

/** Waits for fonts and every photo, so both shots of a pair show a finished page. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Down the whole page and back, so lazy photos load as they would for a person scrolling.
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 80));
    }
    scrollTo(0, 0);
    const photos = Promise.all(
      [...document.images].map((image) =>
        image.complete ? undefined : image.decode().catch(() => undefined),
      ),
    );
    // A photo the browser never starts (hidden in a carousel) would never decode.
    await Promise.race([photos, new Promise((resolve) => setTimeout(resolve, 8_000))]);
  });
  // The header's badge and the drawers animate in: let them end.
  await page.waitForTimeout(600);
}

async function shot(page: Page, name: string, viewport: ViewportName, fullPage = true): Promise<void> {
  await settle(page);
  await withEverythingRendered(page, fullPage, () =>
    page.screenshot({ path: path.join(outDir, `${name}-${viewport}.png`), fullPage }),
  );
  console.log(`  ${name}-${viewport}.png`);
}

async function captureViewport(viewport: ViewportName, orders: Record<PaymentMethod, string>) {
  const browser = await launchBrowser();
  try {
    const page = await openPage(browser, viewport);
    await page.goto(HOSTING_URL);
    await waitUntilInteractive(page);
    await shot(page, "home", viewport);

    if (viewport === "phone") await page.getByRole("button", { name: "Buscar" }).click();
    else await page.keyboard.press("Control+k");
    await page.getByRole("combobox", { name: "Buscar productos" }).fill("jade");
    await page.getByRole("option").first().waitFor();
    await shot(page, "search", viewport, false);
    await page.keyboard.press("Escape");

    await addToCart(page, product, 1);
    await shot(page, "product", viewport);
    await page.getByRole("button", { name: "Carrito (1)" }).click();
    await page.getByRole("dialog").waitFor();
    await shot(page, "cart-drawer", viewport, false);

    await page.goto(`${HOSTING_URL}/carrito`);
    await page.getByRole("radio", { name: /Envío a domicilio/ }).check();
    await page.getByRole("textbox", { name: "WhatsApp" }).fill("9 1234 5678");
    await shot(page, "checkout", viewport);

    await page.goto(`${HOSTING_URL}/asesoria`);
    await shot(page, "color-analysis", viewport);

    await page.goto(`${HOSTING_URL}/transferencia-directa/${orders.TRANSFERENCIA_DIRECTA}`);
    await page.getByRole("button", { name: "Copiar todo" }).waitFor();
    await shot(page, "bank-transfer", viewport);

    await page.goto(`${HOSTING_URL}/esperando-pago-fintoc/${orders.FINTOC_LINK}`);
    // The demo's pending payment-link order already sent its proof: the page says so.
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await shot(page, "awaiting-payment", viewport);

    await page.goto(`${HOSTING_URL}/orden-exitosa?orderId=${orders.TRANSFERENCIA_DIRECTA}`);
    await page.getByRole("heading", { name: "¡Orden Recibida!" }).waitFor();
    await shot(page, "order-summary", viewport);

    await page.goto(`${HOSTING_URL}${productPath({ ...product, id: crypto.randomUUID() })}`);
    await shot(page, "product-not-found", viewport);
  } finally {
    await browser.close();
  }
}

mkdirSync(outDir, { recursive: true });
const orders = {
  TRANSFERENCIA_DIRECTA: await pendingOrderId("TRANSFERENCIA_DIRECTA"),
  FINTOC_LINK: await pendingOrderId("FINTOC_LINK"),
};
for (const viewport of VIEWPORT_NAMES) {
  console.log(`${viewport} (${VIEWPORTS[viewport].width} px) → ${outDir}`);
  await captureViewport(viewport, orders);
}
