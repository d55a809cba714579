/**
 * What a shopper needs before the first paint: every product and the shop settings, as plain JSON.
 * Functions build it when the catalog changes (validated there with the domain schemas; see
 * storefront-store.ts), Hosting caches it, and the app keeps the last one in IndexedDB, so the
 * storefront paints without the Firestore SDK and without a query per visitor; live listeners take
 * over afterwards.
 */
import type { Product } from "./product.ts";
import type { ShopSettings } from "../settings/settings.ts";

/** Same-origin path; Hosting rewrites it to the `storefrontSnapshot` function. */
export const STOREFRONT_SNAPSHOT_PATH = "/api/storefront";
/** Where index.html's early script (src/app/boot/start-catalog.ts) leaves its request for the app. */
export const EARLY_SNAPSHOT_KEY = "__chatoyantSnapshot";
/**
 * A server-rendered page carries the snapshot it was made from in a JSON script with this id, and
 * says so on `<html>` with this attribute, so that its boot script asks for none.
 */
export const EMBEDDED_SNAPSHOT_ID = "instantanea-tienda";
export const SERVER_RENDERED_ATTRIBUTE = "data-server-rendered";

/**
 * How long browsers and the Hosting CDN may reuse a snapshot, in seconds. The live listeners correct
 * it moments after the first paint, so these only bound how old a first paint can be; the CDN's five
 * minutes mostly spare shoppers a function's cold start. Expired copies are revalidated by ETag.
 */
export const STOREFRONT_SNAPSHOT_MAX_AGE = { browser: 60, cdn: 300 } as const;

type Jsonified<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };
export type ProductJson = Jsonified<Product>;

export interface StorefrontSnapshot {
  generatedAt: string;
  products: ProductJson[];
  settings: ShopSettings | null;
}

export interface StorefrontData {
  generatedAt: Date;
  products: Product[];
  settings: ShopSettings | null;
}

export function toProductJson(product: Product): ProductJson {
  return {
    ...product,
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}

export function toStorefrontSnapshot(data: StorefrontData): StorefrontSnapshot {
  return {
    generatedAt: data.generatedAt.toISOString(),
    products: data.products.map(toProductJson),
    settings: data.settings,
  };
}

/**
 * What a server-rendered page embeds: the settings and the products it shows (see page-data.ts),
 * not the whole catalog. `complete` says they are the whole catalog (a small shop's home page);
 * `missingProductIds` names a product the page looked for and the catalog does not have (a 404).
 */
export interface PageSnapshot extends StorefrontSnapshot {
  complete: boolean;
  missingProductIds: string[];
}

export interface PageData extends StorefrontData {
  complete: boolean;
  missingProductIds: string[];
}

export function toPageSnapshot(data: PageData): PageSnapshot {
  return {
    ...toStorefrontSnapshot(data),
    complete: data.complete,
    missingProductIds: data.missingProductIds,
  };
}

/** The outline of a snapshot, checked before it is shown or patched. */
export function isStorefrontSnapshot(value: unknown): value is StorefrontSnapshot {
  const snapshot = value as Partial<StorefrontSnapshot> | null;
  return (
    typeof snapshot?.generatedAt === "string" &&
    Array.isArray(snapshot.products) &&
    snapshot.settings !== undefined
  );
}

/**
 * Back from JSON. The snapshot was validated where it was built; this only checks its outline,
 * so that a truncated or foreign response is rejected instead of half-shown.
 */
export function fromStorefrontSnapshot(value: unknown): StorefrontData {
  if (!isStorefrontSnapshot(value)) throw new Error("Instantánea de la tienda con un formato inesperado");
  return {
    generatedAt: new Date(value.generatedAt),
    products: value.products.map((product) => ({
      ...product,
      createdAt: new Date(product.createdAt),
      updatedAt: new Date(product.updatedAt),
    })),
    settings: value.settings,
  };
}

/** Back from a page's embedded JSON: the page covers what it says, and no more. */
export function fromPageSnapshot(value: unknown): PageData {
  const { complete, missingProductIds } = value as Partial<PageSnapshot>;
  return {
    ...fromStorefrontSnapshot(value),
    complete: complete === true,
    missingProductIds: Array.isArray(missingProductIds) ? missingProductIds.map(String) : [],
  };
}
