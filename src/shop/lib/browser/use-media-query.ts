import { useSyncExternalStore } from "react";

/**
 * Whether the page matches a media query, kept current as the window changes. On the server, and
 * while hydrating a server-rendered page, it answers `fallback`, so the markup matches the server's.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", notify);
      return () => list.removeEventListener("change", notify);
    },
    () => window.matchMedia(query).matches,
    () => fallback,
  );
}
