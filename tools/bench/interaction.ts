/**
 * How long a tap takes to answer on a phone whose CPU is 4× slower: "Agregar al carrito" on a
 * product page, and a card's cart button on home, at two moments: the first one the page answers
 * input (it has just hydrated), and once it has settled. Each sample is a new shopper (a new
 * context); the value is Event Timing's duration of the tap (from the input to the next paint
 * after its handlers), the longest of its events. Events under 16 ms are not reported by the
 * browser: such a tap counts as 16 ms.
 */
import type { Browser, CDPSession } from "playwright-core";
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

/** How long to wait for the click's Event Timing entry, which comes after the paint that follows it. */
const ENTRY_WAIT_MS = 3000;
/** A tap whose piece is not in the cart by then was lost: the sample fails (and is retried once). */
const OUTCOME_WAIT_MS = 30_000;

// A plain JavaScript string: tsx would wrap named functions in helpers the page does not have.
const EVENT_TIMING_SCRIPT = `(() => {
  const events = (window.__benchEvents = []);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId > 0) events.push({ name: entry.name, duration: entry.duration });
  }).observe({ type: "event", durationThreshold: ${UNREPORTED_BELOW_MS}, buffered: true });
})()`;

/** The button the finger goes to, found without Playwright (see tapDuration). */
const TARGETS = {
  addToCart: `[...document.querySelectorAll("main button")].find((b) => b.textContent.trim() === "Agregar al carrito")`,
  firstCardCart: `[...(document.querySelector("main article")?.querySelectorAll("button") ?? [])].find((b) => /^Agregar .* al carrito$/.test(b.getAttribute("aria-label") ?? ""))`,
} as const;

/** Runs an expression in the page's own world and returns its (awaited) value. */
async function inPage<T>(devtools: CDPSession, expression: string): Promise<T> {
  const { result, exceptionDetails } = await devtools.send("Runtime.evaluate", {
    expression,
    awaitPromise: true,
    returnByValue: true,
  });
  if (exceptionDetails)
    throw new Error(`En la página: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  return result.value as T;
}

/**
 * Nothing of Playwright's is in the page while it is measured. Playwright's injected script (which
 * any locator brings in) listens on the window, in the capture phase, to every pointer, touch,
 * mouse and click event, for its own hit-target checks: those listeners ran on each event of the
 * tap, 7 to 11 ms of it at 4× in a trace, time no shopper's phone spends. Finding a button by role
 * also computes accessible names over the whole page. So the page is driven through DevTools
 * alone: the button is found and scrolled to by a plain query, the finger touches its centre as
 * Playwright's own tap does (a touch start and end), and the outcome is read from one attribute.
 */
async function tapDuration(browser: Browser, url: string, moment: Moment, target: string): Promise<number> {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript(EVENT_TIMING_SCRIPT);
    const devtools = await context.newCDPSession(page);
    await devtools.send("Emulation.setCPUThrottlingRate", { rate: MOBILE_CPU_SLOWDOWN });
    await page.goto(url);
    // The button is server-rendered where it stays: it can be found before the app starts.
    const centre = await inPage<{ x: number; y: number } | null>(
      devtools,
      `(() => {
        const button = ${target};
        if (!button) return null;
        button.scrollIntoView({ block: "center" });
        const box = button.getBoundingClientRect();
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      })()`,
    );
    if (!centre) throw new Error(`${url}: no está el botón que se toca`);
    await inPage(
      devtools,
      `new Promise((resolve) => {
        const ready = () => document.documentElement.hasAttribute("data-interactive");
        if (ready()) return resolve(true);
        new MutationObserver((_, observer) => {
          if (ready()) observer.disconnect(), resolve(true);
        }).observe(document.documentElement, { attributes: true });
      })`,
    );
    // Settled: what runs after the first paint (overlays, live data) has had its turn, and the
    // main thread has been idle once. (Not "network idle": the live listeners keep a request open.)
    if (moment === "settled")
      await inPage(
        devtools,
        `new Promise((resolve) => requestIdleCallback(() => resolve(true), { timeout: 10000 }))`,
      );
    await devtools.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [centre] });
    await devtools.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    // The header's cart says it holds one piece, then the click's entry arrives (after its paint).
    const durations = await inPage<number[] | null>(
      devtools,
      `new Promise((resolve) => {
        const holdsOne = () =>
          document.querySelector("[data-cart-target]")?.getAttribute("aria-label")?.endsWith("(1)") === true;
        const clicked = () => window.__benchEvents.some((event) => event.name === "click");
        const started = performance.now();
        let heldAt;
        const poll = setInterval(() => {
          const now = performance.now();
          if (!holdsOne()) {
            if (now - started > ${OUTCOME_WAIT_MS}) clearInterval(poll), resolve(null);
            return;
          }
          heldAt ??= now;
          if (!clicked() && now - heldAt < ${ENTRY_WAIT_MS}) return;
          clearInterval(poll);
          resolve(window.__benchEvents.map((event) => event.duration));
        }, 100);
      })`,
    );
    if (!durations) throw new Error(`${url}: el toque no puso la pieza en el carrito`);
    return Math.max(UNREPORTED_BELOW_MS, ...durations);
  } finally {
    await context.close();
  }
}

export async function measureInteractions(
  browser: Browser,
  pages: { home: string; product: string },
): Promise<InteractionSample> {
  return {
    productAddToCartMs: await tapDuration(browser, pages.product, "settled", TARGETS.addToCart),
    homeCardAddToCartMs: await tapDuration(browser, pages.home, "settled", TARGETS.firstCardCart),
    productAddToCartFirstMs: await tapDuration(browser, pages.product, "first", TARGETS.addToCart),
    homeCardAddToCartFirstMs: await tapDuration(browser, pages.home, "first", TARGETS.firstCardCart),
  };
}
