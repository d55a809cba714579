/**
 * Starts the app: the entry module and the modules it imports at once (vite.config.ts takes their
 * tags out of the HTML and sets their addresses here), and on a product page that page's own code.
 *
 * A page the server rendered is whole without JavaScript, which only makes it answer input. Its
 * app starts once the first screen is on the screen: the first contentful paint, then the photos
 * the page asked for first (`fetchpriority="high"`) decoded and painted, for at most
 * `PHOTO_WAIT_MS`. Until then those photos, the fonts and the stylesheet have the connection to
 * themselves, and the phone paints before it parses and runs code. A tap or key that comes sooner
 * starts it at once (the tap itself is held and replayed, lib/browser/early-input.ts). Every
 * other page (the cart, orders, the back office, the offline shell) is drawn by the app, which
 * starts at once.
 */
import { matchRoute, productIdFromPath } from "@domain/shop-paths.ts";
import { afterFrames } from "@/shop/lib/browser/next-paint.ts";
import { announceCodePreloads, type CodeGroup } from "@/lib/browser/code-preloads.ts";

/** The entry module and the modules it imports statically (set by vite.config.ts). */
declare const APP_ENTRY: { src: string; imports: string[] };
/** Each group's JavaScript files, not already part of the entry (set by vite.config.ts). */
declare const CODE_GROUPS: Record<CodeGroup, string[]>;

/** Where a browser reports no paint timing, the first paint counts as this long after the start. */
const NO_PAINT_TIMING_MS = 1000;
/** How long after the first paint the app waits for the first screen's photos. */
const PHOTO_WAIT_MS = 1000;

const preloaded = new Set<string>();

function addModulePreload(href: string) {
  preloaded.add(href);
  document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
}

/**
 * The entry's requests start in slices too: its imports' preloads and then the entry itself took
 * one task of 75–80 ms at 4× (traced), right after the first screen, where a tap is likely.
 */
async function loadApp(): Promise<void> {
  // The groups are the shop's: the back office's own parts load as its imports start them.
  const shop = matchRoute(location.pathname) !== "admin";
  const started: Partial<Record<CodeGroup, Promise<void>>> = {};
  const start = (group: CodeGroup) =>
    (started[group] ??= preloadInSlices(
      CODE_GROUPS[group],
      group === "page" ? "user-blocking" : "user-visible",
    ));
  if (shop) announceCodePreloads(start);

  await preloadInSlices(APP_ENTRY.imports, "user-blocking");
  await nextTask("user-blocking");
  const entry = Object.assign(document.createElement("script"), { type: "module", src: APP_ENTRY.src });
  entry.crossOrigin = "";
  document.head.append(entry);
  // The product page is lazy: the app would only ask for it once its own code had run.
  if (shop && productIdFromPath(location.pathname)) void start("page");
}

/**
 * A few preloads a task (lib/browser/code-preloads.ts says why). The product page's go at the
 * priority of what the shopper waits for: one a task at normal priority took 1.2 s at 4×, behind
 * the page's other work. A file already started is not started again.
 */
const PRELOAD_SLICE_MS = 8;

type TaskPriority = "user-blocking" | "user-visible";

async function preloadInSlices(hrefs: string[], priority: TaskPriority): Promise<void> {
  const pending = hrefs.filter((href) => !preloaded.has(href));
  let next = 0;
  while (next < pending.length) {
    await nextTask(priority);
    const sliceEnd = performance.now() + PRELOAD_SLICE_MS;
    do addModulePreload(pending[next++]!);
    while (next < pending.length && performance.now() < sliceEnd);
  }
}

interface TaskScheduler {
  postTask(task: () => void, options: { priority: TaskPriority }): Promise<void>;
}

/** A new task, at this priority where the browser has `scheduler.postTask`. */
function nextTask(priority: TaskPriority): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: Partial<TaskScheduler> };
  if (scheduler?.postTask) return scheduler.postTask(() => undefined, { priority });
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves once the first contentful paint has been presented (or cannot be known). */
function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
      setTimeout(resolve, NO_PAINT_TIMING_MS);
      return;
    }
    if (painted()) return resolve();
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "paint" });
  });
}

/** Resolves once the first screen's photos have been painted, or `PHOTO_WAIT_MS` has passed. */
async function firstScreenShown(): Promise<void> {
  await firstContentfulPaint();
  const photos = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  // decode() settles once a photo can be painted (or never will be); the frame after the next
  // one has shown it.
  const painted = Promise.all(photos.map((photo) => photo.decode().catch(() => undefined))).then(() =>
    afterFrames(2),
  );
  await Promise.race([painted, new Promise((resolve) => setTimeout(resolve, PHOTO_WAIT_MS))]);
}

export function startApp({ afterFirstScreen }: { afterFirstScreen: boolean }): void {
  if (!afterFirstScreen) return void loadApp();
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of EARLY_INPUT) removeEventListener(type, start, true);
    void loadApp();
  };
  const EARLY_INPUT = ["pointerdown", "keydown"] as const;
  for (const type of EARLY_INPUT) addEventListener(type, start, true);
  void firstScreenShown().then(start);
}
