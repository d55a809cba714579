/**
 * Code the boot script (app/boot/start-app.ts) preloads in short slices, and the app waits for before it
 * imports that code: Vite's import would otherwise start every preload not yet started, all in one
 * task. Starting a request costs the main thread 1 to 5 ms at 4× CPU (traced:
 * `ResourceFetcher::requestResource`); a dozen at once made tasks of 60 to 150 ms.
 *
 * - The product page's code, while the app's entry downloads: the app imports the page once every
 *   preload has started (before, a dozen or more started at once just before hydration).
 * - The parts mounted after the first paint (footer, toasts, notices…), when the app asks: they
 *   mount once every preload has started (before, a lazy part's import started its own ones,
 *   inside one of React's render tasks).
 */
const PAGE_CODE_KEY = "__chatoyantPageCode";
const LATER_PARTS_KEY = "__chatoyantLaterParts";

interface CodePreloads {
  [PAGE_CODE_KEY]?: Promise<void>;
  [LATER_PARTS_KEY]?: () => Promise<void>;
}

const boot = () => window as unknown as CodePreloads;

export function announceCodePreloads(pageCode: Promise<void> | undefined, laterParts: () => Promise<void>) {
  boot()[PAGE_CODE_KEY] = pageCode;
  boot()[LATER_PARTS_KEY] = laterParts;
}

/** Resolves once the boot script has started every preload of the page's code (at once if none). */
export function pageCodePreloadsStarted(): Promise<void> {
  return boot()[PAGE_CODE_KEY] ?? Promise.resolve();
}

let laterParts: Promise<void> | undefined;

/** Starts the later parts' preloads (once); resolves when all have started, or at once without a boot script. */
export function laterPartsPreloadsStarted(): Promise<void> {
  laterParts ??= boot()[LATER_PARTS_KEY]?.() ?? Promise.resolve();
  return laterParts;
}
