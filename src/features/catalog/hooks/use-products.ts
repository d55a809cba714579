import { useEffect, useState } from "react";
import type { Product } from "@/domain/product.ts";
import { watchProducts } from "@/lib/firebase/products.ts";

export type ProductsState =
  { status: "loading" } | { status: "error" } | { status: "ready"; products: Product[] };

/** The live catalogue: updates whenever an admin changes a product. */
export function useProducts(): ProductsState {
  const [state, setState] = useState<ProductsState>({ status: "loading" });
  useEffect(
    () =>
      watchProducts(
        (products) => setState({ status: "ready", products }),
        (error) => {
          console.error(error);
          setState({ status: "error" });
        },
      ),
    [],
  );
  return state;
}
