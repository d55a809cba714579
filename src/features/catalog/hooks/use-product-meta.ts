import { useEffect } from "react";
import { formatClp } from "@/domain/money.ts";
import { productDisplayName, type Product } from "@/domain/product.ts";
import { BRAND_NAME } from "@/i18n/es-CL.ts";
import { mediaUrl } from "@/lib/firebase/media.ts";

function setMeta(attribute: "name" | "property", key: string, content: string): HTMLMetaElement {
  const meta = document.createElement("meta");
  meta.setAttribute(attribute, key);
  meta.content = content;
  meta.dataset.productMeta = "";
  document.head.append(meta);
  return meta;
}

/**
 * Page title "Collar Luna de Cuarzo | Chatoyant" and social tags (type + name, a 1200x1600 image,
 * price in CLP) while a product page is open; back to the brand alone on leaving.
 */
export function useProductMeta(product: Product | null): void {
  useEffect(() => {
    if (!product) return;
    const title = productDisplayName(product);
    document.title = `${title} | ${BRAND_NAME}`;
    const image = mediaUrl(product.media.studio ?? product.media.uso);
    const tags = [
      setMeta("property", "og:title", title),
      setMeta("property", "og:type", "product"),
      setMeta("property", "og:description", product.description ?? `${title} — ${formatClp(product.price)}`),
      setMeta("property", "product:price:amount", String(product.price)),
      setMeta("property", "product:price:currency", "CLP"),
      ...(image
        ? [
            setMeta("property", "og:image", image),
            setMeta("property", "og:image:width", "1200"),
            setMeta("property", "og:image:height", "1600"),
          ]
        : []),
    ];
    return () => {
      document.title = BRAND_NAME;
      tags.forEach((tag) => tag.remove());
    };
  }, [product]);
}
