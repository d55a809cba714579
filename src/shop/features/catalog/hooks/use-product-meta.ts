import { useEffect } from "react";
import { productDisplayName, type Product } from "@domain/catalog/product.ts";
import { BRAND_NAME } from "@domain/brand.ts";
import { PRODUCT_NOT_FOUND_TITLE } from "@domain/seo/page-meta.ts";

/**
 * Page title "Collar Luna de Cuarzo | Chatoyant" while a product page is open; back to the brand
 * alone on leaving (spec). Link previews and structured data are in the page's HTML, written by the
 * server (src/domain/seo/page-meta.ts): the apps that read them run no JavaScript.
 */
export function useProductMeta(product: Product | null, missing: boolean): void {
  useEffect(() => {
    if (!product && !missing) return;
    // The same title the server gives the page (404 included).
    document.title = `${product ? productDisplayName(product) : PRODUCT_NOT_FOUND_TITLE} | ${BRAND_NAME}`;
    return () => {
      document.title = BRAND_NAME;
    };
  }, [product, missing]);
}
