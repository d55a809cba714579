/**
 * Whether to suggest installing the shop — only when the browser itself offers it
 * (`beforeinstallprompt`), only to a shopper who has shown interest (a favorite, something in the
 * cart, or two pieces looked at), never when already installed, and not again for 30 days after
 * 'Ahora no'.
 *
 * Interest is read when a page opens, not as it changes: the suggestion then appears on the next
 * page the shopper opens, never right after her tap (where it would slide in under her finger and
 * its code would load and render inside the tap's own frame, the slowest tap of a visit).
 */
import { useMemo, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router-dom";
import { useCartStore } from "@/shop/stores/cart-store.ts";
import { useRecentlyViewedStore } from "@/shop/stores/recently-viewed-store.ts";
import { useFavoritesStore } from "@/shop/stores/favorites-store.ts";
import { canInstall, captureInstallPrompt, promptInstall, subscribeInstallPrompt } from "./install-prompt.ts";

captureInstallPrompt();

const DISMISSED_KEY = "chatoyant:instalacion-descartada";
const QUIET_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

function dismissedRecently(): boolean {
  const at = Number(localStorage.getItem(DISMISSED_KEY) ?? 0);
  return Date.now() - at < QUIET_DAYS_MS;
}

function interestShown(): boolean {
  return (
    useFavoritesStore.getState().items.length > 0 ||
    useCartStore.getState().items.length > 0 ||
    useRecentlyViewedStore.getState().ids.length >= 2
  );
}

/** Interest as it stood when the current page opened. */
function useInterestOnThisPage(): boolean {
  const { pathname } = useLocation();
  // The page is the memo's key (never empty): each page reads the interest once, when it opens.
  return useMemo(() => pathname !== "" && interestShown(), [pathname]);
}

export function useInstallSuggestion() {
  const installable = useSyncExternalStore(subscribeInstallPrompt, canInstall);
  const interested = useInterestOnThisPage();
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
