import { useSyncExternalStore } from "react";
import type { Product } from "@/domain/product.ts";
import { watchProducts } from "@/lib/firebase/products.ts";

export type CatalogueState =
  { status: "loading" } | { status: "error" } | { status: "ready"; products: Product[] };

/**
 * The live catalogue, newest first, shared by every reader (grid, search, related products,
 * favourites): one Firestore listener for the whole app, kept while anyone is looking.
 */
let current: CatalogueState = { status: "loading" };
const readers = new Set<() => void>();
let unsubscribe: (() => void) | undefined;

function publish(state: CatalogueState) {
  current = state;
  readers.forEach((notify) => notify());
}

function subscribe(reader: () => void) {
  readers.add(reader);
  unsubscribe ??= watchProducts(
    (products) => publish({ status: "ready", products }),
    (error) => {
      console.error("Error al cargar productos", error);
      publish({ status: "error" });
    },
  );
  return () => {
    readers.delete(reader);
    if (readers.size === 0) {
      unsubscribe?.();
      unsubscribe = undefined;
    }
  };
}

export function useCatalogue(): CatalogueState {
  return useSyncExternalStore(subscribe, () => current);
}

/** The products of the catalogue, or an empty list while it loads or failed. */
export function useCatalogueProducts(): Product[] {
  const state = useCatalogue();
  return state.status === "ready" ? state.products : noProducts;
}
const noProducts: Product[] = [];
