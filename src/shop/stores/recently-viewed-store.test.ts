import "fake-indexeddb/auto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { restoreFrom, startEmpty, storedState } from "@/shop/testing/persisted-store.ts";
import { RECENTLY_VIEWED_STORAGE_KEY, useRecentlyViewedStore } from "./recently-viewed-store.ts";

const recent = () => useRecentlyViewedStore.getState();

const storedRecent = () => storedState(RECENTLY_VIEWED_STORAGE_KEY);

beforeEach(() => startEmpty(useRecentlyViewedStore, { ids: [] }));

describe("useRecentlyViewedStore", () => {
  it("keeps at most 6 unique ids, newest first", () => {
    for (const id of ["a", "b", "c", "d", "e", "f", "g", "c"]) recent().add(id);
    expect(recent().ids).toEqual(["c", "g", "f", "e", "d", "b"]);
  });

  it("clears the list", () => {
    recent().add("a");
    recent().clear();
    expect(recent().ids).toEqual([]);
  });

  it("does not notify subscribers when the product is already the newest", () => {
    recent().add("a");
    const listener = vi.fn();
    const unsubscribe = useRecentlyViewedStore.subscribe(listener);
    recent().add("a");
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
  });

  it("saves the ids to IndexedDB and restores them", async () => {
    recent().add("a");
    recent().add("b");
    await vi.waitFor(async () =>
      expect(await storedRecent()).toEqual({ state: { ids: ["b", "a"] }, version: 1 }),
    );

    await restoreFrom(useRecentlyViewedStore, RECENTLY_VIEWED_STORAGE_KEY, {
      state: { ids: ["z", "y"] },
      version: 1,
    });
    expect(recent().ids).toEqual(["z", "y"]);
  });
});
