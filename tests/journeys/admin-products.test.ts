import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { COLLECTIONS } from "../../src/domain/collections.ts";
import { productSlug } from "../../src/domain/slug.ts";
import { HOSTING_URL } from "../../tools/emulators/launch.ts";
import { adminDb, useLocalEmulators } from "../../tools/firebase-admin.ts";
import { DEMO_ADMIN } from "../../tools/seed/demo-admin.ts";
import { DEMO_PRODUCTS } from "../../tools/seed/demo-catalog.ts";
import { seedDemoData } from "../../tools/seed/seed.ts";
import { launchBrowser, openPage, screenshot, VIEWPORTS, type ViewportName } from "../support/browser.ts";
import { clearAllData } from "../support/emulator-data.ts";

let browser: Browser;

beforeAll(async () => {
  useLocalEmulators();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  await clearAllData();
  await seedDemoData();
});

const productRef = (id: string) => adminDb().collection(COLLECTIONS.products).doc(id);

async function signInToProducts(page: Page) {
  await page.goto(`${HOSTING_URL}/admin/login`);
  await page.getByLabel("Correo electrónico").fill(DEMO_ADMIN.email);
  await page.getByLabel("Contraseña").fill(DEMO_ADMIN.password);
  await page.getByRole("button", { name: "Ingresar" }).click();
  await page.waitForURL("**/admin/home");
  await page
    .getByRole("navigation", { name: "Administración" })
    .getByRole("link", { name: "Productos" })
    .click();
  await page.getByRole("heading", { name: "Gestión de Productos" }).waitFor();
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])("admin products at %s width", (viewport) => {
  it("filters the list, edits a name inline and the stock with −/+, and the shop shows both live", async () => {
    const piece = DEMO_PRODUCTS.find((product) => product.stock >= 3)!;
    const shopper = await openPage(browser, viewport);
    await shopper.goto(`${HOSTING_URL}/producto/${productSlug(piece)}`);
    await shopper.getByRole("heading", { level: 1, name: piece.name }).waitFor();

    const page = await openPage(browser, viewport);
    await signInToProducts(page);
    const total = DEMO_PRODUCTS.length;
    await page.getByText(`Mostrando ${total} de ${total} productos`).waitFor();
    await screenshot(page, `admin-products-${viewport}`);

    await page.getByRole("combobox", { name: "Stock" }).selectOption({ label: "Sin stock" });
    const soldOut = DEMO_PRODUCTS.filter((product) => product.stock === 0).length;
    await page.getByText(`Mostrando ${soldOut} de ${total} productos`).waitFor();
    await page.getByRole("combobox", { name: "Stock" }).selectOption({ label: "Todos" });
    await page.getByRole("searchbox", { name: "Nombre" }).fill(piece.name.slice(0, 10).toUpperCase());
    const list = page.getByRole("list", { name: "Productos" });
    await list.getByRole("button", { name: `Editar nombre de ${piece.name}` }).waitFor();

    await list.getByRole("button", { name: `Agregar una unidad al stock de ${piece.name}` }).click();
    await page.getByText(`Stock actualizado a ${piece.stock + 1} unidades`).waitFor();
    expect((await productRef(piece.id).get()).get("stock")).toBe(piece.stock + 1);
    await shopper.getByText(`${piece.stock + 1} unidades disponibles`).waitFor();

    await list.getByRole("button", { name: `Editar nombre de ${piece.name}` }).click();
    const nameBox = list.getByRole("textbox", { name: `Nombre de ${piece.name}` });
    await nameBox.fill("   ");
    await nameBox.press("Enter");
    await page.getByText("El nombre no puede estar vacío").waitFor();
    expect((await productRef(piece.id).get()).get("name")).toBe(piece.name);

    const renamed = `${piece.name} Edición Especial`;
    await list.getByRole("button", { name: `Editar nombre de ${piece.name}` }).click();
    await nameBox.fill(renamed);
    await nameBox.press("Enter");
    await page.getByText("Nombre actualizado").waitFor();
    expect((await productRef(piece.id).get()).get("name")).toBe(renamed);
    await shopper.getByRole("heading", { level: 1, name: renamed }).waitFor();
    await screenshot(page, `admin-products-edited-${viewport}`, { fullPage: false });
    await page.context().close();
    await shopper.context().close();
  });
});
