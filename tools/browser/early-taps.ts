/**
 * A shopper on a slow phone who taps the moment a button shows: a new visitor on a 390 px phone
 * with the CPU slowed 4× (as Lighthouse's phone), who scrolls to the button and touches it while
 * the app may still be starting under her finger. The journeys (tests/journeys/early-taps) and the
 * bench count how many such taps land; they count outcomes, never times.
 */
import type { Browser, Locator, Page } from "playwright-core";
import { LOCALE } from "@domain/locale.ts";
import { MOBILE_CPU_SLOWDOWN } from "../bench/repeat-visit.ts";
import { VIEWPORTS } from "./browser.ts";

/** How long a shopper waits for the app to start before giving up on it (a broken start, not a slow one). */
const APP_START_WAIT_MS = 120_000;

export async function openSlowPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: VIEWPORTS.phone,
    locale: LOCALE,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send("Emulation.setCPUThrottlingRate", { rate: MOBILE_CPU_SLOWDOWN });
  return page;
}

/**
 * What a finger does: scroll until the button is in view, then touch the point where it is, once,
 * without looking again (Playwright's own tap would wait for the page to hold still and retry).
 */
export async function scrollToAndTap(page: Page, target: Locator): Promise<void> {
  await target.waitFor({ state: "visible" });
  await target.evaluate((element) => element.scrollIntoView({ block: "center" }));
  const box = (await target.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * How long after the app answers input what a tap did may take to render. Only a lost tap waits
 * it out; one that landed shows as soon as it has rendered. The check used to be one idle
 * callback capped at 10 s: with two emulator suites beside the 4× slowed page (npm test) the cap can
 * fire before the replayed tap has rendered, and a tap that landed would count as lost.
 */
const RENDER_WAIT_MS = 30_000;

/** Whether `target` shows once the app has started (any held tap is replayed then) and rendered it. */
async function showsOnceSettled(page: Page, target: Locator): Promise<boolean> {
  await page.locator("html[data-interactive]").waitFor({ state: "attached", timeout: APP_START_WAIT_MS });
  return target
    .first()
    .waitFor({ state: "attached", timeout: RENDER_WAIT_MS })
    .then(
      () => true,
      () => false,
    );
}

const addToCart = (page: Page) => page.getByRole("button", { name: "Agregar al carrito" });
const cartHoldsOne = (page: Page) =>
  showsOnceSettled(page, page.getByRole("button", { name: "Carrito (1)" }));

/** The visits the journeys and the bench make; each says whether the shopper got what she tapped for. */
export const EARLY_TAPS = {
  /** "Agregar al carrito" on a product page: the piece is in the cart. */
  async productAdd(page: Page, productUrl: string): Promise<boolean> {
    await page.goto(productUrl, { waitUntil: "commit" });
    await scrollToAndTap(page, addToCart(page));
    return cartHoldsOne(page);
  },
  /** A card's cart button on home: that piece is in the cart. */
  async homeCardAdd(page: Page, homeUrl: string, productName: string): Promise<boolean> {
    await page.goto(homeUrl, { waitUntil: "commit" });
    const card = page.locator("main article").filter({ hasText: productName }).first();
    await scrollToAndTap(page, card.getByRole("button", { name: `Agregar ${productName} al carrito` }));
    return cartHoldsOne(page);
  },
  /** "Agregar al carrito", then the cart at once: the cart opens with the piece in it. */
  async productAddThenCart(page: Page, productUrl: string, productName: string): Promise<boolean> {
    await page.goto(productUrl, { waitUntil: "commit" });
    await scrollToAndTap(page, addToCart(page));
    await scrollToAndTap(page, page.getByRole("button", { name: /^Carrito \(\d+\)$/ }));
    // The drawer's code loads when it is first opened: wait for it, then for the app to settle.
    const cart = page.getByRole("dialog", { name: "Carrito" });
    const opened = await cart.waitFor({ timeout: APP_START_WAIT_MS }).then(
      () => true,
      () => false,
    );
    return opened && showsOnceSettled(page, cart.getByText(productName));
  },
};

/** Makes `visits` visits, each a new shopper, and says how many landed. */
export async function countLandedTaps(
  browser: Browser,
  visits: number,
  visit: (page: Page) => Promise<boolean>,
): Promise<number> {
  let landed = 0;
  for (let visitNumber = 0; visitNumber < visits; visitNumber += 1) {
    const page = await openSlowPhone(browser);
    try {
      if (await visit(page)) landed += 1;
    } finally {
      await page.context().close();
    }
  }
  return landed;
}
