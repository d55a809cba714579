/**
 * Steps many journeys share: putting a piece in the cart, signing in as the demo admin, reading an
 * order's amount lines, exporting the admin's orders as CSV.
 */
import { readFileSync } from "node:fs";
import Papa from "papaparse";
import type { Locator, Page } from "playwright-core";
import type { Product } from "@domain/catalog/product.ts";
import { productPath } from "@domain/shop-paths.ts";
import { HOSTING_URL } from "../emulators/launch.ts";
import { DEMO_ADMIN } from "../seed/demo-admin.ts";
import { waitUntilInteractive } from "./browser.ts";

/** Adds one unit from the product page; `count` is what the cart holds afterwards. */
export async function addToCart(
  page: Page,
  product: Pick<Product, "id" | "name" | "productType">,
  count: number,
): Promise<void> {
  await page.goto(`${HOSTING_URL}${productPath(product)}`);
  await page.getByRole("heading", { level: 1, name: product.name }).waitFor();
  // The page is server-rendered: a click before the app has started would land on bare HTML.
  await waitUntilInteractive(page);
  await page.getByRole("button", { name: "Agregar al carrito" }).click();
  await page.getByRole("button", { name: `Carrito (${count})` }).waitFor();
}

/** Signs in on /admin/login and waits for the dashboard. */
export async function signInAsDemoAdmin(page: Page): Promise<void> {
  await page.goto(`${HOSTING_URL}/admin/login`);
  await page.getByLabel("Correo electrónico").fill(DEMO_ADMIN.email);
  await page.getByLabel("Contraseña").fill(DEMO_ADMIN.password);
  await page.getByRole("button", { name: "Ingresar" }).click();
  await page.waitForURL("**/admin/home");
}

/**
 * Opens a section of the back office from its navigation: the sidebar on a wide screen, the menu
 * drawer on a phone.
 */
export async function openAdminSection(page: Page, name: string | RegExp): Promise<void> {
  // Exact: while the menu is open, its "Cerrar menú" button matches "Menú" too.
  const menu = page.getByRole("button", { name: "Menú", exact: true });
  const navigation = page.getByRole("navigation", { name: "Administración" });
  // Whichever the shell shows, once it shows.
  await menu.or(navigation).first().waitFor();
  const throughMenu = await menu.isVisible();
  if (throughMenu) await menu.click();
  await navigation.getByRole("link", { name }).click();
  // The menu slides away as the section opens; until it has, its links are on screen beside the bar's.
  if (throughMenu) await navigation.waitFor({ state: "hidden" });
}

/** The lines of the first order summary in `scope`: "Subtotal: $34.990", "Envío: $3.990"… */
export async function amountLines(scope: Page | Locator): Promise<string[]> {
  return scope
    .getByLabel("Montos del pedido")
    .first()
    .evaluate((list) =>
      [...list.querySelectorAll("dt")].map(
        (term) => `${term.textContent}: ${term.nextElementSibling!.textContent}`,
      ),
    );
}

/**
 * The row of the order numbered `orderNumber` in the admin's "Exportar CSV", by column name
 * (undefined if the file leaves it out): signed in already, exported once the list shows it.
 */
export async function exportedOrderRow(
  page: Page,
  orderNumber: string,
): Promise<Record<string, string> | undefined> {
  await page.goto(`${HOSTING_URL}/admin/orders`);
  await page.getByText(orderNumber).first().waitFor();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Exportar CSV" }).click(),
  ]);
  const csv = readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "");
  const rows = Papa.parse<Record<string, string>>(csv.trim(), { header: true }).data;
  return rows.find((row) => row["Número"] === orderNumber);
}
