/** Steps many journeys share: putting a piece in the cart, signing in as the demo admin. */
import type { Page } from "playwright-core";
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
