/**
 * How long a tap takes to answer on a phone whose CPU is 4× slower: "Agregar al carrito" on a
 * product page, and a card's cart button on home, at two moments: the first one the page answers
 * input (it has just hydrated), and once it has settled. Each sample is a new shopper (a new
 * context); the value is Event Timing's duration of the tap (from the input to the next paint
 * after its handlers), the longest of its events. Events under 16 ms are not reported by the
 * browser: such a tap counts as 16 ms.
 */
import type { Browser, Locator, Page } from "playwright-core";
import { MOBILE_CPU_SLOWDOWN, phoneContext } from "./repeat-visit.ts";

export interface InteractionSample {
  productAddToCartMs: number;
  homeCardAddToCartMs: number;
  /** The same taps the moment the page has hydrated. */
  productAddToCartFirstMs: number;
  homeCardAddToCartFirstMs: number;
}

/** "first": as soon as the page answers input; "settled": once its main thread has been idle. */
type Moment = "first" | "settled";

const UNREPORTED_BELOW_MS = 16;

// A plain JavaScript string: tsx would wrap named functions in helpers the page does not have.
const EVENT_TIMING_SCRIPT = `(() => {
  const events = (window.__benchEvents = []);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId > 0) events.push(entry.duration);
  }).observe({ type: "event", durationThreshold: ${UNREPORTED_BELOW_MS}, buffered: true });
})()`;

/** Whether the header's cart says it holds one piece: a plain attribute read, cheap on a slowed CPU. */
const cartHoldsOne = () =>
  document.querySelector("[data-cart-target]")?.getAttribute("aria-label")?.endsWith("(1)") === true;

/**
 * Nothing of Playwright's runs in the page between the tap and its paint. Finding a button by role
 * computes accessible names over the whole page (about 60 ms of script at 4×), and Playwright's own
 * tap checks the target again before it touches: run after the tap, such a query held up the
 * browser's click by 40 to 80 ms and was counted as the shop's. So the button is found and scrolled
 * to first, the finger touches that point, and the outcome is read by polling one attribute.
 */
async function tapDuration(
  browser: Browser,
  url: string,
  moment: Moment,
  target: (page: Page) => Locator,
): Promise<number> {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript(EVENT_TIMING_SCRIPT);
    const devtools = await context.newCDPSession(page);
    await devtools.send("Emulation.setCPUThrottlingRate", { rate: MOBILE_CPU_SLOWDOWN });
    await page.goto(url);
    // The button is server-rendered where it stays: it can be found before the app starts.
    const button = target(page);
    await button.evaluate((element) => element.scrollIntoView({ block: "center" }));
    const box = (await button.boundingBox())!;
    await page.locator("html[data-interactive]").waitFor({ state: "attached" });
    // Settled: what runs after the first paint (overlays, live data) has had its turn, and the
    // main thread has been idle once. (Not "network idle": the live listeners keep a request open.)
    if (moment === "settled")
      await page.evaluate(
        () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 10_000 })),
      );
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForFunction(cartHoldsOne, undefined, { polling: 100 });
    // The entry is reported after the paint that follows the tap.
    await page.waitForTimeout(500);
    const durations = await page.evaluate(
      () => (window as unknown as { __benchEvents: number[] }).__benchEvents,
    );
    return Math.max(UNREPORTED_BELOW_MS, ...durations);
  } finally {
    await context.close();
  }
}

const addToCart = (page: Page) => page.getByRole("button", { name: "Agregar al carrito" });
const firstCardCart = (page: Page) =>
  page
    .locator("main article")
    .first()
    .getByRole("button", { name: /^Agregar .* al carrito$/ });

export async function measureInteractions(
  browser: Browser,
  pages: { home: string; product: string },
): Promise<InteractionSample> {
  return {
    productAddToCartMs: await tapDuration(browser, pages.product, "settled", addToCart),
    homeCardAddToCartMs: await tapDuration(browser, pages.home, "settled", firstCardCart),
    productAddToCartFirstMs: await tapDuration(browser, pages.product, "first", addToCart),
    homeCardAddToCartFirstMs: await tapDuration(browser, pages.home, "first", firstCardCart),
  };
}
