import { useSyncExternalStore } from "react";
import type { ShopSettings } from "@/domain/settings.ts";
import { watchShopSettings } from "@/lib/firebase/settings.ts";

/**
 * One shared listener for the settings document, however many components read it: header,
 * footer and pages all subscribe to the same snapshot.
 */
let current: ShopSettings | null | undefined;
const listeners = new Set<() => void>();
let unsubscribe: (() => void) | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  unsubscribe ??= watchShopSettings(
    (settings) => {
      current = settings;
      listeners.forEach((notify) => notify());
    },
    (error) => console.error("No se pudieron cargar los ajustes de la tienda", error),
  );
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      unsubscribe?.();
      unsubscribe = undefined;
    }
  };
}

/** `undefined` while loading, `null` if the shop has no settings yet. */
export function useShopSettings(): ShopSettings | null | undefined {
  return useSyncExternalStore(subscribe, () => current);
}
