/**
 * Debian's Chromium driven by playwright-core (no browser download), at the two widths every
 * journey checks: its headless shell for pages, the whole browser where Chrome's own behaviour is
 * the point (offering to install the shop). Screenshots go to test-results/screenshots for a person
 * to look at.
 */
import { mkdirSync, mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { LOCALE } from "@domain/locale.ts";
import { chromiumPath, headlessChromiumPath } from "../bench/chromium.ts";
import { endChannelsAfter, endListenChannelsOnClose } from "./listen-channels.ts";

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;
/** For `describe.each`: a journey runs once at each width. */
export const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];

const screenshotDir = path.resolve("test-results/screenshots");

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-quic",
];

export async function launchBrowser(): Promise<Browser> {
  return endListenChannelsOnClose(
    await chromium.launch({ executablePath: headlessChromiumPath(), args: CHROMIUM_ARGS }),
  );
}

/**
 * A browser with an ordinary profile in a fresh folder: Chrome does not offer to install apps from
 * the incognito-like contexts of `launchBrowser`.
 */
export async function launchProfileBrowser(viewport: ViewportName): Promise<BrowserContext> {
  const profile = mkdtempSync(path.join(tmpdir(), "chatoyant-perfil-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    viewport: VIEWPORTS[viewport],
    locale: LOCALE,
    isMobile: viewport === "phone",
    hasTouch: viewport === "phone",
  });
  endChannelsAfter(context);
  // The profile folder goes with the browser, instead of piling up in /tmp run after run. Chromium
  // may still be writing to it as the context closes: retry, and never fail a test over it.
  context.on("close", () => {
    rm(profile, { recursive: true, force: true, maxRetries: 5 }).catch((error: unknown) =>
      console.warn(`No se pudo borrar el perfil ${profile}`, error),
    );
  });
  return context;
}

/**
 * A new visitor's page. The service worker is blocked unless asked for: with it, requests it serves
 * escape `page.route`, and only the offline journey is about it.
 */
export async function openPage(
  browser: Browser,
  viewport: ViewportName,
  { serviceWorker = false } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    locale: LOCALE,
    isMobile: viewport === "phone",
    hasTouch: viewport === "phone",
    serviceWorkers: serviceWorker ? "allow" : "block",
  });
  const page = await context.newPage();
  page.on("pageerror", (error) => console.error(`[navegador ${viewport}]`, error));
  page.on("console", (message) => {
    if (message.type() === "error") console.error(`[consola ${viewport}]`, message.text());
  });
  return page;
}

/**
 * Waits until the app answers input. A server-rendered page shows its content first; a touch or
 * drag before it has hydrated does nothing (React replays only clicks and keys).
 */
export async function waitUntilInteractive(page: Page): Promise<void> {
  await page.locator("html[data-interactive]").waitFor({ state: "attached" });
}

/**
 * Whole pages by default; `fullPage: false` for what is on screen (an open dialog or panel). JPEG:
 * Chromium encodes a whole desktop home page as PNG in 0.84 CPU-s, as JPEG in 0.39.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await withEverythingRendered(page, fullPage, () =>
    page.screenshot({
      path: path.join(screenshotDir, `${name}.jpg`),
      fullPage,
      type: "jpeg",
      quality: 85,
    }),
  );
}

/**
 * Runs `capture` with every part of the page rendered. The browser skips the rendering of parts
 * far from the screen (`content-visibility: auto`, the product cards' photos) and draws them as
 * they come near it; a whole-page screenshot shows the page as a shopper scrolling through sees it.
 */
export async function withEverythingRendered<T>(page: Page, whole: boolean, capture: () => Promise<T>) {
  if (!whole) return capture();
  const style = await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  try {
    return await capture();
  } finally {
    await style.evaluate((element) => (element as Element).remove());
  }
}
