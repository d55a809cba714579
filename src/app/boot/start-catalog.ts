/**
 * Part of the boot script inlined into index.html, so it runs while the page's code is still
 * downloading: it asks for the catalog snapshot at once and preloads the largest thing on the
 * first screen as soon as the snapshot names it — the first product's photo on the home page, the
 * product's main photo on a product page. The app picks up the same snapshot answer
 * (`takeEarlySnapshot`) instead of asking again.
 *
 * A page the server rendered already has its data and its photo preloads: nothing to do.
 */
import {
  EARLY_SNAPSHOT_KEY,
  SERVER_RENDERED_ATTRIBUTE,
  STOREFRONT_SNAPSHOT_PATH,
} from "@domain/catalog/storefront-snapshot.ts";
import { PHOTO_SLOTS, type ProductMedia } from "@domain/catalog/product.ts";
import { matchRoute, productIdFromPath } from "@domain/shop-paths.ts";
import { GALLERY_SIZES, TILE_SIZES } from "@/shop/features/catalog/tile-sizes.ts";
import { mediaSrcSet, mediaVariantUrl } from "@/lib/firebase/media.ts";

const { pathname } = location;
const route = matchRoute(pathname);
const productId = productIdFromPath(pathname);

function addLink(attributes: Partial<HTMLLinkElement>) {
  document.head.append(Object.assign(document.createElement("link"), attributes));
}

const serverRendered = document.documentElement.hasAttribute(SERVER_RENDERED_ATTRIBUTE);

// The back office does not show the storefront: nothing to fetch early there.
const snapshot: Promise<unknown> | null =
  route === "admin" || serverRendered
    ? null
    : fetch(STOREFRONT_SNAPSHOT_PATH, { headers: { Accept: "application/json" } }).then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`)),
      );
if (snapshot) {
  (window as unknown as Record<string, unknown>)[EARLY_SNAPSHOT_KEY] = snapshot;
  // A failure (offline, say) is the app's to handle when it takes the answer, not an unhandled one.
  snapshot.catch(() => undefined);
}

if (snapshot && (route === "home" || productId)) {
  snapshot
    .then((data) => {
      const products = (data as { products?: { id?: string; media?: Partial<ProductMedia> }[] }).products;
      const product = productId ? products?.find(({ id }) => id === productId) : products?.[0];
      // The first photo the page shows: the gallery starts at the first slot that has one.
      const photo = productId
        ? PHOTO_SLOTS.map((slot) => product?.media?.[slot]).find(Boolean)
        : product?.media?.uso;
      const href = photo ? mediaVariantUrl(photo) : null;
      if (!photo || !href) return;
      addLink({
        rel: "preload",
        as: "image",
        href,
        imageSrcset: mediaSrcSet(photo) ?? "",
        imageSizes: productId ? GALLERY_SIZES : TILE_SIZES,
        fetchPriority: "high",
      });
    })
    .catch(() => undefined);
}
