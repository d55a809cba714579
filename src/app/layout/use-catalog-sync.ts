import { useEffect } from "react";
import { useCatalogueProducts } from "@/features/catalog/hooks/use-catalogue.ts";
import { useCartStore } from "@/features/cart/stores/cart-store.ts";
import { useFavoritesStore } from "@/features/favorites/stores/favorites-store.ts";

/** Keeps the saved cart and favourites in step with live prices and stock. */
export function useCatalogueSync(): void {
  const products = useCatalogueProducts();
  useEffect(() => {
    if (products.length === 0) return;
    useCartStore.getState().refresh(products);
    useFavoritesStore.getState().refresh(products);
  }, [products]);
}
