/** The shopper's cart, kept in the browser; every rule lives in the domain's cart module. */
import { create } from "zustand";
import { persist } from "zustand/middleware";
import {
  addToCart,
  cartItemCount,
  refreshCartItems,
  removeFromCart,
  setCartQuantity,
  type CartItem,
} from "@domain/orders/cart.ts";
import type { Product } from "@domain/catalog/product.ts";
import { idbPersistStorage } from "@/lib/persistence/idb-storage.ts";

export const CART_STORAGE_KEY = "chatoyant-cart";

type CartState = {
  items: CartItem[];
  /** True when at least one unit went in (false when out of stock or already at the stock limit). */
  add: (product: Product, quantity?: number) => boolean;
  setQuantity: (productId: string, quantity: number) => void;
  remove: (productId: string) => void;
  clear: () => void;
  /** Updates names, prices, stock and photos from the live catalog. */
  refresh: (products: readonly Product[]) => void;
};

type PersistedCart = Pick<CartState, "items">;

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => {
      // Skipping unchanged lists spares re-renders and an IndexedDB write.
      const update = (change: (items: CartItem[]) => CartItem[]) => {
        const items = change(get().items);
        if (items !== get().items) set({ items });
      };
      return {
        items: [],
        add: (product, quantity = 1) => {
          const before = cartItemCount(get().items);
          update((items) => addToCart(items, product, quantity));
          return cartItemCount(get().items) > before;
        },
        setQuantity: (productId, quantity) => update((items) => setCartQuantity(items, productId, quantity)),
        remove: (productId) => update((items) => removeFromCart(items, productId)),
        clear: () => update((items) => (items.length === 0 ? items : [])),
        refresh: (products) => update((items) => refreshCartItems(items, products)),
      };
    },
    {
      name: CART_STORAGE_KEY,
      version: 1,
      storage: idbPersistStorage<PersistedCart>(),
      partialize: (state): PersistedCart => ({ items: state.items }),
    },
  ),
);
