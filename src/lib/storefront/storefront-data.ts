/**
 * The products and shop settings every storefront page reads, from three sources in turn:
 *
 * 1. the snapshot saved on the last visit (IndexedDB): a returning shopper, even offline, sees
 *    the shop at once, with no Firestore request before the first paint;
 * 2. the storefront snapshot (one CDN-cached HTTP GET that index.html starts with the page, no
 *    Firebase SDK): the first data of a new visitor, and an update of an older saved copy;
 * 3. then, once the page has settled, live Firestore listeners for the products on screen (the
 *    ones components follow with `useFollowProducts`: the cards drawn, the product page's piece,
 *    the cart's and favorites' pieces), so prices, stock and photos an admin changes appear
 *    without a reload, and a visit reads the pieces it shows, not the whole catalog. The back
 *    office follows every product instead (`useEveryProductLive`). They run in a Web Worker
 *    (lib/firebase/live-reads.ts), which posts plain, validated data: the page's main thread
 *    never runs the Firestore SDK. Their data is saved for the next visit.
 *
 * A server-rendered page starts from the products it shows (domain/catalog/page-data.ts); the
 * whole catalog (source 2, or 1 offline) follows once the page has settled.
 *
 * One set of listeners serves the whole app while anyone is reading.
 */
import { createContext, useContext, useEffect, useSyncExternalStore } from "react";
import type { PageData, StorefrontData } from "@domain/catalog/storefront-snapshot.ts";
import type { Product } from "@domain/catalog/product.ts";
import type { ShopSettings } from "@domain/settings/settings.ts";
import { afterFirstPaint, afterPageSettles } from "@/lib/browser/after-first-paint.ts";
import { codePreloadsStarted } from "@/lib/browser/code-preloads.ts";
import type { FollowedProducts, LiveCatalog } from "@/lib/firebase/live-reads.ts";
import {
  fetchStorefrontSnapshot,
  readSavedSnapshot,
  saveSnapshot,
} from "@/lib/firebase/storefront-snapshot.ts";

export interface StorefrontState {
  /** `undefined` until a source answers. */
  products: Product[] | undefined;
  /** False while `products` holds only what a server-rendered page shows, not the whole catalog. */
  complete: boolean;
  /** Products known not to exist: a server-rendered 404, or a live read that found none. */
  missingProductIds: readonly string[];
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
  complete: false,
  missingProductIds: [],
  settings: undefined,
  source: undefined,
  failed: false,
  unreachable: false,
};
const readers = new Set<() => void>();

/** The snapshot could not be fetched, and no saved copy stood in for it. */
let snapshotMissed = false;
/** Then, until the whole catalog comes, the live listeners are its only source (see `followed`). */
const catalogMissing = () => snapshotMissed && !state.complete;

function publish(change: Partial<StorefrontState>) {
  const wasMissing = catalogMissing();
  state = { ...state, ...change };
  readers.forEach((notify) => notify());
  if (catalogMissing() !== wasMissing) followedChanged();
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
    complete: true,
    settings: keepUnchangedSettings(data.settings),
    source,
    failed: false,
    unreachable: false,
  });
}

/** The first data's arrival: saved copy and snapshot, or the server's data saved for next time. */
let firstData: Promise<void> | undefined;

/**
 * The data a server-rendered page was made from (embedded in its HTML): the page hydrates with
 * exactly that data, and it counts as a snapshot. When it is the whole catalog, nothing asks for
 * one again; when it is only what the page shows, the whole catalog follows (completeLater).
 */
export function startWithServerData(page: PageData): void {
  if (state.source !== undefined) return;
  const { products, complete, missingProductIds, settings } = page;
  publish({ products, complete, missingProductIds, settings, source: "snapshot" });
  firstData = completeLater(page).catch(() => undefined);
}

/**
 * What comes after the first paint, in modules of their own; the later data's once the boot script
 * has started its preloads a few a task (lib/browser/code-preloads.ts).
 */
const laterData = () => codePreloadsStarted("laterData").then(() => import("./later-data.ts"));
const connectivityMonitor = () => import("@/lib/browser/connectivity.ts");

/**
 * After the first paint, the whole catalog under a page that carries only what it shows (once the
 * page has settled), or the page's own catalog kept for the next visit.
 */
async function completeLater(page: PageData) {
  await new Promise<void>((resolve) => (page.complete ? afterFirstPaint : afterPageSettles)(resolve));
  const { completeServerData, keepOrUpdateServerData } = await laterData();
  await (page.complete ? keepOrUpdateServerData(store, page) : completeServerData(store, page));
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
    // The live listeners below keep what is on screen current.
    console.warn("No se pudo cargar la instantánea de la tienda", error);
    if (state.source !== "live") snapshotUnavailable();
  }
}

function snapshotUnavailable() {
  snapshotMissed = true;
  publish({ unreachable: true });
  followedChanged();
}

/** What the later arrivals (later-data.ts, loaded once the page has settled) work on. */
export interface StorefrontStore {
  state(): StorefrontState;
  publish(change: Partial<StorefrontState>): void;
  publishData(data: Omit<StorefrontData, "generatedAt">, source: StorefrontState["source"]): void;
  keepUnchanged(next: Product[]): Product[];
  keepUnchangedSettings(next: ShopSettings | null): ShopSettings | null;
  /** Neither the snapshot nor a saved copy gave the whole catalog. */
  snapshotUnavailable(): void;
}

const store: StorefrontStore = {
  state: () => state,
  publish,
  publishData,
  keepUnchanged,
  keepUnchangedSettings,
  snapshotUnavailable,
};

/** How many mounted components follow each product (or every product: `EVERY_PRODUCT`). */
const followers = new Map<string, number>();

/** Followed instead of ids by the back office, which lists and counts every product. */
export const EVERY_PRODUCT = "*";

/**
 * The ids components follow; every product for the back office, and also while the whole catalog
 * is missing because neither the snapshot nor a saved copy could be had: a page listing products
 * cannot say which ones it would show, so the live listeners are its source.
 */
function followed(): FollowedProducts {
  return followers.has(EVERY_PRODUCT) || catalogMissing() ? "every" : [...followers.keys()];
}

/** Live listeners: off, waiting for the page to settle, or on. */
let live: "off" | "pending" | LiveCatalog = "off";

/** Tells the listeners what is followed now (they start and stop only the listeners that changed). */
function followedChanged() {
  if (typeof live === "object") live.follow(followed());
}

function goLive() {
  if (live !== "off") return;
  live = "pending";
  afterPageSettles(() => {
    laterData()
      .then(({ attachLiveListeners }) => attachLiveListeners(store))
      .then((catalog) => {
        // Everyone may have stopped reading while the worker started.
        live = readers.size > 0 ? catalog : "off";
        if (readers.size > 0) catalog.follow(followed());
        else catalog.stop();
      })
      .catch(async (error: unknown) => {
        live = "off";
        console.error("No se pudo conectar con la tienda en vivo", error);
        if (state.products === undefined) publish({ failed: true });
        // Offline without the SDK's code at hand: try again when the connection returns.
        const { connectivity, whenOnline } = await connectivityMonitor();
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
  void (await connectivityMonitor()).connectivity.check();
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
 * Keeps these products live while the component is mounted: what a screen shows is what a visit
 * reads. Several components may follow the same product; it stays followed while one does.
 */
export function useFollowProducts(ids: readonly string[]): void {
  const key = ids.join("\n");
  useEffect(() => {
    const list = key.split("\n").filter(Boolean);
    countFollowers(list, 1);
    return () => countFollowers(list, -1);
  }, [key]);
}

function countFollowers(ids: string[], step: 1 | -1) {
  for (const id of ids) {
    const count = (followers.get(id) ?? 0) + step;
    if (count > 0) followers.set(id, count);
    else followers.delete(id);
  }
  followedChanged();
}

/**
 * On the server, the data of the page being rendered. A context rather than the module's state:
 * one server renders many pages at once.
 */
export const ServerStorefrontData = createContext<StorefrontState | null>(null);

export const serverStorefrontState = (page: PageData): StorefrontState => ({
  products: page.products,
  complete: page.complete,
  missingProductIds: page.missingProductIds,
  settings: page.settings,
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
