/**
 * Debian's Chromium driven by playwright-core (no browser download), at the two widths every
 * journey checks. Screenshots go to test-results/screenshots for a person to look at.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

const screenshotDir = path.resolve("test-results/screenshots");

function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return execFileSync("sh", ["-c", "command -v chromium || command -v chromium-browser"], {
    encoding: "utf8",
  }).trim();
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-quic",
    ],
  });
}

export async function openPage(browser: Browser, viewport: ViewportName): Promise<Page> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    locale: "es-CL",
    isMobile: viewport === "phone",
    hasTouch: viewport === "phone",
  });
  const page = await context.newPage();
  page.on("pageerror", (error) => console.error(`[navegador ${viewport}]`, error));
  page.on("console", (message) => {
    if (message.type() === "error") console.error(`[consola ${viewport}]`, message.text());
  });
  return page;
}

/** Whole pages by default; `fullPage: false` for what is on screen (an open dialog or panel). */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage });
}
