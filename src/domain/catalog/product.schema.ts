/** Validation of products, used where data enters: functions, rules tests, seed and converters. */
import { z } from "zod";
import { clpAmountSchema } from "../money.schema.ts";
import { MAX_STOCK, PRODUCT_TYPES } from "./product.ts";

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

export const hexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, "Color hexadecimal inválido");

/**
 * An admin can reach every limit below from the editor, and the editor shows the first message it
 * meets: each one says, in Spanish, which field and how much fits.
 */
const atMost = (field: string, max: number) => `${field}: máximo ${max} caracteres`;

/** One color of a product; the list order is the display order. */
export const productColorSchema = z.object({
  name: z.string().trim().min(1, "Cada color necesita un nombre").max(60, atMost("Nombre del color", 60)),
  hex: hexColorSchema,
  description: z.string().max(200).nullable(),
});

/** The fields an admin edits; id and timestamps are added around it. */
export const productInputSchema = z.object({
  name: z.string().trim().min(1, "El nombre del producto es requerido").max(120, atMost("Nombre", 120)),
  price: clpAmountSchema,
  stock: z.number().int().min(0).max(MAX_STOCK, `El stock no puede superar ${MAX_STOCK} unidades`),
  productType: z.enum(PRODUCT_TYPES),
  description: z.string().max(4000, atMost("Descripción", 4000)).nullable(),
  materials: z
    .array(z.string().trim().min(1, "Cada material necesita un nombre").max(60, atMost("Cada material", 60)))
    .max(40, "Máximo 40 materiales"),
  collection: z.string().trim().max(80, atMost("Colección", 80)).nullable(),
  colors: z.array(productColorSchema).max(60, "Máximo 60 colores"),
  media: productMediaSchema,
});

export const productSchema = productInputSchema.extend({
  id: z.string().uuid(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
