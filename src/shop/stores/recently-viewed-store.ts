/** Products the shopper opened, newest first (spec 4), kept in the browser. */
import { create } from "zustand";
import { persist } from "zustand/middleware";
import { pushRecentlyViewed } from "@domain/catalog/recently-viewed.ts";
import { idbPersistStorage } from "@/lib/persistence/idb-storage.ts";

export const RECENTLY_VIEWED_STORAGE_KEY = "chatoyant-recently-viewed";

type RecentlyViewedState = {
  ids: string[];
  add: (id: string) => void;
  clear: () => void;
};

type PersistedRecentlyViewed = Pick<RecentlyViewedState, "ids">;

export const useRecentlyViewedStore = create<RecentlyViewedState>()(
  persist(
    (set, get) => ({
      ids: [],
      add: (id) => {
        const ids = pushRecentlyViewed(get().ids, id);
        if (ids !== get().ids) set({ ids });
      },
      clear: () => {
        if (get().ids.length > 0) set({ ids: [] });
      },
    }),
    {
      name: RECENTLY_VIEWED_STORAGE_KEY,
      version: 1,
      storage: idbPersistStorage<PersistedRecentlyViewed>(),
      partialize: (state): PersistedRecentlyViewed => ({ ids: state.ids }),
    },
  ),
);
