/**
 * What reaches the storefront data after the first paint (storefront-data.ts): the whole catalog
 * under a server-rendered page that carries only what it shows, and the live listeners' answers.
 * Loaded once the page has settled, so none of it weighs on home's first-paint JavaScript.
 */
import type { PageData } from "@domain/catalog/storefront-snapshot.ts";
import type { Product } from "@domain/catalog/product.ts";
import { watchCatalog, type LiveCatalog } from "@/lib/firebase/live-reads.ts";
import { connectivity } from "@/lib/browser/connectivity.ts";
import { afterPageSettles } from "@/lib/browser/after-first-paint.ts";
import {
  fetchStorefrontSnapshot,
  readSavedSnapshot,
  saveSnapshot,
} from "@/lib/firebase/storefront-snapshot.ts";
import type { StorefrontStore } from "./storefront-data.ts";

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** `list` with the product `id` replaced, removed (`null`), or added in its place, newest first. */
function withProduct(list: Product[], id: string, product: Product | null): Product[] {
  const index = list.findIndex((candidate) => candidate.id === id);
  if (product === null) return index < 0 ? list : list.filter((_, i) => i !== index);
  if (index >= 0)
    return sameJson(list[index], product) ? list : list.map((old, i) => (i === index ? product : old));
  const before = list.findIndex((candidate) => candidate.createdAt < product.createdAt);
  return before < 0 ? [...list, product] : [...list.slice(0, before), product, ...list.slice(before)];
}

let saveTimer: ReturnType<typeof setTimeout> | undefined;
/** Saves live data for the next visit, a moment after the last answer of a burst. */
function saveLiveDataSoon(store: StorefrontStore) {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => {
    const { products, settings, complete, source } = store.state();
    // Only a whole catalog: a part saved would pass for the catalog on the next visit.
    if (!products || !complete || settings === undefined) return;
    // Live answers for the pieces on screen do not make the rest current: the copy keeps the date
    // of the catalog it was saved from, so the next visit still takes a newer snapshot. Only the
    // whole catalog live (the back office) is current as of now.
    const stamp =
      source === "live"
        ? Promise.resolve(new Date())
        : readSavedSnapshot().then((saved) => saved?.generatedAt);
    void stamp.then((generatedAt) => generatedAt && saveSnapshot({ generatedAt, products, settings }));
  }, 1000);
}

/**
 * A page that carried the whole catalog may be a copy the service worker kept from an earlier
 * visit: a newer copy saved since then replaces it, and otherwise it is saved for the next visit.
 */
export async function keepOrUpdateServerData(store: StorefrontStore, page: PageData): Promise<void> {
  const saved = await readSavedSnapshot();
  if (!saved || saved.generatedAt <= page.generatedAt) return saveSnapshot(page);
  // Once the page has settled: an update while React hydrates would make it draw it again.
  afterPageSettles(() => store.state().source === "snapshot" && store.publishData(saved, "snapshot"));
}

/**
 * The whole catalog under a page that shows part of it: the snapshot (CDN-cached), or offline the
 * copy saved on an earlier visit. The page's own products win over an older whole.
 */
export async function completeServerData(store: StorefrontStore, page: PageData): Promise<void> {
  const [saved, fetched] = await Promise.all([
    readSavedSnapshot(),
    fetchStorefrontSnapshot().catch((error: unknown) => {
      console.warn("No se pudo cargar la instantánea de la tienda", error);
      return undefined;
    }),
  ]);
  const whole = fetched && (!saved || fetched.generatedAt >= saved.generatedAt) ? fetched : saved;
  if (whole) {
    const products =
      whole.generatedAt >= page.generatedAt
        ? whole.products
        : page.products.reduce((list, product) => withProduct(list, product.id, product), whole.products);
    store.publishData(
      { products, settings: store.state().settings ?? whole.settings },
      whole === fetched ? "snapshot" : "saved",
    );
  }
  if (fetched) void saveSnapshot(fetched);
  // With no whole catalog at all, the live listeners bring it (storefront-data.ts, `followed`).
  else if (!whole) store.snapshotUnavailable();
  else store.publish({ unreachable: true });
}

/** The shop's settings and the followed products, live (lib/firebase/live-reads.ts). */
export function attachLiveListeners(store: StorefrontStore): Promise<LiveCatalog> {
  const { state, publish } = store;
  return watchCatalog(
    (products, fromCache) => {
      // While the server cannot be reached, Firestore answers from the worker's cache, which may
      // be empty; it must not replace the catalog the page already shows from the snapshot.
      if (fromCache && state().products !== undefined) return;
      // Cached data counts as saved data: maybe incomplete, so a missing product is not "missing".
      publish({
        products: store.keepUnchanged(products),
        complete: true,
        ...(fromCache ? { source: "saved" } : { source: "live", unreachable: false }),
        failed: false,
      });
      // Only the server's data is saved: a copy of the cache, stamped now, would pass for newer
      // than the next snapshot and hide it.
      if (!fromCache) saveLiveDataSoon(store);
    },
    (id, product, fromCache) => {
      // The cache is this device's copy, maybe older than the page's and maybe empty.
      if (fromCache) return;
      const { products: before, missingProductIds: missing } = state();
      const products = withProduct(before ?? [], id, product);
      publish({
        products: before !== undefined || products.length > 0 ? products : undefined,
        missingProductIds:
          product !== null
            ? missing.filter((other) => other !== id)
            : missing.includes(id)
              ? missing
              : [...missing, id],
        unreachable: false,
        failed: false,
      });
      if (products !== before) saveLiveDataSoon(store);
    },
    (settings, fromCache) => {
      if (fromCache && state().settings !== undefined) return;
      publish({ settings: store.keepUnchangedSettings(settings) });
      if (!fromCache) saveLiveDataSoon(store);
    },
    { reachable: () => connectivity.reportReachable(), failure: () => connectivity.reportNetworkFailure() },
    (what, error) => {
      if (what === "settings") return console.error("No se pudieron cargar los ajustes de la tienda", error);
      console.error("Error al cargar productos", error);
      if (state().products === undefined) publish({ failed: true });
    },
  );
}
