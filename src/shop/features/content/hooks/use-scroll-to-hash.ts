import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";

/**
 * Brings the element named by the URL fragment into view (/ayuda#envios), which React Router leaves
 * to the app. It waits until `ready` (the page's data has loaded and the target exists), reacts to
 * every new navigation to a fragment, even the same one again, and runs a frame later because the
 * shop layout scrolls to the top after each path change. The target takes focus so keyboard and
 * screen-reader users continue from there.
 */
export function useScrollToHash(ready: boolean) {
  const { hash, key } = useLocation();
  const shownBefore = useRef(false);

  useEffect(() => {
    if (!ready) return;
    // Arriving on the page jumps straight to the section; moving within the page glides.
    const arriving = !shownBefore.current;
    if (!hash) {
      shownBefore.current = true;
      return;
    }
    const frame = requestAnimationFrame(() => {
      shownBefore.current = true;
      const target = document.getElementById(fragmentId(hash));
      if (!target) return;
      const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      target.scrollIntoView({ behavior: arriving || reduceMotion ? "auto" : "smooth", block: "start" });
      target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [ready, hash, key]);
}

/** "#env%C3%ADos" → "envíos"; a malformed escape is looked up as written. */
function fragmentId(hash: string): string {
  const raw = hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
