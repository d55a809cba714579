/**
 * Chrome's install prompt (`beforeinstallprompt`) can fire before the suggestion component has
 * loaded, even before the app's code has arrived on a slow connection, so the boot script holds
 * it from the start (`holdInstallPrompt`) and the suggestion takes it over when its code loads
 * (`captureInstallPrompt`), keeping it until the shopper is asked. The browser decides when the shop is installable; this
 * only chooses the moment to ask.
 */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Where the boot script keeps a prompt that came before the app. */
const EARLY_PROMPT_KEY = "__chatoyantInstallPrompt";
type EarlyPrompt = { event?: BeforeInstallPromptEvent; stop: () => void };
const earlyPrompt = () => (window as unknown as Record<string, EarlyPrompt | undefined>)[EARLY_PROMPT_KEY];

/** In the boot script: holds a prompt that fires before the app has started. */
export function holdInstallPrompt(): void {
  const hold = (event: Event) => {
    event.preventDefault();
    early.event = event as BeforeInstallPromptEvent;
  };
  // Installed before the suggestion's code came: nothing left to offer.
  const installed = () => delete early.event;
  const early: EarlyPrompt = {
    stop: () => {
      window.removeEventListener("beforeinstallprompt", hold);
      window.removeEventListener("appinstalled", installed);
    },
  };
  (window as unknown as Record<string, EarlyPrompt>)[EARLY_PROMPT_KEY] = early;
  window.addEventListener("beforeinstallprompt", hold);
  window.addEventListener("appinstalled", installed);
}

/** Takes over from the boot script's hold, once (the suggestion's module calls it as it loads). */
export function captureInstallPrompt(): void {
  const early = earlyPrompt();
  early?.stop();
  deferred = early?.event ?? null;
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener("appinstalled", () => {
    deferred = null;
    notify();
  });
}

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const canInstall = (): boolean => deferred !== null;

/** Shows the browser's own install dialog; true if the shopper accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  notify();
  await event.prompt();
  return (await event.userChoice).outcome === "accepted";
}
