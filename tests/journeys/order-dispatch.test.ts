/**
 * After the sale (issue 42): the owner marks a paid order "Despachado" with its courier and tracking
 * number, or a pickup order "Listo para retiro"; the shopper's open order page follows without a
 * reload, and keeps the last copy for when there is no connection; the drawer's WhatsApp link
 * carries the message for the stage, word for word.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { COLLECTIONS } from "@domain/collections.ts";
import { href } from "@domain/shop-paths.ts";
import { DEMO_SETTINGS } from "@domain/testing/demo-settings.ts";
import { HOSTING_URL } from "../../tools/emulators/launch.ts";
import { adminDb } from "../../tools/firebase-admin.ts";
import {
  openPage,
  screenshot,
  VIEWPORTS,
  type ViewportName,
  VIEWPORT_NAMES,
} from "../../tools/browser/browser.ts";
import { openAdminSection, signInAsDemoAdmin } from "../../tools/browser/shop-journeys.ts";
import { useDemoShop } from "../support/demo-shop.ts";

const shop = useDemoShop({ fresh: "test" });

const orders = () => adminDb().collection(COLLECTIONS.orders);

async function demoOrder(status: string, delivery: "pickup" | "shipping") {
  const found = await orders().where("status", "==", status).where("delivery.type", "==", delivery).get();
  return found.docs[0]!;
}

async function signInToOrders(page: Page) {
  await signInAsDemoAdmin(page);
  await openAdminSection(page, /^Pedidos/);
  await page.getByRole("heading", { name: "Gestión de Pedidos" }).waitFor();
}

/** The shopper's order page, opened as from her bookmark, with the shop's service worker. */
async function shopperOrderPage(viewport: ViewportName, orderId: string): Promise<Page> {
  const page = await openPage(shop.browser, viewport, { serviceWorker: true });
  await page.goto(`${HOSTING_URL}${href("order", { orderId })}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.getByRole("heading", { name: "Pedido Confirmado!" }).waitFor();
  return page;
}

const timeline = (page: Page) => page.getByRole("heading", { name: "Seguimiento" }).locator("..");

/** The steps of the order page's timeline, with the one it stands at marked. */
const steps = (page: Page) =>
  timeline(page)
    .getByRole("listitem")
    .evaluateAll((items) =>
      items.map(
        (item) => `${item.getAttribute("aria-current") ? "▶ " : ""}${item.querySelector("p")!.textContent}`,
      ),
    );

/** The statuses a dropdown offers, by their labels. */
const offered = (select: Locator) => select.locator("option").allTextContents();
const STAGES_OF = {
  shipping: ["Pendiente", "Pago verificado", "Despachado", "Entregado", "Cancelado"],
  pickup: ["Pendiente", "Pago verificado", "Listo para retiro", "Entregado", "Cancelado"],
};

async function settled(page: Page) {
  await page
    .getByRole("dialog")
    .evaluate((panel) => Promise.all(panel.getAnimations({ subtree: true }).map((a) => a.finished)));
}

describe.each(VIEWPORT_NAMES)("after the sale at %s width", (viewport) => {
  it("the owner ships a paid order with its tracking number; the shopper's page follows live and offline", async () => {
    const paid = await demoOrder("verified", "shipping");
    const number = paid.get("orderNumber") as string;
    const shopper = await shopperOrderPage(viewport, paid.id);
    expect(await steps(shopper)).toEqual([
      "Recibido",
      "▶ Pago verificado",
      "Despachado (pendiente)",
      "Entregado (pendiente)",
    ]);
    // Paid: the page no longer asks for a transfer.
    expect(await shopper.getByRole("heading", { name: "Instrucciones" }).count()).toBe(0);

    const page = await openPage(shop.browser, viewport);
    await signInToOrders(page);
    // On a wide screen from the row's dropdown; on a phone the card opens the drawer, which has it.
    if (viewport === "phone") await page.getByRole("button", { name: `Ver pedido ${number}` }).click();
    const stage =
      viewport === "phone"
        ? page.getByRole("dialog").getByRole("combobox", { name: "Estado del pedido" })
        : page.getByRole("combobox", { name: `Estado del pedido ${number}` });
    await stage.waitFor();
    // A shipping order is never "Listo para retiro".
    expect(await offered(stage)).toEqual(STAGES_OF.shipping);
    await stage.selectOption({ label: "Despachado" });
    // "Despachado" asks for the courier and the number, in the order's drawer.
    /** The shopper's timeline at "Despachado", with the number. */
    const showsShipped = async (shopperPage: Page) => {
      expect(await steps(shopperPage)).toEqual([
        "Recibido",
        "Pago verificado",
        "▶ Despachado",
        "Entregado (pendiente)",
      ]);
      await timeline(shopperPage).getByText("991234567").waitFor();
    };
    const form = page.getByRole("form", { name: "Datos del despacho" });
    await form.waitFor();
    await form.getByRole("button", { name: "Marcar despachado" }).click();
    await form.getByText("Elige el courier.").waitFor();
    await form.getByText("Escribe el número de seguimiento.").waitFor();
    await form.getByRole("combobox", { name: "Courier" }).selectOption({ label: "Starken" });
    await form.getByRole("textbox", { name: "Número de seguimiento" }).fill("991 234-567");
    await settled(page);
    await screenshot(page, `order-dispatch-form-${viewport}`, { fullPage: false });
    await form.getByRole("button", { name: "Marcar despachado" }).click();
    // The stored order, not the toast, which a loaded machine may show and hide before a look.
    await expect
      .poll(async () => (await orders().doc(paid.id).get()).get("status"), { timeout: 60_000 })
      .toBe("shipped");
    expect((await orders().doc(paid.id).get()).get("dispatch")).toMatchObject({
      courier: "starken",
      trackingNumber: "991234567",
    });

    // The shopper's open page shows it without a reload, with the courier's tracking page.
    await shopper.getByText("Tu pedido va en camino").waitFor();
    await showsShipped(shopper);
    expect(await shopper.getByRole("link", { name: "Seguir envío en Starken" }).getAttribute("href")).toBe(
      "https://www.starken.cl/seguimiento?codigo=991234567",
    );
    await screenshot(shopper, `order-shipped-shopper-${viewport}`);

    // The drawer's message names the courier and the number and links the order page, URL-encoded.
    const text =
      `Hola! Tu pedido ${number} va en camino: lo enviamos por Starken, número 991234567. ` +
      `Sigue el envío desde tu pedido: ${HOSTING_URL}/pedido/${paid.id}`;
    const chat = page.getByRole("link", { name: "Escribir por WhatsApp" });
    await page.getByText("Mensaje: Despachado.", { exact: false }).waitFor();
    const href = (await chat.getAttribute("href"))!;
    expect(href).toBe(
      `https://wa.me/${(paid.get("customer.whatsapp") as string).slice(1)}?text=${encodeURIComponent(text)}`,
    );
    expect(new URL(href).searchParams.get("text")).toBe(text);
    await page.getByText("Despachado por Starken", { exact: false }).waitFor();
    if (viewport === "phone") {
      // The stage and the message sit at the bottom of the sheet, within a thumb's reach.
      const box = (await chat.boundingBox())!;
      console.log(
        `[medida] botón de WhatsApp del detalle: ${Math.round(box.y)}–${Math.round(box.y + box.height)} px de 844`,
      );
      expect(box.y).toBeGreaterThan(VIEWPORTS.phone.height * 0.6);
      expect(box.y + box.height).toBeLessThanOrEqual(VIEWPORTS.phone.height);
    }
    await settled(page);
    await screenshot(page, `order-dispatch-drawer-${viewport}`, { fullPage: false });

    // Offline, the bookmarked page opens from the copy this device kept.
    await shopper.context().setOffline(true);
    await shopper.reload();
    await shopper
      .getByText("Sin conexión: esta es la última información guardada de tu pedido.", { exact: false })
      .waitFor();
    await showsShipped(shopper);
    await screenshot(shopper, `order-shipped-offline-${viewport}`, { fullPage: false });
    await shopper.context().close();
    await page.context().close();
  });

  it("a pickup order goes to 'Listo para retiro' from the drawer, with the pickup details for the shopper", async () => {
    const pending = await demoOrder("pending", "pickup");
    const number = pending.get("orderNumber") as string;
    const shopper = await shopperOrderPage(viewport, pending.id);

    const page = await openPage(shop.browser, viewport);
    await signInToOrders(page);
    await page.getByRole("button", { name: `Ver pedido ${number}` }).click();
    const drawer = page.getByRole("dialog");
    await drawer.getByRole("heading", { name: `Pedido ${number}` }).waitFor();
    const stage = drawer.getByRole("combobox", { name: "Estado del pedido" });
    await stage.waitFor();
    // A pickup order is never "Despachado".
    expect(await offered(stage)).toEqual(STAGES_OF.pickup);
    await stage.selectOption({ label: "Listo para retiro" });
    await page.getByText("Estado actualizado").first().waitFor();
    await expect.poll(async () => (await orders().doc(pending.id).get()).get("status")).toBe("ready");

    await shopper.getByText("Tu pedido está listo para retiro").waitFor();
    expect(await steps(shopper)).toEqual([
      "Recibido",
      "Pago verificado",
      "▶ Listo para retiro",
      "Entregado (pendiente)",
    ]);
    await timeline(shopper).getByText(DEMO_SETTINGS.pickup.details).waitFor();
    await screenshot(shopper, `order-ready-shopper-${viewport}`);

    const text = new URL(
      (await drawer.getByRole("link", { name: "Escribir por WhatsApp" }).getAttribute("href"))!,
    ).searchParams.get("text");
    expect(text).toBe(
      `Hola! Tu pedido ${number} está listo para retiro en ${DEMO_SETTINGS.pickup.comuna}. ` +
        `Coordinemos el día y la hora por aquí. Detalles: ${HOSTING_URL}/pedido/${pending.id}`,
    );
    await shopper.context().close();
    await page.context().close();
  });

  it("the owner words a message her way in Configuración, checked when she saves", async () => {
    const shipped = await demoOrder("shipped", "shipping");
    const page = await openPage(shop.browser, viewport);
    await signInAsDemoAdmin(page);
    await openAdminSection(page, "Configuración");
    const wording = page.getByRole("textbox", { name: "Despachado", exact: true });
    await wording.fill("Tu pedido {numero} salió con {courier}: {enlace}");
    await page.getByRole("button", { name: "Guardar" }).click();
    await page
      .getByText(
        "{courier} no es un dato que este mensaje conozca. Usa {numero}, {total}, {enlace}, {seguimiento}.",
      )
      .waitFor();
    await wording.fill("¡Tu pedido {numero} salió! Va por {seguimiento}. Síguelo aquí: {enlace}");
    await page.getByRole("button", { name: "Guardar" }).click();
    await page.getByText("Configuración guardada").waitFor();

    await openAdminSection(page, /^Pedidos/);
    await page.getByRole("button", { name: `Ver pedido ${shipped.get("orderNumber")}` }).click();
    const link = page.getByRole("dialog").getByRole("link", { name: "Escribir por WhatsApp" });
    await expect
      .poll(async () => new URL((await link.getAttribute("href"))!).searchParams.get("text"))
      .toBe(
        `¡Tu pedido ${shipped.get("orderNumber")} salió! Va por Starken, número 990045127. ` +
          `Síguelo aquí: ${HOSTING_URL}/pedido/${shipped.id}`,
      );
    await page.context().close();
  });
});

describe("the back office with one thumb at 360 px", () => {
  it("adjusts stock, rejects a proof and changes a stage with targets a thumb can hit", async () => {
    const context = await shop.browser.newContext({
      viewport: { width: 360, height: 740 },
      locale: "es-CL",
      isMobile: true,
      hasTouch: true,
      serviceWorkers: "block",
    });
    const page = await context.newPage();
    /** A target's size, and that it sits inside the screen's width. */
    const thumbTarget = async (target: Locator) => {
      const box = (await target.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    };
    const fitsTheWidth = () => page.evaluate(() => document.documentElement.scrollWidth <= 360);

    await signInAsDemoAdmin(page);
    await openAdminSection(page, "Productos");
    const product = (await adminDb().collection(COLLECTIONS.products).where("stock", "<", 10).limit(1).get())
      .docs[0]!;
    const name = product.get("name") as string;
    const more = page.getByRole("button", { name: `Agregar una unidad al stock de ${name}` });
    await more.first().waitFor();
    await thumbTarget(more.first());
    await more.first().tap();
    await page.getByText(`Stock actualizado a ${(product.get("stock") as number) + 1} unidades`).waitFor();
    expect(await fitsTheWidth()).toBe(true);

    await openAdminSection(page, /^Pedidos/);
    const withProof = (
      await orders().where("status", "==", "pending").orderBy("createdAt", "desc").get()
    ).docs.find((doc) => doc.get("proof") !== null)!;
    await page.getByRole("button", { name: `Ver pedido ${withProof.get("orderNumber")}` }).tap();
    const drawer = page.getByRole("dialog");
    const reject = drawer.getByRole("button", { name: "Rechazar comprobante" });
    await reject.waitFor();
    // A drawer sliding in measures a hair under its size; measure it at rest.
    await settled(page);
    await thumbTarget(reject);
    await reject.tap();
    const confirm = drawer.getByRole("button", { name: "Sí, rechazar" });
    await confirm.waitFor();
    await settled(page);
    await thumbTarget(confirm);
    await confirm.tap();
    await page.getByText("Comprobante rechazado").first().waitFor();
    await expect.poll(async () => (await orders().doc(withProof.id).get()).get("proof")).toBeNull();

    const stage = drawer.getByRole("combobox", { name: "Estado del pedido" });
    await thumbTarget(stage);
    await thumbTarget(drawer.getByRole("link", { name: "Escribir por WhatsApp" }));
    await stage.selectOption({ label: "Pago verificado" });
    await expect.poll(async () => (await orders().doc(withProof.id).get()).get("status")).toBe("verified");
    expect(await fitsTheWidth()).toBe(true);
    await settled(page);
    await screenshot(page, "order-drawer-360", { fullPage: false });
    await context.close();
  });
});
