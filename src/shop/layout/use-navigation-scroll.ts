import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router-dom";

/** How long a return to an earlier page keeps trying to reach its place while the page grows. */
const RESTORE_WINDOW_MS = 3000;

/**
 * Where the page stands after a navigation inside the app: a new page starts at the top (spec,
 * common chrome), and back or forward return to where the shopper was on that entry, as a browser
 * does between documents. The app's own start moves nothing: on a server-rendered page the shopper
 * may have been reading and scrolling for a second or more before the app answers, and a jump to
 * the top then put the gallery under a finger already on its way to "Agregar al carrito" (5 to 9
 * taps of 10 landed, 390 px at 4× CPU). A reload keeps the browser's own restoration. A change of
 * query or fragment alone is not a new page (search, /ayuda#envios scrolls itself).
 */
export function useNavigationScroll(): void {
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const shown = useRef<{ key: string; pathname: string } | null>(null);

  // The place of the entry on screen, kept as the shopper scrolls: by the time the next page has
  // rendered, the browser may already have clamped the scroll to that page's height.
  useEffect(() => {
    const remember = () => {
      if (shown.current) positions.current.set(shown.current.key, window.scrollY);
    };
    window.addEventListener("scroll", remember, { passive: true });
    return () => window.removeEventListener("scroll", remember);
  }, []);

  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = { key, pathname };
    if (!previous || previous.key === key) return;
    if (navigationType === "POP") {
      const saved = positions.current.get(key);
      // An entry from before a reload: the browser restores it by itself.
      return saved === undefined ? undefined : restoreScroll(saved);
    }
    if (previous.pathname !== pathname) window.scrollTo(0, 0);
  }, [key, pathname, navigationType]);
}

/**
 * Scrolls to `top`, and again as the page grows (its data and lazy parts arrive after the first
 * render) until it is reached, the shopper scrolls or taps herself, or a few seconds pass.
 */
function restoreScroll(top: number): () => void {
  const root = document.documentElement;
  const reached = () => Math.abs(window.scrollY - top) < 1 || root.scrollHeight - window.innerHeight >= top;
  window.scrollTo(0, top);
  if (reached()) return () => undefined;

  const grows = new ResizeObserver(() => {
    window.scrollTo(0, top);
    if (reached()) stop();
  });
  const timer = setTimeout(() => stop(), RESTORE_WINDOW_MS);
  const userInput = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
  function stop() {
    grows.disconnect();
    clearTimeout(timer);
    for (const type of userInput) window.removeEventListener(type, stop);
  }
  grows.observe(document.body);
  for (const type of userInput) window.addEventListener(type, stop, { passive: true, once: true });
  return stop;
}
