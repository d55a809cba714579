/**
 * The products and shop settings every storefront page reads, from three sources in turn:
 *
 * 1. the snapshot saved on the last visit (IndexedDB): a returning shopper, even offline, sees
 *    the shop at once, with no Firestore request before the first paint;
 * 2. the storefront snapshot (one CDN-cached HTTP GET that index.html starts with the page, no
 *    Firebase SDK): the first data of a new visitor, and an update of an older saved copy;
 * 3. then, once the page has settled, live Firestore listeners, so prices, stock and photos an
 *    admin changes appear without a reload. They run in a Web Worker (lib/firebase/live-reads.ts),
 *    which posts plain, validated data: the page's main thread never runs the Firestore SDK.
 *    Their data is saved for the next visit.
 *
 * One set of listeners serves the whole app while anyone is reading.
 */
import { createContext, useContext, useSyncExternalStore } from "react";
import type { StorefrontData } from "@domain/catalog/storefront-snapshot.ts";
import type { Product } from "@domain/catalog/product.ts";
import type { ShopSettings } from "@domain/settings/settings.ts";
import { afterPageSettles } from "@/lib/browser/after-first-paint.ts";
import {
  fetchStorefrontSnapshot,
  readSavedSnapshot,
  saveSnapshot,
} from "@/lib/firebase/storefront-snapshot.ts";

export interface StorefrontState {
  /** `undefined` until a source answers. */
  products: Product[] | undefined;
  /** `undefined` while loading, `null` if the shop has no (valid) settings. */
  settings: ShopSettings | null | undefined;
  /** Saved data may be old; snapshot and live data are current. */
  source: "saved" | "snapshot" | "live" | undefined;
  /** No source could provide the products. */
  failed: boolean;
  /** The snapshot could not be fetched, and no current data has come since. */
  unreachable: boolean;
}

let state: StorefrontState = {
  products: undefined,
  settings: undefined,
  source: undefined,
  failed: false,
  unreachable: false,
};
const readers = new Set<() => void>();

function publish(change: Partial<StorefrontState>) {
  state = { ...state, ...change };
  readers.forEach((notify) => notify());
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The new list, keeping the previous object of every product that did not change, and the
 * previous list when none did, so pages re-render only where the data changed (each source
 * delivers fresh objects).
 */
function keepUnchanged(next: Product[]): Product[] {
  const before = state.products ?? [];
  const previous = new Map(before.map((product) => [product.id, product]));
  const kept = next.map((product) => {
    const old = previous.get(product.id);
    return old && sameJson(old, product) ? old : product;
  });
  return kept.length === before.length && kept.every((product, i) => product === before[i]) ? before : kept;
}

function keepUnchangedSettings(next: ShopSettings | null): ShopSettings | null {
  return state.settings !== undefined && sameJson(state.settings, next) ? state.settings : next;
}

function publishData(data: Omit<StorefrontData, "generatedAt">, source: StorefrontState["source"]) {
  publish({
    products: keepUnchanged(data.products),
    settings: keepUnchangedSettings(data.settings),
    source,
    failed: false,
    unreachable: false,
  });
}

/** The first data's arrival: saved copy and snapshot, or the server's data saved for next time. */
let firstData: Promise<void> | undefined;

/**
 * The catalog a server-rendered page was made from (embedded in its HTML): the page hydrates
 * with exactly that data, and it counts as a snapshot, so nothing asks for one again. The page may
 * be a copy the service worker kept from an earlier visit: a newer copy saved since then replaces
 * it right after, and otherwise it is saved for the next visit.
 */
export function startWithServerData(data: StorefrontData): void {
  if (state.source !== undefined) return;
  publishData(data, "snapshot");
  firstData = readSavedSnapshot()
    .then((saved) => {
      if (!saved || saved.generatedAt <= data.generatedAt) return saveSnapshot(data);
      // Once the page has settled: an update while React hydrates would make it draw it again.
      afterPageSettles(() => state.source === "snapshot" && publishData(saved, "snapshot"));
    })
    .catch(() => undefined);
}

async function loadFirstData() {
  // The saved copy paints at once; the snapshot (already on its way: index.html preloads it)
  // then brings it up to date, until the live listeners take over.
  const saved = await readSavedSnapshot();
  if (saved && state.source === undefined) publishData(saved, "saved");
  try {
    const snapshot = await fetchStorefrontSnapshot();
    // A copy saved from live data can be newer than the (CDN-cached) snapshot.
    if (saved && saved.generatedAt >= snapshot.generatedAt) return;
    if (state.source !== "live") publishData(snapshot, "snapshot");
    void saveSnapshot(snapshot);
  } catch (error) {
    // The live listeners below are the fallback.
    console.warn("No se pudo cargar la instantánea de la tienda", error);
    if (state.source !== "live") publish({ unreachable: true });
  }
}

let saveTimer: ReturnType<typeof setTimeout> | undefined;
function saveLiveDataSoon() {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => {
    const { products, settings } = state;
    if (products && settings !== undefined)
      void saveSnapshot({ generatedAt: new Date(), products, settings });
  }, 1000);
}

/** Live listeners: off, waiting for the page to paint, or on (with the function that stops them). */
let live: "off" | "pending" | { stop: () => void } = "off";

async function attachLiveListeners() {
  const [{ watchCatalog }, { connectivity }] = await Promise.all([
    import("@/lib/firebase/live-reads.ts"),
    import("@/lib/browser/connectivity.ts"),
  ]);
  // While the server cannot be reached, Firestore answers from the worker's cache, which may be
  // empty; it must not replace the catalog the page already shows from the snapshot.
  const stop = await watchCatalog(
    (products, fromCache) => {
      if (fromCache && state.products !== undefined) return;
      // Cached data counts as saved data: maybe incomplete, so a missing product is not "missing".
      publish({
        products: keepUnchanged(products),
        ...(fromCache ? { source: "saved" } : { source: "live", unreachable: false }),
        failed: false,
      });
      // Only the server's data is saved: a copy of the cache, stamped now, would pass for newer
      // than the next snapshot and hide it.
      if (!fromCache) saveLiveDataSoon();
    },
    (settings, fromCache) => {
      if (fromCache && state.settings !== undefined) return;
      publish({ settings: keepUnchangedSettings(settings) });
      if (!fromCache) saveLiveDataSoon();
    },
    { reachable: () => connectivity.reportReachable(), failure: () => connectivity.reportNetworkFailure() },
    (what, error) => {
      if (what === "settings") return console.error("No se pudieron cargar los ajustes de la tienda", error);
      console.error("Error al cargar productos", error);
      if (state.products === undefined) publish({ failed: true });
    },
  );
  // Everyone stopped reading while the worker started.
  if (readers.size === 0) {
    stop();
    live = "off";
    return;
  }
  live = { stop };
}

function goLive() {
  if (live !== "off") return;
  live = "pending";
  afterPageSettles(() => {
    attachLiveListeners().catch(async (error: unknown) => {
      live = "off";
      console.error("No se pudo conectar con la tienda en vivo", error);
      if (state.products === undefined) publish({ failed: true });
      // Offline without the SDK's code at hand: try again when the connection returns.
      const { connectivity, whenOnline } = await import("@/lib/browser/connectivity.ts");
      if (!(await connectivity.check())) whenOnline(() => readers.size > 0 && goLive());
    });
  });
}

/**
 * After a load that failed for the network: asks for the snapshot again, then for the live
 * listeners if they are not on, and checks the connection (the offline banner reads it).
 */
export async function retryStorefrontData(): Promise<void> {
  publish({ failed: false, unreachable: false });
  const { connectivity } = await import("@/lib/browser/connectivity.ts");
  void connectivity.check();
  firstData = loadFirstData();
  await firstData.finally(goLive);
}

function subscribe(reader: () => void) {
  readers.add(reader);
  if (readers.size === 1) {
    firstData ??= loadFirstData();
    void firstData.finally(goLive);
  }
  return () => {
    readers.delete(reader);
    if (readers.size === 0 && typeof live === "object") {
      live.stop();
      live = "off";
    }
  };
}

/**
 * On the server, the data of the page being rendered. A context rather than the module's state:
 * one server renders many pages at once.
 */
export const ServerStorefrontData = createContext<StorefrontState | null>(null);

export const serverStorefrontState = (data: StorefrontData): StorefrontState => ({
  products: data.products,
  settings: data.settings,
  source: "snapshot",
  failed: false,
  unreachable: false,
});

/** Reads one slice of the storefront data; `select` must return a stored value, not a new object. */
export function useStorefrontData<T>(select: (state: StorefrontState) => T): T {
  const server = useContext(ServerStorefrontData);
  return useSyncExternalStore(
    subscribe,
    () => select(state),
    () => select(server ?? state),
  );
}
