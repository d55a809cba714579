/**
 * The product as the whole project sees it (app, functions, seed, tests). Firestore stores the
 * same fields in camelCase; timestamps become Date at the Firebase boundary.
 */
import { z } from "zod";
import { clpAmountSchema } from "./money.ts";

export const PRODUCT_TYPES = ["collar", "aro"] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Photo 1 (worn), photo 2 (studio), photos 3 and 4 (optional) and an optional video. */
export const MEDIA_SLOTS = ["uso", "studio", "extra", "extra_2", "video"] as const;
export type MediaSlot = (typeof MEDIA_SLOTS)[number];
export const PHOTO_SLOTS = ["uso", "studio", "extra", "extra_2"] as const satisfies readonly MediaSlot[];

/** Under this many units a product counts as low stock (spec: "under 3 units"). */
export const LOW_STOCK_THRESHOLD = 3;
export const MAX_STOCK = 9999;

const storagePathPattern = /^products\/[A-Za-z0-9-]+\/(uso|studio|extra|extra_2|video)-\d+\.[a-z0-9]{2,5}$/;

/** A stored media value: a full http(s) URL, or a path in the product media folder of Storage. */
export const mediaRefSchema = z
  .string()
  .max(2048)
  .refine((value) => /^https?:\/\/\S+$/.test(value) || storagePathPattern.test(value), {
    message: "Debe ser una URL http(s) o una ruta products/{id}/{slot}-{timestamp}.{ext}",
  });

export const productMediaSchema = z.object({
  uso: mediaRefSchema.nullable(),
  studio: mediaRefSchema.nullable(),
  extra: mediaRefSchema.nullable(),
  extra_2: mediaRefSchema.nullable(),
  video: mediaRefSchema.nullable(),
});
export type ProductMedia = z.infer<typeof productMediaSchema>;

export const hexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, "Color hexadecimal inválido");

/** One colour of a product; the list order is the display order. */
export const productColorSchema = z.object({
  name: z.string().trim().min(1).max(60),
  hex: hexColorSchema,
  description: z.string().max(200).nullable(),
});
export type ProductColor = z.infer<typeof productColorSchema>;

/** The fields an admin edits; id and timestamps are added around it. */
export const productInputSchema = z.object({
  name: z.string().trim().min(1, "El nombre del producto es requerido").max(120),
  price: clpAmountSchema,
  stock: z.number().int().min(0).max(MAX_STOCK),
  productType: z.enum(PRODUCT_TYPES),
  description: z.string().max(4000).nullable(),
  materials: z.array(z.string().trim().min(1).max(60)).max(40),
  collection: z.string().trim().max(80).nullable(),
  colors: z.array(productColorSchema).max(60),
  media: productMediaSchema,
});
export type ProductInput = z.infer<typeof productInputSchema>;

export const productSchema = productInputSchema.extend({
  id: z.string().uuid(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type Product = z.infer<typeof productSchema>;

export type StockStatus = "out" | "low" | "available";

export function stockStatus(stock: number): StockStatus {
  if (stock <= 0) return "out";
  if (stock < LOW_STOCK_THRESHOLD) return "low";
  return "available";
}
