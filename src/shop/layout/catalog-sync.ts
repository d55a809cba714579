import { useEffect } from "react";
import { useFollowProducts } from "@/lib/storefront/storefront-data.ts";
import { useWholeCatalog } from "@/lib/storefront/use-catalog.ts";
import { useCartStore } from "@/shop/stores/cart-store.ts";
import { useFavoritesStore } from "@/shop/stores/favorites-store.ts";

/**
 * Keeps the saved cart and favorites in step with live prices and stock. The cart's pieces stay
 * live on every page (their stock decides the checkout); favorites follow the catalog's updates.
 * Mounted after the first paint: nothing on the first screen waits for it.
 */
export default function CatalogSync(): null {
  const cartIds = useCartStore((state) => state.items.map((item) => item.productId).join("\n"));
  useFollowProducts(cartIds === "" ? [] : cartIds.split("\n"));
  // Only the whole catalog can say that a piece is gone.
  const products = useWholeCatalog();
  useEffect(() => {
    if (!products || products.length === 0) return;
    useCartStore.getState().refresh(products);
    useFavoritesStore.getState().refresh(products);
  }, [products]);
  return null;
}
