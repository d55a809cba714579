/**
 * The storefront snapshot (see the domain module): fetched from the Hosting-cached function with a
 * plain `fetch`, and kept in IndexedDB for the next visit. Nothing here loads a Firebase SDK, so
 * the first paint does not wait for one.
 */
import {
  EARLY_SNAPSHOT_KEY,
  fromStorefrontSnapshot,
  STOREFRONT_SNAPSHOT_PATH,
  toStorefrontSnapshot,
  type StorefrontData,
} from "@domain/catalog/storefront-snapshot.ts";
import { readStored, writeStored } from "@/lib/persistence/idb-storage.ts";

const STORAGE_KEY = "storefront-snapshot";

/** The request index.html started with the page, once; undefined if there is none (dev server). */
function takeEarlySnapshot(): Promise<unknown> | undefined {
  const holder = window as unknown as Record<string, Promise<unknown> | undefined>;
  const early = holder[EARLY_SNAPSHOT_KEY];
  delete holder[EARLY_SNAPSHOT_KEY];
  return early;
}

async function requestSnapshot(): Promise<unknown> {
  const response = await fetch(STOREFRONT_SNAPSHOT_PATH, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`Instantánea de la tienda: HTTP ${response.status}`);
  return response.json();
}

/**
 * Every visit asks for it, so its failure is the first sign that the network is gone. Its success
 * proves nothing: the browser's HTTP cache may have answered (it keeps the snapshot a minute).
 */
export async function fetchStorefrontSnapshot(): Promise<StorefrontData> {
  const early = takeEarlySnapshot();
  try {
    return fromStorefrontSnapshot(await (early ?? requestSnapshot()));
  } catch (error) {
    // A fetch that never got an answer; the connectivity monitor loads only then (not before paint).
    if (error instanceof TypeError) {
      void import("@/lib/browser/connectivity.ts").then(({ connectivity }) =>
        connectivity.reportNetworkFailure(),
      );
    }
    throw error;
  }
}

/** The snapshot saved on an earlier visit, if any (a damaged one counts as none). */
export async function readSavedSnapshot(): Promise<StorefrontData | undefined> {
  const saved = await readStored<unknown>(STORAGE_KEY);
  if (saved === undefined) return undefined;
  try {
    return fromStorefrontSnapshot(saved);
  } catch {
    return undefined;
  }
}

export function saveSnapshot(data: StorefrontData): Promise<void> {
  return writeStored(STORAGE_KEY, toStorefrontSnapshot(data));
}
