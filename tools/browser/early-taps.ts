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

/** Long enough for a held tap to be replayed on a slowed, loaded machine; a lost one never is. */
const OUTCOME_WAIT_MS = 20_000;

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

/** Whether `target` came to show, at most OUTCOME_WAIT_MS later. */
const comesToShow = (target: Locator) =>
  target
    .waitFor({ timeout: OUTCOME_WAIT_MS })
    .then(() => true)
    .catch(() => false);

const addToCart = (page: Page) => page.getByRole("button", { name: "Agregar al carrito" });
const cartHoldsOne = (page: Page) => comesToShow(page.getByRole("button", { name: "Carrito (1)" }));

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
    return comesToShow(page.getByRole("dialog", { name: "Carrito" }).getByText(productName).first());
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
