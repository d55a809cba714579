import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { COLLECTIONS } from "@domain/collections.ts";
import { formatClp } from "@domain/money.ts";
import { STOREFRONT_SNAPSHOT_PATH } from "@domain/catalog/storefront-snapshot.ts";
import { HOSTING_URL } from "../../tools/emulators/launch.ts";
import { adminBucket, adminDb } from "../../tools/firebase-admin.ts";
import { DEMO_PRODUCTS } from "../../tools/seed/demo-catalog.ts";
import { DEMO_SETTINGS } from "@domain/testing/demo-settings.ts";
import { useDemoShop } from "../support/demo-shop.ts";
import { openPage, screenshot, VIEWPORT_NAMES } from "../../tools/browser/browser.ts";
import { addToCart, amountLines } from "../../tools/browser/shop-journeys.ts";
import { waitUntil } from "../support/triggers.ts";
import { VINA_DEL_MAR_ADDRESS } from "@domain/testing/addresses.ts";

const shop = useDemoShop({ fresh: "file" });

const plenty = DEMO_PRODUCTS.filter((product) => product.stock >= 4);
const necklaces = plenty.filter((product) => product.productType === "collar");
const earrings = plenty.filter((product) => product.productType === "aro");

/** The smallest valid PNG (1×1), as a shopper's screenshot of a transfer would be, only smaller. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

async function stockOf(id: string): Promise<number> {
  return (await adminDb().collection(COLLECTIONS.products).doc(id).get()).get("stock") as number;
}

async function orderIdFrom(page: Page, route: string): Promise<string> {
  await page.waitForURL(new RegExp(`/${route}/[0-9a-f-]{36}$`));
  return page.url().split("/").pop()!;
}

async function orderCount(): Promise<number> {
  return (await adminDb().collection(COLLECTIONS.orders).count().get()).data().count;
}

/** A toast with this title and description, at the top left of the screen (spec 9). */
async function expectToast(page: Page, title: string, description: string) {
  const toast = page.locator('[data-scope="toast"][data-part="root"]', { hasText: title });
  await toast.getByText(description).waitFor();
  const box = (await toast.boundingBox())!;
  const screen = page.viewportSize()!;
  expect(box.x).toBeLessThan(screen.width / 4);
  expect(box.y).toBeLessThan(screen.height / 4);
}

describe.each(VIEWPORT_NAMES)("checkout at %s width", (viewport) => {
  const index = viewport === "phone" ? 0 : 1;
  const necklace = necklaces[index]!;
  const earring = earrings[index]!;

  it("two pieces, shipping, payment link, proof upload, done screen and summary", async () => {
    const page = await openPage(shop.browser, viewport);
    const [necklaceStock, earringStock] = [await stockOf(necklace.id), await stockOf(earring.id)];
    await addToCart(page, necklace, 1);
    await addToCart(page, earring, 2);

    await page.goto(`${HOSTING_URL}/carrito`);
    await page.getByRole("heading", { level: 1, name: "Carrito" }).waitFor();
    const lines = page.getByRole("region", { name: "Productos en tu carrito" });
    await lines.getByRole("link", { name: necklace.name }).waitFor();
    await lines.getByRole("link", { name: earring.name }).waitFor();
    const total = necklace.price + earring.price;
    await page.getByText(formatClp(total), { exact: true }).first().waitFor();

    // Pressing pay with the form incomplete says what is missing and creates nothing.
    const ordersBefore = await orderCount();
    const payByLink = page.getByRole("button", { name: "Pagar con tarjeta o transferencia bancaria" });
    await payByLink.click();
    await expectToast(page, "Campo requerido", "Por favor completa tu WhatsApp");
    const whatsapp = page.getByRole("textbox", { name: "WhatsApp" });
    expect(await whatsapp.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await whatsapp.getAttribute("aria-invalid")).toBe("true");
    await page.getByRole("radio", { name: /Envío a domicilio/ }).check();
    await page.getByRole("textbox", { name: "WhatsApp" }).fill("+56 9 8888 7777");
    const comuna = page.getByRole("combobox", { name: "Comuna" });
    expect(await comuna.isDisabled()).toBe(true);
    await page.getByRole("combobox", { name: "Región" }).selectOption({ label: "Región de Valparaíso" });
    await comuna.selectOption({ label: "Viña del Mar" });
    // Shipping with no street yet.
    await payByLink.click();
    await expectToast(
      page,
      "Dirección incompleta",
      "Por favor completa tu dirección de envío (calle y número son obligatorios)",
    );
    expect(await orderCount()).toBe(ordersBefore);
    expect(page.url()).toBe(`${HOSTING_URL}/carrito`);
    await page.getByRole("textbox", { name: "Calle" }).fill("Av. Libertad");
    await page
      .getByRole("region", { name: "Pago" })
      .getByText("Por favor completa tu dirección de envío (calle y número son obligatorios)")
      .waitFor();
    await page.getByRole("textbox", { name: "Número" }).fill("1050");
    // Nothing, not even the region list's longest name, makes the page wider than the screen.
    const overflow = await page.evaluate(() => {
      const { scrollWidth, clientWidth } = document.documentElement;
      return scrollWidth - clientWidth;
    });
    expect(overflow).toBe(0);
    await screenshot(page, `checkout-${viewport}-cart`);
    expect(await payByLink.isDisabled()).toBe(false);
    await payByLink.click();

    const orderId = await orderIdFrom(page, "esperando-pago-fintoc");
    await page.getByRole("heading", { name: "Estamos esperando tu pago" }).waitFor();
    // The shop takes Fintoc payments (the local stand-in): step 1 opens its checkout, and the
    // proof of step 2 stays available (fintoc-payment.test.ts pays through it).
    await page.getByRole("button", { name: `Pagar ${formatClp(total)}` }).waitFor();
    await page.getByRole("button", { name: "Carrito (0)" }).waitFor();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: "comprobante.png", mimeType: "image/png", buffer: PNG });
    await page.getByRole("img", { name: "Vista previa del comprobante" }).waitFor();
    await screenshot(page, `checkout-${viewport}-proof`);
    await page.getByRole("button", { name: "Confirmar y enviar" }).click();
    await page.getByRole("heading", { name: "Recibimos tu comprobante" }).waitFor();
    await page.getByText("+56 9 8888 7777").waitFor();
    await screenshot(page, `checkout-${viewport}-proof-received`);

    const orderRef = adminDb().collection(COLLECTIONS.orders).doc(orderId);
    await waitUntil("el comprobante en el pedido", async () => (await orderRef.get()).get("proof") !== null);
    const order = (await orderRef.get()).data()!;
    expect(order).toMatchObject({
      status: "pending",
      paymentMethod: "FINTOC_LINK",
      totalAmount: total,
      customer: { whatsapp: "+56988887777" },
      delivery: VINA_DEL_MAR_ADDRESS,
    });
    expect(
      (order.items as { productId: string; quantity: number }[]).map((item) => [
        item.productId,
        item.quantity,
      ]),
    ).toEqual([
      [necklace.id, 1],
      [earring.id, 1],
    ]);
    const [proof] = await adminBucket()
      .file((order.proof as { path: string }).path)
      .download();
    expect(proof.equals(PNG)).toBe(true);
    expect([await stockOf(necklace.id), await stockOf(earring.id)]).toEqual([
      necklaceStock - 1,
      earringStock - 1,
    ]);

    await page.getByRole("link", { name: "Ver resumen del pedido" }).click();
    await page.getByRole("heading", { name: "¡Orden Recibida!" }).waitFor();
    await page
      .getByText(order.orderNumber as string)
      .first()
      .waitFor();
    await page.getByText("Av. Libertad 1050, Viña del Mar, Región de Valparaíso").waitFor();
    await page.getByRole("list", { name: "Productos del pedido" }).getByText(necklace.name).waitFor();
    await page.getByRole("list", { name: "Productos del pedido" }).getByText(earring.name).waitFor();
    await screenshot(page, `checkout-${viewport}-summary-shipping`);
    await page.context().close();
  });

  it("keeps the cart and the form when the server refuses a piece sold meanwhile", async () => {
    const piece = necklaces[2 + index]!;
    const productRef = adminDb().collection(COLLECTIONS.products).doc(piece.id);
    await productRef.update({ stock: 1 });
    // The premise: the shop already says there is one. The page below cannot learn it otherwise
    // (Firestore is cut off), and under load the snapshot's trigger can take longer than the visit.
    await waitUntil("la tienda muestra 1 unidad", async () => {
      const snapshot = (await (await fetch(`${HOSTING_URL}${STOREFRONT_SNAPSHOT_PATH}`)).json()) as {
        products: { id: string; stock: number }[];
      };
      return snapshot.products.find((product) => product.id === piece.id)?.stock === 1;
    });
    const page = await openPage(shop.browser, viewport);
    // No live updates: the cart cannot learn about the sale below before the server says so.
    await page.route("**/google.firestore.v1.Firestore/**", (route) => route.abort());
    await addToCart(page, piece, 1);
    await page.goto(`${HOSTING_URL}/carrito`);
    await page.getByText("Stock máximo: 1 unidades").waitFor();
    expect(await page.getByRole("button", { name: `Agregar una unidad de ${piece.name}` }).isDisabled()).toBe(
      true,
    );
    await page.reload();
    await page
      .getByRole("region", { name: "Productos en tu carrito" })
      .getByRole("link", { name: piece.name })
      .waitFor();

    await page.getByRole("textbox", { name: "WhatsApp" }).fill("+56 9 3333 4444");
    await productRef.update({ stock: 0 });
    await page.route("**/createOrder", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.getByRole("button", { name: "Pagar por transferencia" }).click();
    await page.getByRole("button", { name: "Cargando..." }).waitFor();
    expect(
      await page.getByRole("button", { name: "Pagar con tarjeta o transferencia bancaria" }).isDisabled(),
    ).toBe(true);

    await page.getByText("Stock insuficiente").waitFor();
    await page.getByText(`Solo quedan 0 unidades de ${piece.name}`).waitFor();
    await screenshot(page, `checkout-${viewport}-refused`, { fullPage: false });
    expect(page.url()).toBe(`${HOSTING_URL}/carrito`);
    expect(await page.getByRole("textbox", { name: "WhatsApp" }).inputValue()).toBe("+56 9 3333 4444");
    await page
      .getByRole("region", { name: "Productos en tu carrito" })
      .getByRole("link", { name: piece.name })
      .waitFor();
    const orders = await adminDb()
      .collection(COLLECTIONS.orders)
      .where("customer.whatsapp", "==", "+56933334444")
      .get();
    expect(orders.size).toBe(0);
    expect(await stockOf(piece.id)).toBe(0);
    await page.context().close();
  });

  it("one piece, pickup, bank transfer through its three steps, and its summary", async () => {
    const page = await openPage(shop.browser, viewport);
    await addToCart(page, necklace, 1);
    await page.goto(`${HOSTING_URL}/carrito`);
    // As Chileans write their mobile: without the country code.
    await page.getByRole("textbox", { name: "WhatsApp" }).fill("9 1234 5678");
    await page.getByRole("button", { name: "Pagar por transferencia" }).click();

    const orderId = await orderIdFrom(page, "transferencia-directa");
    await page.getByText(/^Tienes (10:00|09:5\d) para transferir$/).waitFor();
    const bankData = page.locator("dl").filter({ hasText: DEMO_SETTINGS.bankTransfer.holderName });
    for (const value of [
      formatClp(necklace.price),
      DEMO_SETTINGS.bankTransfer.holderName,
      DEMO_SETTINGS.bankTransfer.accountNumber,
    ]) {
      await bankData.getByText(value, { exact: true }).waitFor();
    }
    expect(await amountLines(page)).toEqual([
      `Subtotal: ${formatClp(necklace.price)}`,
      "Entrega: Retiro sin costo",
      `Total: ${formatClp(necklace.price)}`,
    ]);
    await page.getByRole("button", { name: "Copiar todo" }).waitFor();
    await screenshot(page, `checkout-${viewport}-transfer-data`);
    await page.getByRole("button", { name: "Listo, ya transferí" }).click();
    await page.getByText("Por favor espera mientras confirmamos tu pago").waitFor();
    await page.getByRole("progressbar", { name: "Confirmando tu transferencia" }).waitFor();

    await page.getByRole("heading", { name: "¡Gracias por tu compra!" }).waitFor({ timeout: 10_000 });
    const order = (await adminDb().collection(COLLECTIONS.orders).doc(orderId).get()).data()!;
    expect(order).toMatchObject({
      paymentMethod: "TRANSFERENCIA_DIRECTA",
      customer: { whatsapp: "+56912345678" },
      delivery: { type: "pickup" },
      totalAmount: necklace.price,
    });
    const whatsapp = await page
      .getByRole("link", { name: "Enviar comprobante por WhatsApp" })
      .getAttribute("href");
    expect(decodeURIComponent(whatsapp!)).toContain(order.orderNumber as string);
    expect(whatsapp).toMatch(new RegExp(`^https://wa\\.me/${DEMO_SETTINGS.contact.whatsapp}\\?text=`));
    await screenshot(page, `checkout-${viewport}-transfer-confirmation`);

    await page.getByRole("link", { name: "Ver resumen del pedido" }).click();
    await page.getByRole("heading", { name: "¡Orden Recibida!" }).waitFor();
    await page.getByText("Pendiente de Transferencia").waitFor();
    await page.getByText("Retiro en tienda").waitFor();
    await page.getByText("+56 9 1234 5678", { exact: true }).waitFor();
    await page.getByRole("list", { name: "Productos del pedido" }).getByText(necklace.name).waitFor();
    await page
      .getByText(order.orderNumber as string)
      .first()
      .waitFor();
    await screenshot(page, `checkout-${viewport}-summary-pickup`);
    await page.context().close();
  });
});
