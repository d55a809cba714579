/**
 * Where zustand persists the cart, favorites and recently viewed, and where the last storefront
 * snapshot is kept: IndexedDB through idb-keyval (the only module that imports it). Storage failures (private modes, blocked or missing
 * IndexedDB) are logged and swallowed, so the shop keeps working in memory instead of breaking
 * every cart action.
 */
import { createStore, del, get, set, type UseStore } from "idb-keyval";
import { createJSONStorage, type PersistStorage, type StateStorage } from "zustand/middleware";

// idb-keyval's own database and store, so what shoppers saved before stays theirs.
const keyvalStore = createStore("keyval-store", "keyval");

/**
 * Commits each write as soon as it is queued. Left to commit by itself, a write waits for its
 * request's answer to reach the page, and a page that navigates away first loses it: a test under
 * load opened the cart right after adding a piece and found the piece missing.
 */
const store: UseStore = (mode, callback) =>
  keyvalStore(mode, (objectStore) => {
    const result = callback(objectStore);
    // Browsers before commit() (Safari 14 and older) still commit by themselves.
    if (mode === "readwrite") objectStore.transaction.commit?.();
    return result;
  });

async function quietly<T>(action: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await action();
  } catch (error) {
    console.warn("No se pudo usar el almacenamiento del navegador", error);
    return fallback;
  }
}

/** Raw JSON strings by key. */
export const idbStateStorage: StateStorage<Promise<void>> = {
  getItem: (name) => quietly(async () => (await get<string>(name, store)) ?? null, null),
  setItem: (name, value) => quietly(() => set(name, value, store), undefined),
  removeItem: (name) => quietly(() => del(name, store), undefined),
};

/**
 * The `storage` option of zustand's `persist` for a store whose persisted slice is `S`; none where
 * there is no IndexedDB at all (the server renderer), so the store simply starts empty there.
 */
export function idbPersistStorage<S>(): PersistStorage<S> | undefined {
  return typeof indexedDB === "undefined" ? undefined : createJSONStorage<S>(() => idbStateStorage);
}

/** A value stored whole under `key` (structured clone), or `undefined`. */
export function readStored<T>(key: string): Promise<T | undefined> {
  return quietly(() => get<T>(key, store), undefined);
}

export function writeStored(key: string, value: unknown): Promise<void> {
  return quietly(() => set(key, value, store), undefined);
}
