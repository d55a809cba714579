import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatClp } from "@domain/money.ts";
import { productPath } from "@domain/shop-paths.ts";
import { HOSTING_URL } from "../../tools/emulators/launch.ts";
import { adminDb } from "../../tools/firebase-admin.ts";
import { DEMO_PRODUCTS } from "../../tools/seed/demo-catalog.ts";
import { useDemoShop } from "../support/demo-shop.ts";
import { amountLines } from "../../tools/browser/shop-journeys.ts";
import { openPage, screenshot, waitUntilInteractive, VIEWPORT_NAMES } from "../../tools/browser/browser.ts";

const shop = useDemoShop({ fresh: "file" });

const inStock = DEMO_PRODUCTS.filter((product) => product.stock >= 3);
const necklace = inStock.find((product) => product.productType === "collar")!;
const earring = inStock.find((product) => product.productType === "aro")!;
const productUrl = (product: Parameters<typeof productPath>[0]) => `${HOSTING_URL}${productPath(product)}`;

/** Runs in the page: is the storefront snapshot in idb-keyval's store? */
function savedSnapshotExists(): Promise<boolean> {
  return new Promise((resolve) => {
    const open = indexedDB.open("keyval-store");
    open.onsuccess = () => {
      const read = open.result.transaction("keyval").objectStore("keyval").get("storefront-snapshot");
      read.onsuccess = () => resolve(read.result !== undefined);
      read.onerror = () => resolve(false);
    };
    open.onerror = () => resolve(false);
  });
}

/** The grid's tiles, once all are drawn (the first screenful paints first, the rest just after). */
async function cards(page: Page) {
  const all = page.locator("main article");
  await all.nth(DEMO_PRODUCTS.length - 1).waitFor();
  return all;
}

describe.each(VIEWPORT_NAMES)("storefront at %s width", (viewport) => {
  const isPhone = viewport === "phone";

  it("shows skeleton tiles while the catalog loads in the browser, then the grid", async () => {
    const page = await openPage(shop.browser, viewport);
    // Hold the catalog back (snapshot and Firestore) until the loading state has been seen.
    let releaseCatalog!: () => void;
    const catalogReleased = new Promise<void>((resolve) => (releaseCatalog = resolve));
    for (const source of ["**/api/storefront", "**/google.firestore.v1.Firestore/**"]) {
      await page.route(source, async (route) => {
        await catalogReleased;
        await route.continue();
      });
    }
    // The server sends home with its products; the grid loads in the browser when a shopper comes
    // to it from a page drawn there, such as the cart.
    await page.goto(`${HOSTING_URL}/carrito`);
    await page.getByRole("link", { name: /^Chatoyant/ }).click();
    await page.getByTestId("product-skeleton").first().waitFor();
    await expect(page.getByTestId("product-skeleton").count()).resolves.toBe(6);
    releaseCatalog();
    await page.getByTestId("product-skeleton").first().waitFor({ state: "detached" });
    expect(await (await cards(page)).count()).toBe(DEMO_PRODUCTS.length);
    await page.context().close();
  });

  it("without the snapshot or a saved copy, lists the catalog live from Firestore", async () => {
    const page = await openPage(shop.browser, viewport);
    // A first visit on a network that loses the snapshot's request: the grid cannot say which pieces
    // it would show, so the live listeners bring the catalog instead.
    await page.route("**/api/storefront", (route) => route.abort());
    await page.goto(`${HOSTING_URL}/carrito`);
    await page.getByRole("link", { name: /^Chatoyant/ }).click();
    expect(await (await cards(page)).count()).toBe(DEMO_PRODUCTS.length);
    await page.context().close();
  });

  it("paints the catalog without Firestore, and from the saved copy on the next visit", async () => {
    const page = await openPage(shop.browser, viewport);
    const firestoreCalls: string[] = [];
    await page.route("**/google.firestore.v1.Firestore/**", (route) => {
      firestoreCalls.push(route.request().url());
      return route.abort();
    });
    await page.goto(HOSTING_URL);
    expect(await (await cards(page)).count()).toBe(DEMO_PRODUCTS.length);

    await expect.poll(() => page.evaluate(savedSnapshotExists)).toBe(true);

    // Without the snapshot either, the app's own pages still get the grid, from IndexedDB.
    await page.route("**/api/storefront", (route) => route.abort());
    await page.goto(`${HOSTING_URL}/carrito`);
    await page.getByRole("link", { name: /^Chatoyant/ }).click();
    expect(await (await cards(page)).count()).toBe(DEMO_PRODUCTS.length);
    await page.getByText(necklace.name).first().waitFor();
    // The live listeners did try, once the page had settled; they are what failed here.
    await expect.poll(() => firestoreCalls.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await page.context().close();
  });

  it("switches a card to its studio photo (hover on desktop, dots on phones)", async () => {
    const page = await openPage(shop.browser, viewport);
    await page.goto(HOSTING_URL);
    await waitUntilInteractive(page);
    const card = (await cards(page)).first();
    const studio = card.locator('[data-photo="studio"]');
    if (isPhone) {
      await card.getByRole("button", { name: "Ver foto 2" }).click();
    } else {
      await card.hover();
    }
    await expect
      .poll(() =>
        studio.evaluate((el) => el.getBoundingClientRect().left >= 0 && getComputedStyle(el).opacity === "1"),
      )
      .toBe(true);
    await page.context().close();
  });

  it("likes a product and finds it in Mis Favoritos", async () => {
    const page = await openPage(shop.browser, viewport);
    await page.goto(HOSTING_URL);
    await (await cards(page)).first();
    await page.getByRole("button", { name: `Guardar ${necklace.name} en favoritos` }).click();
    await page.getByRole("link", { name: "Favoritos (1)" }).click();
    await page.getByRole("heading", { name: "Mis Favoritos" }).waitFor();
    await page.getByText("1 producto guardado").waitFor();
    await expect(
      page.locator('main a[href^="/producto/"]').filter({ hasText: necklace.name }).count(),
    ).resolves.toBe(1);
    await screenshot(page, `favorites-${viewport}`);
    await page.context().close();
  });

  it("searches the catalog and opens the chosen product", async () => {
    const page = await openPage(shop.browser, viewport);
    await page.goto(HOSTING_URL);
    await (await cards(page)).first();
    if (isPhone) {
      await page.getByRole("button", { name: "Buscar" }).click();
      await page.getByPlaceholder("Buscar", { exact: true }).fill("zzzz");
    } else {
      await page.keyboard.press("Control+k");
      await page.getByPlaceholder("Buscar productos, colecciones, materiales...").fill("zzzz");
    }
    await page.getByText("No se encontraron productos").waitFor();
    const box = page.getByRole("combobox", { name: "Buscar productos" });
    await box.fill(
      earring.name
        .toLowerCase()
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, ""),
    );
    await page.getByRole("option", { name: new RegExp(earring.name) }).waitFor();
    await screenshot(page, `search-${viewport}`, { fullPage: false });
    await box.press("ArrowDown");
    await box.press("ArrowUp");
    await box.press("Enter");
    await page.waitForURL(`**${productPath(earring)}`);
    await page.getByRole("heading", { level: 1, name: earring.name }).waitFor();
    await page.context().close();
  });

  it("finds pieces by the word for their type: collar on the desktop dialog, aros on the phone sheet", async () => {
    const page = await openPage(shop.browser, viewport);
    await page.goto(HOSTING_URL);
    await (await cards(page)).first();
    await waitUntilInteractive(page);
    // No demo name says its type: only the type can find these.
    const [query, type] = isPhone ? (["aros", "aro"] as const) : (["collar", "collar"] as const);
    const ofType = DEMO_PRODUCTS.filter((product) => product.productType === type);
    if (isPhone) await page.getByRole("button", { name: "Buscar" }).click();
    else await page.keyboard.press("Control+k");
    const box = page.getByRole("combobox", { name: "Buscar productos" });
    await box.fill(query);
    const options = page.getByRole("option");
    await expect.poll(() => options.count()).toBe(ofType.length);
    const names = await options.allTextContents();
    for (const product of ofType) expect(names.some((name) => name.includes(product.name))).toBe(true);
    await screenshot(page, `search-${query}-${viewport}`, { fullPage: false });
    await box.press("Enter");
    await page.waitForURL(new RegExp(`/producto/${type}-`));
    const anyOfType = new RegExp(`^(${ofType.map((product) => product.name).join("|")})$`);
    await page.getByRole("heading", { level: 1, name: anyOfType }).waitFor();
    await page.context().close();
  });

  it("shows the product page with gallery, related products and recently viewed", async () => {
    const page = await openPage(shop.browser, viewport);
    await page.goto(productUrl(necklace));
    await page.getByRole("heading", { level: 1, name: necklace.name }).waitFor();
    expect(await page.title()).toBe(`Collar ${necklace.name} | Chatoyant`);
    await page.getByText(formatClp(necklace.price)).first().waitFor();
    await page.getByRole("heading", { name: "También te puede gustar" }).waitFor();
    const related = page.locator('section[aria-labelledby="related-heading"] a[href^="/producto/"]');
    expect(await related.count()).toBe(3);

    if (isPhone) {
      await page.getByText("Pellizca para hacer zoom").waitFor();
      await waitUntilInteractive(page);
      const zoom = page.locator("[data-zoom]").first();
      const box = (await zoom.boundingBox())!;
      const cdp = await page.context().newCDPSession(page);
      const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
      const touch = (type: "touchStart" | "touchMove" | "touchEnd", spread: number) =>
        cdp.send("Input.dispatchTouchEvent", {
          type,
          touchPoints:
            type === "touchEnd"
              ? []
              : [
                  { x: cx - spread, y: cy },
                  { x: cx + spread, y: cy },
                ],
        });
      await touch("touchStart", 30);
      await touch("touchMove", 60);
      await touch("touchMove", 150);
      await expect.poll(() => zoom.getAttribute("data-zoom")).toBe("3.00");
      await touch("touchEnd", 0);
      await expect.poll(() => zoom.getAttribute("data-zoom")).toBe("1.00");
    } else {
      // The served page shows the gallery before its code runs; a click before hydration is lost.
      await waitUntilInteractive(page);
      await page.getByRole("tab", { name: `${necklace.name}, foto de estudio` }).click();
      await page
        .getByRole("img", { name: `${necklace.name}, foto de estudio` })
        .first()
        .waitFor();
      await page.getByRole("navigation", { name: "breadcrumb" }).getByText("Collares").waitFor();
    }
    await screenshot(page, `product-${viewport}`);

    await page.goto(HOSTING_URL);
    await page.getByRole("heading", { name: "Vistos recientemente" }).waitFor();
    await page.context().close();
  });

  it("shows a price change made in the back office without reloading", async () => {
    const page = await openPage(shop.browser, viewport);
    await page.goto(productUrl(earring));
    await page.getByRole("heading", { level: 1, name: earring.name }).waitFor();
    const newPrice = earring.price + (isPhone ? 1000 : 2000);
    await adminDb().collection("products").doc(earring.id).update({ price: newPrice });
    await page.getByText(formatClp(newPrice)).first().waitFor();
    await adminDb().collection("products").doc(earring.id).update({ price: earring.price });
    await page.context().close();
  });

  it("adds from a card to the cart panel, within the stock", async () => {
    const page = await openPage(shop.browser, viewport);
    await page.goto(HOSTING_URL);
    await (await cards(page)).first();
    const low = DEMO_PRODUCTS.find((product) => product.stock === 2)!;
    const add = page.getByRole("button", { name: `Agregar ${low.name} al carrito` });
    await add.scrollIntoViewIfNeeded();
    await add.click();
    await page.getByRole("button", { name: "Carrito (1)" }).waitFor();
    await add.click();
    await page.getByRole("button", { name: "Carrito (2)" }).waitFor();
    // Both units of the stock are in the cart: the card cannot add a third.
    await page
      .getByRole("button", { name: `Ya tienes todo el stock de ${low.name} en el carrito` })
      .waitFor();

    await page.getByRole("button", { name: "Carrito (2)" }).click();
    const panel = page.getByRole("dialog", { name: "Carrito" });
    await panel.getByText(low.name).waitFor();
    expect(await amountLines(panel)).toContain(`Total: ${formatClp(low.price * 2)}`);
    expect(await panel.getByRole("button", { name: `Agregar una unidad de ${low.name}` }).isDisabled()).toBe(
      true,
    );
    await panel.getByRole("button", { name: `Quitar una unidad de ${low.name}` }).click();
    await panel.getByText(formatClp(low.price), { exact: true }).first().waitFor();
    await expect
      .poll(() => panel.getByRole("group", { name: `Cantidad de ${low.name}` }).textContent())
      .toBe("1");
    expect(await panel.getByRole("button", { name: `Quitar una unidad de ${low.name}` }).isDisabled()).toBe(
      true,
    );
    await screenshot(page, `cart-panel-${viewport}`, { fullPage: false });
    await panel.getByRole("button", { name: `Eliminar ${low.name} del carrito` }).click();
    await panel.getByText("Tu carrito está vacío").waitFor();
    await page.context().close();
  });

  it("answers an unknown product with 404 and the product's own not-found page", async () => {
    const page = await openPage(shop.browser, viewport);
    const unknown = `/producto/collar-no-existe-${crypto.randomUUID()}`;
    const response = await page.goto(`${HOSTING_URL}${unknown}`);
    expect(response!.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "Producto no encontrado" }).waitFor();
    expect(await page.title()).toBe("Producto no encontrado | Chatoyant");
    await page.getByRole("link", { name: "Volver a la colección" }).waitFor();

    // Reached from a piece seen before, the recently viewed strip below offers a way back to it.
    await page.goto(productUrl(necklace));
    await page.getByRole("heading", { level: 1, name: necklace.name }).waitFor();
    await waitUntilInteractive(page);
    await page.evaluate((path) => {
      history.pushState(null, "", path);
      dispatchEvent(new PopStateEvent("popstate"));
    }, unknown);
    await page.getByRole("heading", { level: 1, name: "Producto no encontrado" }).waitFor();
    await page.getByRole("heading", { name: "Vistos recientemente" }).waitFor();
    await screenshot(page, `product-not-found-${viewport}`);
    await page.getByRole("link", { name: "Volver a la colección" }).click();
    await page.waitForURL(`${HOSTING_URL}/`);
    await page.context().close();
  });

  it("tells a product that failed to load from one that does not exist, and retries", async () => {
    const page = await openPage(shop.browser, viewport);
    // A new visitor on a page drawn in the browser (the cart), with the catalog out of reach: the
    // product page she then opens cannot know whether its piece exists.
    let network: "down" | "up" = "down";
    for (const source of ["**/api/storefront*", "**/google.firestore.v1.Firestore/**"]) {
      await page.route(source, (route) => (network === "down" ? route.abort() : route.continue()));
    }
    await page.goto(`${HOSTING_URL}/carrito`);
    await page.getByRole("heading", { level: 1, name: "Carrito" }).waitFor();
    await waitUntilInteractive(page);
    await page.evaluate((path) => {
      history.pushState(null, "", path);
      dispatchEvent(new PopStateEvent("popstate"));
    }, productPath(necklace));
    await page.getByRole("heading", { level: 1, name: "No pudimos cargar este producto" }).waitFor();
    expect(await page.getByText("Producto no encontrado").count()).toBe(0);
    await screenshot(page, `product-unavailable-${viewport}`, { fullPage: false });

    network = "up";
    await page.getByRole("button", { name: "Reintentar" }).click();
    await page.getByRole("heading", { level: 1, name: necklace.name }).waitFor();
    await page.context().close();
  });

  it("answers unknown paths with the 404 page", async () => {
    const page = await openPage(shop.browser, viewport);
    await page.goto(`${HOSTING_URL}/no-existe`);
    await page.getByRole("heading", { name: "Página no encontrada" }).waitFor();
    await page.getByRole("link", { name: "Volver al inicio" }).click();
    await page.waitForURL(`${HOSTING_URL}/`);
    await page.context().close();
  });
});

describe("swiping photos on a phone (390 px)", () => {
  /**
   * One finger dragged by dx, dy in small steps, as a hand would, from the middle of the frame a
   * track slides in. Not from the track's own middle: that moves with the photo shown, off the
   * screen once the track has slid a photo to the left.
   */
  async function drag(page: Page, track: ReturnType<Page["locator"]>, dx: number, dy: number) {
    const box = (await track.locator("..").boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", at: { x: number; y: number }[]) =>
      cdp.send("Input.dispatchTouchEvent", { type, touchPoints: at });
    await touch("touchStart", [{ x, y }]);
    for (let step = 1; step <= 6; step++) {
      await touch("touchMove", [{ x: x + (dx * step) / 6, y: y + (dy * step) / 6 }]);
    }
    await touch("touchEnd", []);
    await cdp.detach();
  }

  /** The photo a track shows once it has settled. */
  const shownPhoto = (track: ReturnType<Page["locator"]>) => track.getAttribute("data-shown");

  it("changes the gallery photo on a 60 px swipe, not on a 30 px one or a vertical drag", async () => {
    const page = await openPage(shop.browser, "phone");
    await page.goto(productUrl(necklace));
    await waitUntilInteractive(page);
    await page.getByRole("heading", { level: 1, name: necklace.name }).waitFor();
    const gallery = page.getByRole("region", { name: "Fotos del producto" });
    const track = gallery.locator("[data-shown]");
    await gallery.getByRole("img", { name: `${necklace.name}, foto puesta` }).waitFor();

    await drag(page, track, -30, 0);
    expect(await shownPhoto(track)).toBe("0");
    await drag(page, track, -60, 0);
    await expect.poll(() => shownPhoto(track)).toBe("1");
    await gallery.getByRole("img", { name: `${necklace.name}, foto de estudio` }).waitFor();
    await drag(page, track, 60, 0);
    await expect.poll(() => shownPhoto(track)).toBe("0");

    // Mostly vertical: the page scrolls and the photo stays.
    await drag(page, track, -40, -150);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await shownPhoto(track)).toBe("0");
    await page.context().close();
  });

  it("changes a card's photo on a 60 px swipe, not on a 30 px one, and a tap still opens the product", async () => {
    const page = await openPage(shop.browser, "phone");
    await page.goto(HOSTING_URL);
    await waitUntilInteractive(page);
    const card = (await cards(page)).first();
    const track = card.locator("[data-shown]");
    await card.locator('[data-photo="studio"]').waitFor();

    await drag(page, track, -30, 0);
    expect(await shownPhoto(track)).toBe("0");
    await drag(page, track, -60, 0);
    await expect.poll(() => shownPhoto(track)).toBe("1");
    // The studio photo slides all the way in, exactly where the worn one was: the photo frame's left.
    const frameLeft = (await track.locator("..").boundingBox())!.x;
    await expect
      .poll(() => card.locator('[data-photo="studio"]').evaluate((el) => el.getBoundingClientRect().left))
      .toBeCloseTo(frameLeft, 0);
    expect(page.url()).toBe(`${HOSTING_URL}/`);
    await screenshot(page, "card-swiped-phone", { fullPage: false });

    // The track itself has moved a photo's width to the left: tap the photo area around it.
    await track.locator("..").tap();
    await page.waitForURL(/\/producto\//);
    await page.context().close();
  });
});
