/**
 * Which Chakra system the app renders with: the first-paint one until the full one has loaded.
 * Pages and overlays that need more recipes than the home page wait for `loadFullSystem()` while
 * their own code loads, so nothing ever renders without its styles.
 */
import { useSyncExternalStore } from "react";
import { firstPaintSystem } from "./system.ts";

let active = firstPaintSystem;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

export function loadFullSystem(): Promise<void> {
  loading ??= import("./full-system.ts").then(({ fullSystem }) => {
    active = fullSystem;
    listeners.forEach((notify) => notify());
  });
  return loading;
}

/** A lazy import that also brings the full system. */
export function withFullSystem<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadFullSystem()]))[0];
}

export function useActiveSystem() {
  return useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    () => active,
    () => active,
  );
}
