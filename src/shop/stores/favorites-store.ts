/**
 * The shopper's liked products, kept in the browser. Each keeps a small snapshot of the product,
 * enough to draw a card before (or without) the live catalog, refreshed whenever it arrives.
 */
import { create } from "zustand";
import { persist } from "zustand/middleware";
import type { Product, ProductMedia } from "@domain/catalog/product.ts";
import { idbPersistStorage } from "@/lib/persistence/idb-storage.ts";

export const FAVORITES_STORAGE_KEY = "chatoyant-favorites";

export type FavoriteProduct = Pick<Product, "id" | "name" | "price" | "productType" | "stock"> & {
  media: Pick<ProductMedia, "uso" | "studio">;
};

/** Keeps only the snapshot's fields, whether given a full product or a snapshot. */
export function favoriteFromProduct(product: FavoriteProduct): FavoriteProduct {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    productType: product.productType,
    stock: product.stock,
    media: { uso: product.media.uso, studio: product.media.studio },
  };
}

function sameFavorite(a: FavoriteProduct, b: FavoriteProduct): boolean {
  return (
    a.id === b.id &&
    a.name === b.name &&
    a.price === b.price &&
    a.productType === b.productType &&
    a.stock === b.stock &&
    a.media.uso === b.media.uso &&
    a.media.studio === b.media.studio
  );
}

type FavoritesState = {
  /** Newest first. */
  items: FavoriteProduct[];
  /** Likes the product, or unlikes it if it was liked. */
  toggle: (product: FavoriteProduct) => void;
  /** Updates snapshots from the live catalog; products missing from it are kept as they are. */
  refresh: (products: readonly Product[]) => void;
};

type PersistedFavorites = Pick<FavoritesState, "items">;

export function selectIsFavorite(id: string): (state: FavoritesState) => boolean {
  return (state) => state.items.some((item) => item.id === id);
}

export const useFavoritesStore = create<FavoritesState>()(
  persist(
    (set, get) => ({
      items: [],
      toggle: (product) => {
        const items = get().items;
        set({
          items: items.some((item) => item.id === product.id)
            ? items.filter((item) => item.id !== product.id)
            : [favoriteFromProduct(product), ...items],
        });
      },
      refresh: (products) => {
        const byId = new Map(products.map((product) => [product.id, product]));
        let changed = false;
        const items = get().items.map((item) => {
          const product = byId.get(item.id);
          if (!product) return item;
          const fresh = favoriteFromProduct(product);
          if (sameFavorite(item, fresh)) return item;
          changed = true;
          return fresh;
        });
        if (changed) set({ items });
      },
    }),
    {
      name: FAVORITES_STORAGE_KEY,
      version: 1,
      storage: idbPersistStorage<PersistedFavorites>(),
      partialize: (state): PersistedFavorites => ({ items: state.items }),
    },
  ),
);
