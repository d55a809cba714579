/**
 * Whether to suggest installing the shop — only when the browser itself offers it
 * (`beforeinstallprompt`), only to a shopper who has shown interest (a favorite, something in the
 * cart, or two pieces looked at), never when already installed, and not again for 30 days after
 * 'Ahora no'.
 */
import { useState, useSyncExternalStore } from "react";
import { useCartStore } from "@/stores/cart-store.ts";
import { useRecentlyViewedStore } from "@/stores/recently-viewed-store.ts";
import { useFavoritesStore } from "@/stores/favorites-store.ts";
import { canInstall, promptInstall, subscribeInstallPrompt } from "./install-prompt.ts";

const DISMISSED_KEY = "chatoyant:instalacion-descartada";
const QUIET_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

function dismissedRecently(): boolean {
  const at = Number(localStorage.getItem(DISMISSED_KEY) ?? 0);
  return Date.now() - at < QUIET_DAYS_MS;
}

function useInterest(): boolean {
  const favorites = useFavoritesStore((state) => state.items.length);
  const inCart = useCartStore((state) => state.items.length);
  const viewed = useRecentlyViewedStore((state) => state.ids.length);
  return favorites > 0 || inCart > 0 || viewed >= 2;
}

export function useInstallSuggestion() {
  const installable = useSyncExternalStore(subscribeInstallPrompt, canInstall);
  const interested = useInterest();
  const [dismissed, setDismissed] = useState(dismissedRecently);
  const standalone = window.matchMedia("(display-mode: standalone)").matches;
  return {
    suggest: installable && interested && !dismissed && !standalone,
    notNow: () => {
      localStorage.setItem(DISMISSED_KEY, String(Date.now()));
      setDismissed(true);
    },
    install: () => void promptInstall(),
  };
}
