/**
 * Registers the service worker (through workbox-window) and says when a new version of the shop
 * is waiting. Nothing reloads behind the shopper's back: `update` is theirs to press.
 */
import { useRegisterSW } from "virtual:pwa-register/react";

export function useUpdatePrompt() {
  const {
    needRefresh: [waiting, setWaiting],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError: (error) => console.error("No se pudo registrar el service worker", error),
  });
  return {
    waiting,
    later: () => setWaiting(false),
    update: () => void updateServiceWorker(true),
  };
}
