/**
 * The product as the whole project sees it (app, functions, seed, tests). Firestore stores the
 * same fields in camelCase; timestamps become Date at the Firebase boundary.
 */
import type { z } from "zod";
import type {
  productColorSchema,
  productInputSchema,
  productMediaSchema,
  productSchema,
} from "./product.schema.ts";

export const PRODUCT_TYPES = ["collar", "aro"] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** How the shop names each type of piece: one on its page and badge, many in menus and filters. */
export const PRODUCT_TYPE_LABELS: Record<ProductType, { singular: string; plural: string }> = {
  collar: { singular: "Collar", plural: "Collares" },
  aro: { singular: "Aro", plural: "Aros" },
};

/**
 * The product as pages and link previews title it (spec: type, name): "Collar Luna de Cuarzo",
 * but a name that already starts with its type ("Aros Gota de Amatista") is not doubled.
 */
export function productDisplayName({ name, productType }: Pick<Product, "name" | "productType">): string {
  const { singular, plural } = PRODUCT_TYPE_LABELS[productType];
  const trimmed = name.trim();
  const startsWithType = new RegExp(`^(${singular}|${plural})(\\s|$)`, "i").test(trimmed);
  return startsWithType ? trimmed : `${singular} ${trimmed}`;
}

/** Photo 1 (worn), photo 2 (studio), photos 3 and 4 (optional) and an optional video. */
export const MEDIA_SLOTS = ["uso", "studio", "extra", "extra_2", "video"] as const;
export type MediaSlot = (typeof MEDIA_SLOTS)[number];
export const PHOTO_SLOTS = ["uso", "studio", "extra", "extra_2"] as const satisfies readonly MediaSlot[];

/** Under this many units a product counts as low stock (spec: "under 3 units"). */
export const LOW_STOCK_THRESHOLD = 3;
export const MAX_STOCK = 9999;

export type ProductMedia = z.infer<typeof productMediaSchema>;
export type ProductColor = z.infer<typeof productColorSchema>;
export type ProductInput = z.infer<typeof productInputSchema>;
export type Product = z.infer<typeof productSchema>;
/** A product as stored; the id is the document's. */
export type StoredProduct = Omit<Product, "id">;

export type StockStatus = "out" | "low" | "available";

export function stockStatus(stock: number): StockStatus {
  if (stock <= 0) return "out";
  if (stock < LOW_STOCK_THRESHOLD) return "low";
  return "available";
}
