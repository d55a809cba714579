/**
 * Discount codes end to end: the owner creates one in "Descuentos", a shopper applies it at
 * checkout, sees the discount line and the new total, and pays by transfer; the order, its pages,
 * the owner's e-mail in the local inbox and the CSV carry the same amounts.
 */
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { COLLECTIONS } from "@domain/collections.ts";
import { formatClp } from "@domain/money.ts";
import { discountAmount } from "@domain/orders/order-amounts.ts";
import { HOSTING_URL } from "../../tools/emulators/launch.ts";
import { adminDb } from "../../tools/firebase-admin.ts";
import { DEMO_PRODUCTS } from "../../tools/seed/demo-catalog.ts";
import { useDemoShop } from "../support/demo-shop.ts";
import { openPage, screenshot, VIEWPORT_NAMES } from "../../tools/browser/browser.ts";
import {
  addToCart,
  amountLines,
  exportedOrderRow,
  signInAsDemoAdmin,
  openAdminSection,
} from "../../tools/browser/shop-journeys.ts";
import { orderSummaryPath } from "@domain/shop-paths.ts";
import { ownerInbox } from "../support/owner-inbox.ts";

const shop = useDemoShop({ fresh: "file" });
const inbox = ownerInbox();
afterAll(() => inbox.close());
const necklaces = DEMO_PRODUCTS.filter((product) => product.stock >= 2 && product.productType === "collar");

async function createCode(page: Page, code: string) {
  await signInAsDemoAdmin(page);
  await openAdminSection(page, "Descuentos");
  await page.getByRole("heading", { name: "Descuentos" }).waitFor();
  await page.getByRole("button", { name: "Crear código" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox", { name: "Código" }).fill(code.toLowerCase());
  await dialog.getByRole("textbox", { name: "Porcentaje (%)" }).fill("150");
  await dialog.getByRole("button", { name: "Crear código" }).click();
  await dialog.getByText("Escribe un porcentaje entero entre 1 y 100.").waitFor();
  await dialog.getByRole("textbox", { name: "Porcentaje (%)" }).fill("15");
  await dialog.getByRole("textbox", { name: "Usos en total" }).fill("10");
  await dialog.getByRole("button", { name: "Crear código" }).click();
  await page.getByRole("list", { name: "Códigos de descuento" }).getByText(code, { exact: true }).waitFor();
  await screenshot(page, `discounts-admin-${page.viewportSize()!.width}`);
}

describe.each(VIEWPORT_NAMES)("discount codes at %s width", (viewport) => {
  const necklace = necklaces[viewport === "phone" ? 0 : 1]!;
  const code = viewport === "phone" ? "VERANO15" : "CYBER15";

  it("the owner creates a code; a shopper uses it and pays by transfer; every total agrees", async () => {
    const admin = await openPage(shop.browser, viewport);
    await createCode(admin, code);

    const page = await openPage(shop.browser, viewport);
    await addToCart(page, necklace, 1);
    await page.goto(`${HOSTING_URL}/carrito`);
    await page.getByRole("textbox", { name: "WhatsApp" }).fill("9 4444 5555");
    await page.getByRole("button", { name: "¿Tienes un código de descuento?" }).click();
    const field = page.getByRole("textbox", { name: "Código de descuento" });
    await field.fill("NOEXISTE");
    await page.getByRole("button", { name: "Aplicar" }).click();
    await page.getByText("Ese código no existe. Revisa cómo lo escribiste.").waitFor();
    await field.fill(code.toLowerCase());
    await page.getByRole("button", { name: "Aplicar" }).click();

    const discount = discountAmount(necklace.price, { kind: "percent", percent: 15 });
    const total = necklace.price - discount;
    const lines = [
      `Subtotal: ${formatClp(necklace.price)}`,
      `Descuento (${code}): −${formatClp(discount)}`,
      "Entrega: Retiro sin costo",
      `Total: ${formatClp(total)}`,
    ];
    const panel = page.getByRole("region", { name: "Pago" });
    await panel.getByText(`Descuento (${code})`).waitFor();
    expect(await amountLines(panel)).toEqual(lines);
    await screenshot(page, `discounts-checkout-${viewport}`);

    await page.getByRole("button", { name: "Pagar por transferencia" }).click();
    await page.waitForURL(/\/transferencia-directa\/[0-9a-f-]{36}$/);
    const orderId = page.url().split("/").pop()!;
    await page.getByLabel("Montos del pedido").first().waitFor();
    expect(await amountLines(page)).toEqual(lines);
    await screenshot(page, `discounts-transfer-${viewport}`);

    const order = (await adminDb().collection(COLLECTIONS.orders).doc(orderId).get()).data()!;
    expect(order).toMatchObject({
      totalAmount: total,
      discount: { code, rule: { kind: "percent", percent: 15 }, amount: discount },
    });
    const codeDoc = (await adminDb().collection(COLLECTIONS.discountCodes).doc(code).get()).data()!;
    expect(codeDoc).toMatchObject({ uses: 1, revenue: total });

    await page.goto(`${HOSTING_URL}${orderSummaryPath(orderId)}`);
    await page.getByRole("heading", { name: "¡Orden Recibida!" }).waitFor();
    expect(await amountLines(page)).toEqual(lines);
    await screenshot(page, `discounts-order-page-${viewport}`);

    // The owner's e-mail and the CSV agree to the peso.
    const notice = await inbox.messageAbout(orderId);
    expect(lines.filter((line) => !notice.text.includes(line))).toEqual([]);
    expect(await exportedOrderRow(admin, order.orderNumber as string)).toMatchObject({
      Subtotal: String(necklace.price),
      "Código de descuento": code,
      Descuento: String(discount),
      Envío: "0",
      Total: String(total),
    });

    await page.context().close();
    await admin.context().close();
  });
});
