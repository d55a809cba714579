/**
 * Input that arrives before the app answers it. A server-rendered page shows its buttons a moment
 * before React hydrates them (its code is still on the way), and React can only replay what
 * reaches it once hydration has begun. Until then, this part of the boot script holds the taps on
 * the page's buttons and a Ctrl/⌘+K: the taps are replayed once the page's content has hydrated
 * (`markInteractive`), and the search launcher opens for the shortcut as it mounts. Links need nothing: they work
 * without JavaScript.
 */

/** On `<html>` once the page answers input (the journeys wait for it). */
export const INTERACTIVE_ATTRIBUTE = "data-interactive";

const EARLY_INPUT_KEY = "__chatoyantEarlyInput";

interface EarlyInput {
  /** Buttons tapped, in order. */
  taps: HTMLElement[];
  /** Ctrl/⌘+K was pressed: the search launcher takes it when it mounts (`takeEarlySearchShortcut`). */
  searchShortcut: boolean;
  release: () => void;
}

const earlyInput = () => (window as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT_KEY];

const isSearchShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k";

export function holdEarlyInput(): void {
  const early: EarlyInput = { taps: [], searchShortcut: false, release: () => undefined };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button || !document.getElementById("root")?.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    early.taps.push(button);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isSearchShortcut(event)) return;
    // The browser's own Ctrl+K (its address bar) must not take it.
    event.preventDefault();
    early.searchShortcut = true;
  };
  document.addEventListener("click", onClick, true);
  document.addEventListener("keydown", onKeyDown, true);
  early.release = () => {
    document.removeEventListener("click", onClick, true);
    document.removeEventListener("keydown", onKeyDown, true);
  };
  (window as unknown as Record<string, EarlyInput>)[EARLY_INPUT_KEY] = early;
}

/** Parts of the page that hydrate after it (HydrateLater) and have not yet. */
const partsHydrating = new Set<object>();
let pageHydrated = false;

/**
 * A part that hydrates after the page registers here until it has: taps are held until every such
 * part has hydrated. React drops a tap on a part not hydrated yet (2 of 20 taps on a home card,
 * at 4× CPU on a loaded machine, came between the page's hydration and its grid's and were lost).
 * Returns what the part calls once it has hydrated (or is gone).
 */
export function holdInputUntilHydrated(): () => void {
  const part = {};
  partsHydrating.add(part);
  return () => {
    if (!partsHydrating.delete(part)) return;
    if (pageHydrated && partsHydrating.size === 0) answerInput();
  };
}

/**
 * The page's content has hydrated: once the parts that hydrate after it have too, the page answers
 * input. Called from an effect of the page, after the parts' own layout effects have registered.
 */
export function markInteractive(): void {
  pageHydrated = true;
  if (partsHydrating.size === 0) answerInput();
}

/**
 * Stops holding taps, and replays those held, in order, in a task of their own. Called from an
 * effect, while React is still committing: a click dispatched there on a part not hydrated yet
 * cannot make React hydrate that part at once, and React drops it; from a new task, React hydrates
 * the part and then handles the click.
 */
function answerInput(): void {
  document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, "");
  const early = earlyInput();
  if (!early) return;
  early.release();
  const taps = early.taps.splice(0);
  if (taps.length === 0) return;
  // Hydration keeps the server's elements: each one tapped is still there, now React's.
  setTimeout(() => {
    for (const button of taps) if (button.isConnected) button.click();
  }, 0);
}

/** Whether Ctrl/⌘+K came before the search launcher could answer it; asking forgets it. */
export function takeEarlySearchShortcut(): boolean {
  const early = earlyInput();
  const pressed = early?.searchShortcut ?? false;
  if (early) early.searchShortcut = false;
  return pressed;
}
