/**
 * Paying on Fintoc's checkout, as a shopper on a phone does it: the card-or-transfer button, Fintoc's
 * page (the local stand-in, paying by card), back to the shop, and the order confirmed live when Fintoc's signed
 * webhook arrives; the admin finds it verified by Fintoc. Also: a refused payment brings the
 * shopper back to pay again or send a proof, and a shop without Fintoc keeps the spec's link.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { COLLECTIONS } from "@domain/collections.ts";
import { formatClp } from "@domain/money.ts";
import { paymentLinkUrl } from "@domain/settings/settings.ts";
import { orderSummaryPath } from "@domain/shop-paths.ts";
import { HOSTING_URL, LOCAL_FINTOC } from "../../tools/emulators/launch.ts";
import { adminDb } from "../../tools/firebase-admin.ts";
import { DEMO_PRODUCTS } from "../../tools/seed/demo-catalog.ts";
import { DEMO_SETTINGS } from "@domain/testing/demo-settings.ts";
import { useDemoShop } from "../support/demo-shop.ts";
import { openPage, screenshot } from "../../tools/browser/browser.ts";
import { callFrom, newClientAddress } from "../support/client.ts";
import { addToCart, signInAsDemoAdmin } from "../../tools/browser/shop-journeys.ts";

const STAND_IN = `http://127.0.0.1:${LOCAL_FINTOC.port}`;
const shop = useDemoShop({ fresh: "file" });

const [first, second] = DEMO_PRODUCTS.filter((product) => product.stock >= 3);

/** Checkout of one piece, picked up, with the payment-link button; the order's id. */
async function checkoutWithPaymentLink(page: Page, whatsapp: string, product = first!): Promise<string> {
  await addToCart(page, product, 1);
  await page.goto(`${HOSTING_URL}/carrito`);
  await page.getByRole("textbox", { name: "WhatsApp" }).fill(whatsapp);
  await page.getByRole("button", { name: "Pagar con tarjeta o transferencia bancaria" }).click();
  await page.waitForURL(/\/esperando-pago-fintoc\/[0-9a-f-]{36}$/);
  await page.getByRole("heading", { name: "Estamos esperando tu pago" }).waitFor();
  return page.url().split("/").pop()!;
}

/** The id of the stand-in's latest event, which it holds until asked to deliver it. */
async function latestEventId(): Promise<string> {
  const deliveries = (await (await fetch(`${STAND_IN}/_pruebas/entregas`)).json()) as { eventId: string }[];
  return deliveries.at(-1)!.eventId;
}

async function deliverHeldEvent(eventId: string): Promise<number> {
  const delivery = (await (
    await fetch(`${STAND_IN}/_pruebas/reenviar/${eventId}`, { method: "POST" })
  ).json()) as {
    status: number;
  };
  return delivery.status;
}

describe("paying with Fintoc at phone width", () => {
  it("checks out, pays on Fintoc's page, returns and sees the order confirmed live; the admin sees Fintoc", async () => {
    const page = await openPage(shop.browser, "phone");
    const orderId = await checkoutWithPaymentLink(page, "+56 9 3333 1212");
    const status = page.getByRole("status").filter({ hasText: "Esperando tu pago" });
    await status.waitFor();

    await page.getByRole("button", { name: `Pagar ${formatClp(first!.price)}` }).click();
    await page.waitForURL(`${STAND_IN}/pagar/**`);
    // Fintoc sends its webhook on its own time: the stand-in holds it so the test sees the page
    // before and after it arrives.
    await page.goto(`${page.url()}?entrega=manual`);
    await page.getByText(formatClp(first!.price), { exact: true }).waitFor();
    await screenshot(page, "fintoc-phone-checkout-page");
    // Fintoc's page offers both methods the shop takes; this shopper pays by card.
    await page
      .getByRole("button", { name: `Pagar ${formatClp(first!.price)} por transferencia bancaria` })
      .waitFor();
    await page.getByRole("button", { name: `Pagar ${formatClp(first!.price)} con tarjeta` }).click();

    await page.waitForURL(`${HOSTING_URL}${orderSummaryPath(orderId)}`);
    await page.getByRole("heading", { name: "¡Orden Recibida!" }).waitFor();
    await page.getByRole("status").filter({ hasText: "Esperando tu pago" }).waitFor();
    await page.getByText("Pendiente de Transferencia").waitFor();
    // Any reload or navigation from here on would reset this mark.
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));

    expect(await deliverHeldEvent(await latestEventId())).toBe(200);
    await page.getByRole("status").filter({ hasText: "Pago confirmado" }).waitFor();
    await page.getByText("Fintoc confirmó tu pago.").waitFor();
    // The spec's badge above, and the timeline standing at its step.
    await page.getByText("Pago verificado", { exact: true }).first().waitFor();
    await page.locator('li[aria-current="step"]', { hasText: "Pago verificado" }).waitFor();
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    await screenshot(page, "fintoc-phone-confirmed");

    const order = (await adminDb().collection(COLLECTIONS.orders).doc(orderId).get()).data()!;
    expect(order.status).toBe("verified");

    // The owner's e-mail links to the order in the back office; the drawer names Fintoc.
    const admin = await openPage(shop.browser, "phone");
    await signInAsDemoAdmin(admin);
    await admin.goto(`${HOSTING_URL}/admin/orders?pedido=${orderId}`);
    const drawer = admin.getByRole("dialog");
    await drawer.getByText(`Pedido ${order.orderNumber as string}`).waitFor();
    await drawer.getByText("Pago: Fintoc · pagado · tarjeta").waitFor();
    await drawer.getByText("(Fintoc)").waitFor();
    await drawer.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    await screenshot(admin, "fintoc-phone-admin-drawer", { fullPage: false });
    await drawer.getByRole("button", { name: "Cerrar detalle" }).click();
    const row = admin.getByRole("listitem").filter({ hasText: order.orderNumber as string });
    await row.getByText("Fintoc", { exact: true }).waitFor();

    await page.context().close();
    await admin.context().close();
  });

  it("a refused payment brings the shopper back to pay again or send a proof", async () => {
    const page = await openPage(shop.browser, "phone");
    const orderId = await checkoutWithPaymentLink(page, "+56 9 3333 3434", second);
    await page.getByRole("button", { name: `Pagar ${formatClp(second!.price)}` }).click();
    await page.waitForURL(`${STAND_IN}/pagar/**`);
    await page.getByRole("button", { name: "Simular pago rechazado" }).click();

    await page.waitForURL(`${HOSTING_URL}/esperando-pago-fintoc/${orderId}`);
    await page.getByText("Tu último intento de pago no se completó.", { exact: false }).waitFor();
    await page.getByRole("button", { name: "Elegir comprobante" }).waitFor();
    await page.getByRole("button", { name: `Pagar ${formatClp(second!.price)}` }).waitFor();
    await screenshot(page, "fintoc-phone-refused");
    const order = (await adminDb().collection(COLLECTIONS.orders).doc(orderId).get()).data()!;
    expect(order.status).toBe("pending");
    await page.context().close();
  });

  it("without Fintoc, the payment-link step is the spec's link built from the total", async () => {
    // An order placed while the shop had no Fintoc keys has no Fintoc record.
    const { orderId, totalAmount } = await callFrom<{ orderId: string; totalAmount: number }>(
      newClientAddress(),
      "createOrder",
      {
        idempotencyKey: randomUUID(),
        paymentMethod: "FINTOC_LINK",
        whatsapp: "+56 9 3333 5656",
        delivery: { type: "pickup" },
        items: [{ productId: first!.id, quantity: 1, name: first!.name }],
      },
    );
    await adminDb().collection(COLLECTIONS.orders).doc(orderId).update({ fintoc: null });

    const page = await openPage(shop.browser, "phone");
    await page.goto(`${HOSTING_URL}/esperando-pago-fintoc/${orderId}`);
    const link = page.getByRole("link", { name: `Pagar ${formatClp(totalAmount)}` });
    expect(await link.getAttribute("href")).toBe(
      paymentLinkUrl(DEMO_SETTINGS.paymentLinkBaseUrl, totalAmount),
    );
    expect(await link.getAttribute("target")).toBe("_blank");
    await page.context().close();
  });
});
