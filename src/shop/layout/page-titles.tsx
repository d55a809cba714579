/**
 * Keeps the tab's title right as the shopper moves between pages: the same title the server gave
 * each address (src/domain/seo/page-meta.ts). Product pages set their own (useProductMeta). Loaded
 * after the first paint: the first page's title is already in its HTML.
 */
import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { pageTitle } from "@domain/seo/page-meta.ts";
import { isProductPath } from "@domain/shop-paths.ts";

export function PageTitles() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!isProductPath(pathname)) document.title = pageTitle(pathname);
  }, [pathname]);
  return null;
}
