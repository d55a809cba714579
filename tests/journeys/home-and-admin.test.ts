import { describe, expect, it } from "vitest";
import { HOSTING_URL } from "../../tools/emulators/launch.ts";
import { adminAuth } from "../../tools/firebase-admin.ts";
import { DEMO_ADMIN } from "../../tools/seed/demo-admin.ts";
import { DEMO_PRODUCTS } from "../../tools/seed/demo-catalog.ts";
import { useDemoShop } from "../support/demo-shop.ts";
import { openPage, screenshot, VIEWPORT_NAMES } from "../../tools/browser/browser.ts";

const shop = useDemoShop({ fresh: "file" });

describe.each(VIEWPORT_NAMES)("at %s width", (viewport) => {
  it("the home page lists the demo catalog from Firestore, with photos", async () => {
    const page = await openPage(shop.browser, viewport);
    await page.goto(HOSTING_URL);

    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      "Collares y aros de piedras semipreciosas",
    );
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("es");

    const cards = page.locator("main article");
    await cards.nth(DEMO_PRODUCTS.length - 1).waitFor();
    expect(await cards.count()).toBe(DEMO_PRODUCTS.length);

    const first = DEMO_PRODUCTS.at(0)!;
    await expect(cards.filter({ hasText: first.name }).count()).resolves.toBe(1);
    await expect(page.locator('main a[href^="/producto/"]').count()).resolves.toBe(DEMO_PRODUCTS.length);
    // Every tile's worn photo really loads (served by the Storage emulator through the storage
    // rules runtime, just as the seed's triggers keep it busy), lower rows as the shopper scrolls.
    const wornPhotos = page.locator('main article img[data-photo="worn"]');
    for (const photo of await wornPhotos.all()) {
      // Two frames in view: what the browser needs to start a lazy image.
      await photo.evaluate((img) => {
        img.scrollIntoView({ block: "center" });
        return new Promise((shown) => requestAnimationFrame(() => requestAnimationFrame(shown)));
      });
    }
    const loaded = () =>
      wornPhotos.evaluateAll(
        (images: HTMLImageElement[]) => images.filter((img) => img.complete && img.naturalWidth > 0).length,
      );
    await expect.poll(loaded, { timeout: 30_000 }).toBe(DEMO_PRODUCTS.length);
    await page.evaluate(() => window.scrollTo(0, 0));

    await screenshot(page, `home-${viewport}`);
    await page.context().close();
  });

  it("the demo admin signs in and reaches the dashboard", async () => {
    const page = await openPage(shop.browser, viewport);
    await page.goto(`${HOSTING_URL}/admin`);
    await page.waitForURL("**/admin/login");

    await page.getByLabel("Correo electrónico").fill(DEMO_ADMIN.email);
    await page.getByLabel("Contraseña").fill(DEMO_ADMIN.password);
    // The toast lasts 4 s from the click, while the dashboard may still be loading on a busy
    // machine: watch for it from the start rather than after the heading.
    const welcomed = page.getByText("Inicio de sesión exitoso").waitFor();
    await page.getByRole("button", { name: "Ingresar" }).click();

    await page.waitForURL("**/admin/home");
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    await welcomed;
    await screenshot(page, `admin-dashboard-${viewport}`);
    await page.context().close();
  });

  it("an account without the admin claim is told 'Acceso denegado', signed out and sent home", async () => {
    const account = { email: `clienta-${viewport}@chatoyant.test`, password: "no-soy-admin-1" };
    await adminAuth()
      .getUserByEmail(account.email)
      .then((user) => adminAuth().deleteUser(user.uid))
      .catch(() => undefined);
    await adminAuth().createUser(account);

    const page = await openPage(shop.browser, viewport);
    await page.goto(`${HOSTING_URL}/admin/login`);
    await page.getByLabel("Correo electrónico").fill(account.email);
    await page.getByLabel("Contraseña").fill(account.password);
    await page.getByRole("button", { name: "Ingresar" }).click();
    await page.getByText("Acceso denegado").waitFor();
    await page.getByText("No tienes permisos para acceder a esta página").waitFor();
    await page.waitForURL(`${HOSTING_URL}/`);

    // The refused session is closed: admin pages send it back to the login.
    await page.goto(`${HOSTING_URL}/admin/orders`);
    await page.waitForURL("**/admin/login");
    await page.getByRole("heading", { name: "Admin Login" }).waitFor();
    await page.context().close();
  });
});
