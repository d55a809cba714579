/**
 * Code the boot script (app/boot/start-app.ts) preloads in short slices, and the app waits for
 * before it imports that code: Vite's import would otherwise start every preload not yet started,
 * all in one task. Starting a request costs the main thread 1 to 20 ms at 4× CPU (traced:
 * `ResourceFetcher::requestResource`, more on a busy machine); a dozen at once made tasks of 60 to
 * 150 ms.
 *
 * - `page`: the product page's code, while the app's entry downloads. The app imports the page
 *   once every preload has started (before, a dozen or more started at once just before hydration).
 * - `laterParts`: the parts mounted after the first paint (footer, toasts, notices…), and
 *   `recentlyViewed`, the strip shown once a piece has been seen; each mounts once its preloads
 *   have started (before, a lazy part's import started them inside one of React's render tasks).
 * - `laterData`: the code that brings the whole catalog and the live listeners, once the page has
 *   settled (lib/storefront/later-data.ts; its import alone made a task of 40–50 ms).
 * - `fieldVitals`: web-vitals and the beacon, on a visit sampled for field data, after the first
 *   paint (shop/lib/browser/field-vitals.ts; its import made a task of about 45 ms).
 */
export type CodeGroup = "page" | "laterParts" | "recentlyViewed" | "laterData" | "fieldVitals";

const BOOT_PRELOADS_KEY = "__chatoyantPreloads";

/** Starts a group's preloads, once; resolves when all have started. */
export type StartPreloads = (group: CodeGroup) => Promise<void>;

export function announceCodePreloads(start: StartPreloads): void {
  (window as unknown as Record<string, StartPreloads>)[BOOT_PRELOADS_KEY] = start;
}

/** Resolves once the boot script has started every preload of the group (at once without one). */
export function codePreloadsStarted(group: CodeGroup): Promise<void> {
  // Asked of the global scope, not of `window`: the later data's timer may fire in a component
  // test after the test's DOM (and its `window`) is gone.
  const start = (globalThis as unknown as Record<string, StartPreloads | undefined>)[BOOT_PRELOADS_KEY];
  return start?.(group) ?? Promise.resolve();
}
