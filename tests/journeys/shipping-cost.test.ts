/**
 * Shipping cost end to end, at phone and desktop width: a shopper ships to a comuna with a rate
 * (the demo charges $3.990 in the Región Metropolitana), sees the same total in the cart, the
 * payment step and the order page, and pays it by card through the Fintoc stand-in; the admin's
 * drawer, the owner's e-mail in the local inbox and the CSV state the same amounts, and
 * "Configuración" shows the rates.
 */
import { afterAll, describe, expect, it } from "vitest";
import { COLLECTIONS } from "@domain/collections.ts";
import { formatClp } from "@domain/money.ts";
import { orderSummaryPath } from "@domain/shop-paths.ts";
import { HOSTING_URL, LOCAL_FINTOC } from "../../tools/emulators/launch.ts";
import { adminDb } from "../../tools/firebase-admin.ts";
import { DEMO_PRODUCTS } from "../../tools/seed/demo-catalog.ts";
import { useDemoShop } from "../support/demo-shop.ts";
import { openPage, screenshot, VIEWPORT_NAMES } from "../../tools/browser/browser.ts";
import {
  addToCart,
  amountLines,
  exportedOrderRow,
  signInAsDemoAdmin,
} from "../../tools/browser/shop-journeys.ts";
import { ownerInbox } from "../support/owner-inbox.ts";

const STAND_IN = `http://127.0.0.1:${LOCAL_FINTOC.port}`;
const shop = useDemoShop({ fresh: "file" });
const RM_RATE = 3990;
// Pieces under the demo's $60.000 free-shipping threshold, one per width.
const pieces = DEMO_PRODUCTS.filter((product) => product.stock >= 2 && product.price + RM_RATE < 60000);

const inbox = ownerInbox();
afterAll(() => inbox.close());

describe.each(VIEWPORT_NAMES)("shipping cost at %s width", (viewport) => {
  const piece = pieces[viewport === "phone" ? 0 : 1]!;
  const total = piece.price + RM_RATE;
  const lines = [
    `Subtotal: ${formatClp(piece.price)}`,
    `Envío: ${formatClp(RM_RATE)}`,
    `Total: ${formatClp(total)}`,
  ];

  it("ships to Ñuñoa at the región's rate, the same total from cart to payment, paid through Fintoc", async () => {
    const page = await openPage(shop.browser, viewport);
    await addToCart(page, piece, 1);
    await page.goto(`${HOSTING_URL}/carrito`);
    await page.getByRole("heading", { level: 1, name: "Carrito" }).waitFor();
    const panel = page.getByRole("region", { name: "Pago" });

    await page.getByRole("radio", { name: /Envío a domicilio/ }).check();
    await page
      .getByRole("combobox", { name: "Región" })
      .selectOption({ label: "Región Metropolitana de Santiago" });
    expect(await amountLines(panel)).toContain("Envío: Según tu comuna");
    await page.getByRole("combobox", { name: "Comuna" }).selectOption({ label: "Ñuñoa" });
    // The rates come with the shop's settings: until then the line waits; it never says "por pagar".
    await expect
      .poll(async () => (await amountLines(panel)).includes("Envío: Según tu comuna"), { timeout: 15_000 })
      .toBe(false);
    expect(await amountLines(panel)).toEqual(lines);
    await page.getByRole("textbox", { name: "WhatsApp" }).fill("+56 9 4444 1212");
    await page.getByRole("textbox", { name: "Calle" }).fill("Av. Irarrázaval");
    await page.getByRole("textbox", { name: "Número" }).fill("3400");
    await screenshot(page, `shipping-${viewport}-cart`);

    await page.getByRole("button", { name: "Pagar con tarjeta o transferencia bancaria" }).click();
    await page.waitForURL(/\/esperando-pago-fintoc\/[0-9a-f-]{36}$/);
    const orderId = page.url().split("/").pop()!;
    await page.getByRole("heading", { name: "Estamos esperando tu pago" }).waitFor();
    const pay = page.getByRole("button", { name: `Pagar ${formatClp(total)}` });
    await pay.waitFor();
    expect(await amountLines(page)).toEqual(lines);
    await screenshot(page, `shipping-${viewport}-payment-step`);

    const order = (await adminDb().collection(COLLECTIONS.orders).doc(orderId).get()).data()!;
    expect(order).toMatchObject({ totalAmount: total, shipping: { kind: "charged", amount: RM_RATE } });

    await pay.click();
    await page.waitForURL(`${STAND_IN}/pagar/**`);
    await page.getByText(formatClp(total), { exact: true }).first().waitFor();
    await page.getByRole("button", { name: `Pagar ${formatClp(total)} con tarjeta` }).click();
    await page.waitForURL(`${HOSTING_URL}${orderSummaryPath(orderId)}`);
    await page.getByRole("heading", { name: "¡Orden Recibida!" }).waitFor();
    // The spec's badge above, and the timeline standing at its step.
    await page.getByText("Pago verificado", { exact: true }).first().waitFor();
    await page.locator('li[aria-current="step"]', { hasText: "Pago verificado" }).waitFor();
    expect(await amountLines(page)).toEqual(lines);
    await screenshot(page, `shipping-${viewport}-order-page`);

    // The owner sees the same lines in the back office.
    const admin = await openPage(shop.browser, viewport);
    await signInAsDemoAdmin(admin);
    await admin.goto(`${HOSTING_URL}/admin/orders?pedido=${orderId}`);
    const drawer = admin.getByRole("dialog");
    await drawer.getByText(`Pedido ${order.orderNumber as string}`).waitFor();
    expect(await amountLines(drawer)).toEqual(lines);
    await drawer.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    await screenshot(admin, `shipping-${viewport}-admin-drawer`, { fullPage: false });

    // The owner's e-mail and the CSV agree to the peso, and say the card paid.
    const notice = await inbox.messageAbout(orderId);
    expect(lines.filter((line) => !notice.text.includes(line))).toEqual([]);
    expect(await exportedOrderRow(admin, order.orderNumber as string)).toMatchObject({
      "Pagado con": "Tarjeta",
      Subtotal: String(piece.price),
      Descuento: "0",
      Envío: String(RM_RATE),
      "Cobro de envío": formatClp(RM_RATE),
      Total: String(total),
    });

    await admin.goto(`${HOSTING_URL}/admin/settings`);
    const rates = admin.getByRole("list", { name: "Precio por región" });
    await rates.waitFor();
    expect(await admin.getByRole("switch", { name: "Por pagar: Metropolitana" }).isChecked()).toBe(false);
    await admin.getByText("Excepciones por comuna").scrollIntoViewIfNeeded();
    await screenshot(admin, `shipping-${viewport}-admin-settings`, { fullPage: false });

    await page.context().close();
    await admin.context().close();
  });
});
