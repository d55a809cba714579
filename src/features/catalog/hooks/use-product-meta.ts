import { useEffect } from "react";
import { productDisplayName, type Product } from "@domain/product.ts";
import { BRAND } from "@domain/seo/page-meta.ts";

/**
 * Page title "Collar Luna de Cuarzo | Chatoyant" while a product page is open; back to the brand
 * alone on leaving (spec). Link previews and structured data are in the page's HTML, written by the
 * server (src/domain/seo/page-meta.ts): the apps that read them run no JavaScript.
 */
export function useProductMeta(product: Product | null): void {
  useEffect(() => {
    if (!product) return;
    document.title = `${productDisplayName(product)} | ${BRAND}`;
    return () => {
      document.title = BRAND;
    };
  }, [product]);
}
