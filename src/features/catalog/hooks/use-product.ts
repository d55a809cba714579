import { useEffect, useState } from "react";
import type { Product } from "@/domain/product.ts";
import { watchProduct } from "@/lib/firebase/products.ts";

export type ProductState =
  { status: "loading" } | { status: "missing" } | { status: "ready"; product: Product };

/** One product, live. The result is keyed by id so a new id shows "loading" until its data arrives. */
export function useProduct(id: string | null): ProductState {
  const [result, setResult] = useState<{ id: string; state: ProductState }>();
  useEffect(() => {
    if (!id) return;
    return watchProduct(
      id,
      (product) => setResult({ id, state: product ? { status: "ready", product } : { status: "missing" } }),
      (error) => {
        console.error(error);
        setResult({ id, state: { status: "missing" } });
      },
    );
  }, [id]);

  if (!id) return { status: "missing" };
  if (result?.id !== id) return { status: "loading" };
  return result.state;
}
