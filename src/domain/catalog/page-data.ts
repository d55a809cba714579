/**
 * What a server-rendered page embeds for the browser to start from: the products it shows, so
 * that its HTML does not grow with the catalog (at 300 products the whole catalog was 274 of the
 * home page's 322 KB). The browser fetches the rest (the CDN-cached snapshot) once the page has
 * settled, for search, favorites and the grid's later steps.
 */
import { productIdFromPath, SHOP_ROUTES } from "../shop-paths.ts";
import type { PageData, StorefrontData } from "./storefront-snapshot.ts";
import { relatedProducts } from "./related.ts";
import type { Product } from "./product.ts";
import { HOME_GRID_STEP_TILES } from "./home-grid.ts";

function shownProducts(path: string, catalog: readonly Product[]): { shown: Product[]; missing: string[] } {
  if (path === SHOP_ROUTES.home.pattern)
    return { shown: catalog.slice(0, HOME_GRID_STEP_TILES), missing: [] };
  const productId = productIdFromPath(path);
  if (productId === null) return { shown: [], missing: [] };
  const product = catalog.find(({ id }) => id === productId);
  if (!product) return { shown: [], missing: [productId] };
  // In catalog order, the related pieces are the ones the full catalog gives (related.ts takes
  // the first of each rule in catalog order), so the browser finds the same three.
  return { shown: [product, ...relatedProducts(product, catalog)], missing: [] };
}

/** The data the page at `path` is rendered from and embeds. */
export function pageData(path: string, data: StorefrontData): PageData {
  const { shown, missing } = shownProducts(path, data.products);
  // A page that shows every piece (a small shop's home) carries the catalog itself, in its order.
  const complete = shown.length === data.products.length;
  return { ...data, products: complete ? data.products : shown, complete, missingProductIds: missing };
}
