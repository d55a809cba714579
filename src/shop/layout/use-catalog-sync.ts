import { useEffect } from "react";
import { useCatalogProducts } from "@/lib/storefront/use-catalog.ts";
import { useCartStore } from "@/stores/cart-store.ts";
import { useFavoritesStore } from "@/stores/favorites-store.ts";

/** Keeps the saved cart and favorites in step with live prices and stock. */
export function useCatalogSync(): void {
  const products = useCatalogProducts();
  useEffect(() => {
    if (products.length === 0) return;
    useCartStore.getState().refresh(products);
    useFavoritesStore.getState().refresh(products);
  }, [products]);
}
