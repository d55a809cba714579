/**
 * A server-rendered page starts its app (the entry module) once the first screen's photos are on
 * the screen, not before: the page is already whole without JavaScript, and evaluating the app's
 * code and hydrating occupy a phone's main thread for a second or more, during which a photo that
 * has arrived cannot paint. The code downloads meanwhile (the server turns the entry's script tag
 * into a low-priority `modulepreload` marked `data-app-entry`), so it starts the moment the
 * photos show. The shopper's first tap or key starts it at once, and it never waits longer than
 * `MAX_WAIT_MS` (a photo on a slow connection).
 */
import { APP_ENTRY_ATTRIBUTE } from "@domain/catalog/storefront-snapshot.ts";
import { firstScreenPhotosShown } from "@/lib/browser/first-screen-photos.ts";

const MAX_WAIT_MS = 2500;

export function startAppAfterFirstPhotos(): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const entry = document.querySelector<HTMLLinkElement>(`link[${APP_ENTRY_ATTRIBUTE}]`);
    if (entry) void import(entry.href);
  };
  for (const type of ["pointerdown", "keydown"]) addEventListener(type, start, { capture: true, once: true });
  setTimeout(start, MAX_WAIT_MS);
  const afterPhotos = () =>
    void firstScreenPhotosShown(document.getElementById("root") ?? document).then(start);
  if (document.readyState === "loading")
    document.addEventListener("DOMContentLoaded", afterPhotos, { once: true });
  else afterPhotos();
}
