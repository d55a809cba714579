/**
 * A shopper on a phone who comes back: one visit that settles (snapshot saved in IndexedDB, service
 * worker — when the build has one — active and controlling), then (a) a visit online, counting what
 * the page requests before the grid shows, and (b) a visit with the network off, timed from
 * navigation start to the grid, once at this machine's speed and once with the CPU slowed down 4×.
 * Each sample is a new browser context, so a new shopper.
 *
 * "Grid visible" is marked inside the page: a MutationObserver installed before the app's scripts
 * notes the first `main article` with a box, and the next animation frame (the one that paints it)
 * records `performance.now()` — milliseconds since navigation start, with no Playwright round trip.
 */
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { LOCALE } from "@domain/locale.ts";
import { HOSTING_URL } from "../emulators/launch.ts";
import { CHROMIUM_FLAGS, chromiumPath } from "./chromium.ts";
import { isFirestoreRequest, isSnapshotRequest } from "./requests.ts";
import { endListenChannelsOnClose } from "../browser/listen-channels.ts";

export type ServiceWorkerState = "controlando" | "sin service worker" | "registrado sin controlar";

export interface OfflineVisit {
  /** `undefined` when the page could not show the grid offline; `failure` says why. */
  gridVisibleMs: number | undefined;
  failure: string | undefined;
}

export interface RepeatVisitSample {
  serviceWorker: ServiceWorkerState;
  returning: {
    gridVisibleMs: number;
    firestoreBeforeGrid: number;
    snapshotFetchesBeforeGrid: number;
    /** Where each of those snapshot fetches was answered from: "red", "service worker", "caché HTTP". */
    snapshotAnsweredBy: string[];
  };
  offline: OfflineVisit;
  /** The same visit with the CPU slowed down 4×, as Lighthouse's mobile preset does (informative). */
  offlineSlowCpu: OfflineVisit;
}

/** Lighthouse's mobile preset slows the CPU down by this factor. */
export const MOBILE_CPU_SLOWDOWN = 4;

// Plain JavaScript strings: tsx would wrap named functions in helpers the page does not have.
const GRID_MARK_SCRIPT = `(() => {
  const bench = (window.__bench = { gridVisibleAt: undefined });
  let seen = false;
  const observer = new MutationObserver(() => {
    if (seen) return;
    const article = document.querySelector("main article");
    if (!article) return;
    const box = article.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || getComputedStyle(article).visibility === "hidden") return;
    seen = true;
    observer.disconnect();
    requestAnimationFrame(() => { bench.gridVisibleAt = performance.now(); });
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
})()`;

// Opening a database that does not exist yet would create it without idb-keyval's store.
const SNAPSHOT_SAVED = `new Promise((resolve) => {
  const open = indexedDB.open("keyval-store");
  open.onupgradeneeded = () => open.transaction.abort();
  open.onsuccess = () => {
    try {
      const read = open.result.transaction("keyval").objectStore("keyval").get("storefront-snapshot");
      read.onsuccess = () => resolve(read.result !== undefined);
      read.onerror = () => resolve(false);
    } catch { resolve(false); }
  };
  open.onerror = () => resolve(false);
})`;

const HAS_REGISTRATION = `"serviceWorker" in navigator
  ? navigator.serviceWorker.getRegistration().then((registration) => registration !== undefined)
  : false`;
const SW_READY = `navigator.serviceWorker.ready.then(() => true)`;
const IS_CONTROLLED = `"serviceWorker" in navigator && navigator.serviceWorker.controller !== null`;

const GRID_TIMEOUT_MS = 20_000;
/** How long a first visit may take to register its service worker before we call it absent. */
const REGISTRATION_WAIT_MS = 15_000;

async function poll(page: Page, expression: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await page.evaluate(expression).catch(() => false)) return true;
    await page.waitForTimeout(250);
  }
  return false;
}

/** Navigates from a blank page (so the previous page's requests end first) and waits for the grid. */
async function visitHome(page: Page): Promise<number> {
  await page.goto("about:blank");
  await page.goto(HOSTING_URL, { waitUntil: "commit" });
  await page.waitForFunction("window.__bench?.gridVisibleAt !== undefined", undefined, {
    timeout: GRID_TIMEOUT_MS,
  });
  return (await page.evaluate("window.__bench.gridVisibleAt")) as number;
}

async function settle(page: Page): Promise<ServiceWorkerState> {
  if (!(await poll(page, SNAPSHOT_SAVED, GRID_TIMEOUT_MS))) {
    throw new Error("La instantánea de la tienda no se guardó en IndexedDB");
  }
  if (!(await poll(page, HAS_REGISTRATION, REGISTRATION_WAIT_MS))) return "sin service worker";
  await page.waitForFunction(SW_READY, undefined, { timeout: GRID_TIMEOUT_MS });
  // A page loaded before its worker activated is not controlled; the next navigation is.
  await visitHome(page);
  return (await page.evaluate(IS_CONTROLLED)) ? "controlando" : "registrado sin controlar";
}

/**
 * Counts what the page itself asks for between navigation start and the grid. Start times come
 * from the browser (DevTools' `wallTime`), on the same clock as `performance.timeOrigin`; a
 * Playwright `request` event reaches Node tens of milliseconds after the fact.
 */
async function measureReturning(
  context: BrowserContext,
  page: Page,
): Promise<RepeatVisitSample["returning"]> {
  const devtools = await context.newCDPSession(page);
  const requests = new Map<string, { url: string; startMs: number; answeredBy?: string }>();
  devtools.on("Network.requestWillBeSent", (event) => {
    requests.set(event.requestId, { url: event.request.url, startMs: event.wallTime * 1000 });
  });
  devtools.on("Network.responseReceived", ({ requestId, response }) => {
    const request = requests.get(requestId);
    if (!request) return;
    request.answeredBy = response.fromServiceWorker
      ? "service worker"
      : response.fromDiskCache || response.fromPrefetchCache
        ? "caché HTTP"
        : "red";
  });
  devtools.on("Network.requestServedFromCache", ({ requestId }) => {
    const request = requests.get(requestId);
    if (request) request.answeredBy = "caché HTTP";
  });
  await devtools.send("Network.enable");
  let gridVisibleMs: number;
  let navigationStart: number;
  try {
    gridVisibleMs = await visitHome(page);
    navigationStart = (await page.evaluate("performance.timeOrigin")) as number;
    // Requests made before the grid may be answered after it.
    await page.waitForTimeout(1500);
  } finally {
    await devtools.detach();
  }
  const gridAt = navigationStart + gridVisibleMs;
  const beforeGrid = [...requests.values()].filter(
    (request) => request.startMs >= navigationStart && request.startMs < gridAt,
  );
  const snapshotFetches = beforeGrid.filter((request) => isSnapshotRequest(request.url));
  return {
    gridVisibleMs,
    firestoreBeforeGrid: beforeGrid.filter((request) => isFirestoreRequest(request.url)).length,
    snapshotFetchesBeforeGrid: snapshotFetches.length,
    snapshotAnsweredBy: snapshotFetches.map((request) => request.answeredBy ?? "sin respuesta"),
  };
}

async function visitOffline(context: BrowserContext, page: Page, cpuSlowdown = 1): Promise<OfflineVisit> {
  const devtools = cpuSlowdown === 1 ? undefined : await context.newCDPSession(page);
  // The rate stays with the page across navigations while this session is attached.
  await devtools?.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  try {
    return { gridVisibleMs: await visitHome(page), failure: undefined };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0]! : String(error);
    return { gridVisibleMs: undefined, failure: reason };
  } finally {
    await devtools?.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await devtools?.detach();
  }
}

export async function launchPhoneBrowser(): Promise<Browser> {
  // playwright-core adds its own headless flag; the rest are the shared ones.
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith("--headless")),
  });
  return endListenChannelsOnClose(browser);
}

/** A new shopper on a 390×844 touch phone, in Spanish (Chile). */
export function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: LOCALE,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: "allow",
  });
}

export async function measureRepeatVisit(browser: Browser): Promise<RepeatVisitSample> {
  const context = await phoneContext(browser);
  try {
    await context.addInitScript(GRID_MARK_SCRIPT);
    const page = await context.newPage();
    await visitHome(page);
    const serviceWorker = await settle(page);
    const returning = await measureReturning(context, page);
    await context.setOffline(true);
    try {
      const offline = await visitOffline(context, page);
      const offlineSlowCpu = await visitOffline(context, page, MOBILE_CPU_SLOWDOWN);
      return { serviceWorker, returning, offline, offlineSlowCpu };
    } finally {
      await context.setOffline(false);
    }
  } finally {
    await context.close();
  }
}
