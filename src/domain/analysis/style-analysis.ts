/**
 * What a color analysis returns, whichever analyser made it (Gemini or the built-in one): the
 * shape the `analyzeStyle` callable answers with and the `/asesoria` page shows. Field names follow
 * the spec's Spanish result (estacion, explicacion, colores, recomendaciones).
 */
import { z } from "zod";

export const SEASONS = ["Primavera", "Verano", "Otoño", "Invierno"] as const;
export type Season = (typeof SEASONS)[number];

/** Which analyser answered: the page labels the built-in one as the basic analysis. */
export const ANALYSIS_PROVIDERS = ["gemini", "basico"] as const;
export type AnalysisProvider = (typeof ANALYSIS_PROVIDERS)[number];

const hexColor = z.string().regex(/^#[0-9A-Fa-f]{6}$/);

export const styleAnalysisSchema = z.object({
  estacion: z.enum(SEASONS),
  explicacion: z.string().min(1).max(1200),
  /** Colors that flatter the person, with their Spanish names. */
  colores: z
    .array(z.object({ hex: hexColor, nombre: z.string().min(1).max(60) }))
    .min(3)
    .max(12),
  /** Only existing, in-stock necklaces of the shop. */
  recomendaciones: z
    .array(
      z.object({
        productId: z.string().min(1),
        nombre: z.string().min(1),
        razon: z.string().min(1).max(400),
      }),
    )
    .max(6),
  proveedor: z.enum(ANALYSIS_PROVIDERS),
});
export type StyleAnalysis = z.infer<typeof styleAnalysisSchema>;

/** A necklace an analyser may recommend: in stock, with the colors an admin gave it. */
export interface RecommendableNecklace {
  id: string;
  name: string;
  colors: readonly { name: string; hex: string }[];
  materials: readonly string[];
}
