/** For tests of the shopper's persisted stores (src/shop/stores), over fake-indexeddb. */
import { idbStateStorage } from "@/lib/persistence/idb-storage.ts";

/** What a store last wrote to IndexedDB under `key`, parsed; null if nothing. */
export async function storedState(key: string): Promise<unknown> {
  const raw = await idbStateStorage.getItem(key);
  return raw === null ? null : JSON.parse(raw);
}

interface PersistedStore<State> {
  persist: { rehydrate: () => Promise<void> | void };
  setState: (state: Partial<State>) => void;
}

/** Before each test: the store read back from storage, then emptied. */
export async function startEmpty<State>(store: PersistedStore<State>, empty: Partial<State>): Promise<void> {
  await store.persist.rehydrate();
  store.setState(empty);
}

/** Writes `saved` under `key` as a store would, then has the store read it back. */
export async function restoreFrom<State>(
  store: PersistedStore<State>,
  key: string,
  saved: unknown,
): Promise<void> {
  await idbStateStorage.setItem(key, JSON.stringify(saved));
  await store.persist.rehydrate();
}
