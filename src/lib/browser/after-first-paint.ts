/**
 * Work that must not hold back the first paint (live listeners, overlays, the recently viewed
 * strip) waits until the browser is idle after painting.
 */
import { startTransition, useEffect, useState } from "react";

export function afterFirstPaint(task: () => void): void {
  // Asked of the global scope, not of `window`: afterPageSettles calls this from a timer, which in
  // a component test may fire after the test's DOM (and its `window`) is gone.
  if (typeof requestIdleCallback === "function") requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 300);
}

/**
 * False on the first renders, true once the page has painted and the browser is idle. What it
 * brings in renders as a transition, in small slices, so it never blocks a tap.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}

/**
 * Heavier work that nothing on screen waits for (the live Firestore connection): a couple of
 * seconds after the page has fully loaded, in idle time, so it never competes with the first
 * photos or the shopper's first taps.
 */
export function afterPageSettles(task: () => void): void {
  const later = () => setTimeout(() => afterFirstPaint(task), 2000);
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
}

let settled: Promise<void> | undefined;

/**
 * False until the page has settled (`afterPageSettles`), then true, rendered as a transition: for
 * what the first screen can do without, like the photos a card shows only on hover or swipe.
 */
export function usePageSettled(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    settled ??= new Promise((resolve) => afterPageSettles(resolve));
    void settled.then(() => startTransition(() => setDone(true)));
  }, []);
  return done;
}
