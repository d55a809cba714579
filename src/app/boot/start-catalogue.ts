/**
 * Inlined into index.html at build time (vite.config.ts), so it runs while the page's code is still
 * downloading: it asks for the catalogue snapshot at once and, on the home page, preloads the first
 * product's photo as soon as the snapshot names it — the photo that is the largest thing on the
 * first screen. The app picks up the same answer (`takeEarlySnapshot`) instead of asking again.
 */
import { EARLY_SNAPSHOT_KEY, STOREFRONT_SNAPSHOT_PATH } from "@/domain/catalog/storefront-snapshot.ts";
import { TILE_SIZES } from "@/features/catalog/tile-sizes.ts";
import { mediaSrcSet, mediaVariantUrl } from "@/lib/firebase/media.ts";

// The back office does not show the storefront: nothing to fetch early there.
const snapshot: Promise<unknown> | null = location.pathname.startsWith("/admin")
  ? null
  : fetch(STOREFRONT_SNAPSHOT_PATH, { headers: { Accept: "application/json" } }).then((response) =>
      response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`)),
    );
if (snapshot) {
  (window as unknown as Record<string, unknown>)[EARLY_SNAPSHOT_KEY] = snapshot;
  // A failure (offline, say) is the app's to handle when it takes the answer, not an unhandled one.
  snapshot.catch(() => undefined);
}

if (snapshot && location.pathname === "/") {
  snapshot
    .then((data) => {
      const first = (data as { products?: { media?: { uso?: string | null } }[] }).products?.[0]?.media?.uso;
      const href = first ? mediaVariantUrl(first) : null;
      if (!first || !href) return;
      const link = document.createElement("link");
      link.rel = "preload";
      link.as = "image";
      link.href = href;
      link.imageSrcset = mediaSrcSet(first) ?? "";
      link.imageSizes = TILE_SIZES;
      link.fetchPriority = "high";
      document.head.append(link);
    })
    .catch(() => undefined);
}
