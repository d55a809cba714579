/**
 * The product page's code, preloaded by the boot script (start-app.ts) in short slices while the
 * app's entry downloads. The app waits for the last preload to have started before it imports the
 * page: Vite's import would otherwise start every preload not yet started, all in one task (traced
 * at 4× CPU: a dozen or more at once, 60 to 75 ms, just before hydration).
 */
const PAGE_CODE_KEY = "__chatoyantPageCode";

type WithPageCode = Record<typeof PAGE_CODE_KEY, Promise<void> | undefined>;

export function announcePageCodePreloads(started: Promise<void>): void {
  (window as unknown as WithPageCode)[PAGE_CODE_KEY] = started;
}

/** Resolves once the boot script has started every preload of the page's code (at once if none). */
export function pageCodePreloadsStarted(): Promise<void> {
  return (window as unknown as WithPageCode)[PAGE_CODE_KEY] ?? Promise.resolve();
}
