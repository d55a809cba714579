import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import Papa from "papaparse";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { COLLECTIONS } from "@domain/collections.ts";
import { formatClp } from "@domain/money.ts";
import { ORDER_CSV_COLUMNS } from "@domain/orders/order-list.ts";
import type { OrderItem } from "@domain/orders/order.ts";
import { HOSTING_URL } from "../../tools/emulators/launch.ts";
import { adminDb } from "../../tools/firebase-admin.ts";
import { useDemoShop } from "../support/demo-shop.ts";
import { openPage, screenshot, VIEWPORT_NAMES } from "../../tools/browser/browser.ts";
import { testClient } from "../support/client.ts";
import { signInAsDemoAdmin, openAdminSection } from "../../tools/browser/shop-journeys.ts";

const shop = useDemoShop({ fresh: "test" });

const orders = () => adminDb().collection(COLLECTIONS.orders);
const stockOf = async (productId: string) =>
  (await adminDb().collection(COLLECTIONS.products).doc(productId).get()).get("stock") as number;

async function signInToOrders(page: Page) {
  await signInAsDemoAdmin(page);
  await openAdminSection(page, /^Pedidos/);
  await page.getByRole("heading", { name: "Gestión de Pedidos" }).waitFor();
}

describe.each(VIEWPORT_NAMES)("admin orders at %s width", (viewport) => {
  it("the navigation leaves the screen to the orders, and its badge counts new orders live", async () => {
    const page = await openPage(shop.browser, viewport);
    await signInToOrders(page);
    await openAdminSection(page, "Dashboard");
    const summary = page.getByRole("region", { name: "Resumen" });
    await summary.waitFor();

    const pending = (await orders().where("status", "==", "pending").get()).size;
    const products = (await adminDb().collection(COLLECTIONS.products).get()).docs;
    const low = products.filter((doc) => (doc.get("stock") as number) < 3).length;
    await summary.getByText(`${pending} nuevos hoy`).waitFor();
    await summary.getByText(`${low} con stock bajo`).waitFor();
    expect(await summary.locator("p", { hasText: /^\d+$/ }).allTextContents()).toEqual([
      String(products.length),
      String(pending),
      "0",
      String(low),
    ]);
    // The sidebar on a wide screen, the phone's bar: either way in sight, with its count.
    const ordersLink = (count: number) => page.getByRole("link", { name: `Pedidos (${count} nuevos)` });
    await ordersLink(pending).waitFor();
    await screenshot(page, `admin-dashboard-figures-${viewport}`);

    // A shopper checks out: the badge counts it without a reload.
    const [product] = products.filter((doc) => (doc.get("stock") as number) > 0);
    const shopper = await testClient();
    await shopper.call("createOrder", {
      idempotencyKey: randomUUID(),
      paymentMethod: "FINTOC_LINK",
      whatsapp: "+56 9 1212 3434",
      delivery: { type: "pickup" },
      items: [{ productId: product!.id, quantity: 1, name: product!.get("name") as string }],
    });
    await shopper.close();
    await ordersLink(pending + 1).waitFor();

    // On a phone the navigation folds into a bar (issue 42: it took 465 of 844 px), so the orders
    // page's content starts near the top; on a wide screen the sidebar sits beside it.
    await ordersLink(pending + 1).click();
    const heading = page.getByRole("heading", { name: "Gestión de Pedidos" });
    const contentTop = (await heading.boundingBox())!.y;
    console.log(`[medida] contenido de Pedidos a ${Math.round(contentTop)} px (${viewport})`);
    expect(contentTop).toBeLessThanOrEqual(120);
    await page
      .getByRole("button", { name: /^Ver pedido / })
      .first()
      .waitFor();
    await screenshot(page, `admin-orders-top-${viewport}`);
    // On a phone each order is a compact card of two lines (issue 42: the list took 5.400 px).
    const rowHeights = await page
      .getByRole("list", { name: "Pedidos" })
      .locator(":scope > li")
      .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
    const tallest = Math.max(...rowHeights);
    console.log(
      `[medida] ${rowHeights.length} pedidos: la más alta ${Math.round(tallest)} px, ` +
        `la lista ${Math.round(rowHeights.reduce((sum, height) => sum + height, 0))} px (${viewport})`,
    );
    if (viewport === "phone") {
      // Every section is one tap away in the menu, which Escape closes.
      await page.getByRole("button", { name: "Menú" }).click();
      const menu = page.getByRole("navigation", { name: "Administración" });
      expect(await menu.getByRole("link").allTextContents()).toEqual([
        "Dashboard",
        "Productos",
        `Pedidos${pending + 1}`,
        "Descuentos",
        "Análisis",
        "Migrar imágenes",
        "Configuración",
      ]);
      await page
        .getByRole("dialog")
        .evaluate((panel) => Promise.all(panel.getAnimations({ subtree: true }).map((a) => a.finished)));
      await screenshot(page, "admin-menu-phone");
      await page.keyboard.press("Escape");
      await menu.waitFor({ state: "detached" });
    }
    await page.context().close();
  });

  it("verifies then cancels an order (its units come back), and exports the list as CSV", async () => {
    const page = await openPage(shop.browser, viewport);
    await signInToOrders(page);
    const all = await orders().orderBy("createdAt", "desc").get();
    await page.getByText(`Mostrando ${all.size} de ${all.size} pedidos`).waitFor();
    await screenshot(page, `admin-orders-${viewport}`);

    const pending = all.docs.find((doc) => doc.get("status") === "pending")!;
    const number = pending.get("orderNumber") as string;
    const [item] = pending.get("items") as OrderItem[];
    const before = await stockOf(item!.productId);
    // A wide row has its own dropdown; a phone's card opens the drawer, which has it at the bottom.
    if (viewport === "phone") await page.getByRole("button", { name: `Ver pedido ${number}` }).click();
    const status =
      viewport === "phone"
        ? page.getByRole("dialog").getByRole("combobox", { name: "Estado del pedido" })
        : page.getByRole("combobox", { name: `Estado del pedido ${number}` });

    await status.selectOption({ label: "Pago verificado" });
    await page.getByText("Estado actualizado").first().waitFor();
    await expect.poll(async () => (await orders().doc(pending.id).get()).get("status")).toBe("verified");
    expect((await orders().doc(pending.id).get()).get("confirmedAt")).not.toBeNull();
    expect(await stockOf(item!.productId)).toBe(before);

    await status.selectOption({ label: "Cancelado" });
    await expect.poll(async () => (await orders().doc(pending.id).get()).get("status")).toBe("cancelled");
    expect(await stockOf(item!.productId)).toBe(before + item!.quantity);
    // The dropdown shows what the live order says, which follows the write.
    await expect.poll(() => status.inputValue()).toBe("cancelled");

    if (viewport === "desktop") await page.getByRole("button", { name: `Ver pedido ${number}` }).click();
    await page.getByRole("heading", { name: `Pedido ${number}` }).waitFor();
    await page.getByText("Historial").waitFor();
    // One tap opens WhatsApp with the message that fits (here: a cancelled order), URL-encoded,
    // linking to the shopper's own order page.
    const chat = new URL(
      (await page.getByRole("link", { name: "Escribir por WhatsApp" }).getAttribute("href"))!,
    );
    expect(chat.searchParams.get("text")).toBe(
      `Hola! Te escribimos de Chatoyant por tu pedido ${number} (${formatClp(pending.get("totalAmount") as number)}): ${HOSTING_URL}/pedido/${pending.id}`,
    );
    // The shopper's proof of transfer, read from Storage with the admin's rights.
    expect(pending.get("proof")).not.toBeNull();
    const proof = page.getByRole("img", { name: "Comprobante del pedido" });
    await proof.waitFor();
    await proof.evaluate((img: HTMLImageElement) => img.decode());
    expect(await proof.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page
      .getByRole("dialog")
      .evaluate((panel) => Promise.all(panel.getAnimations().map((a) => a.finished)));
    await screenshot(page, `admin-order-detail-${viewport}`, { fullPage: false });
    await page.getByRole("button", { name: "Cerrar detalle" }).click();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Exportar CSV" }).click(),
    ]);
    const csv = readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "");
    const { data } = Papa.parse<string[]>(csv.trim());
    expect(data[0]).toEqual([...ORDER_CSV_COLUMNS]);
    expect(data.slice(1).map((row) => row[0])).toEqual(all.docs.map((doc) => doc.get("orderNumber")));
    expect(data.find((row) => row[0] === number)![2]).toBe("Cancelado");
    await page.context().close();
  });

  it("changes and deletes several orders at once", async () => {
    const page = await openPage(shop.browser, viewport);
    await signInToOrders(page);
    const all = (await orders().orderBy("createdAt", "desc").get()).docs;
    const [first, second] = all.filter((doc) => doc.get("status") !== "delivered");
    for (const doc of [first!, second!]) {
      await page.getByRole("checkbox", { name: `Seleccionar pedido ${doc.get("orderNumber")}` }).check();
    }
    await page.getByText("2 pedidos seleccionados").waitFor();
    await page
      .getByRole("combobox", { name: "Nuevo estado para los seleccionados" })
      .selectOption({ label: "Entregado" });
    await page.getByRole("button", { name: "Cambiar estado" }).click();
    await page.getByText("Estados actualizados").waitFor();
    for (const doc of [first!, second!]) {
      expect((await orders().doc(doc.id).get()).get("status")).toBe("delivered");
    }

    await page.getByRole("combobox", { name: "Estado", exact: true }).selectOption({ label: "Entregado" });
    const delivered = (await orders().where("status", "==", "delivered").get()).size;
    await page.getByText(`Mostrando ${delivered} de ${all.length} pedidos`).waitFor();
    await page.getByRole("checkbox", { name: /^Seleccionar todos/ }).check();
    await page.getByRole("button", { name: "Eliminar", exact: true }).click();
    await page.getByRole("alertdialog", { name: `¿Eliminar ${delivered} pedidos?` }).waitFor();
    await screenshot(page, `admin-orders-bulk-delete-${viewport}`, { fullPage: false });
    await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
    await page.getByText("Pedidos eliminados").waitFor();
    expect((await orders().where("status", "==", "delivered").get()).size).toBe(0);
    await page.getByText(`Mostrando 0 de ${all.length - delivered} pedidos`).waitFor();
    await page.context().close();
  });
});
