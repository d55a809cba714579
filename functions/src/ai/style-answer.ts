/**
 * Reshapes Gemini's color-analysis JSON into the shop's StyleAnalysis. Strict where it matters to
 * a visitor (a real season; only colors of the shop's palette; only necklaces the shop was asked
 * about, under their real names) and lenient where it does not (a stray bad item is dropped, long
 * text is shortened). Anything that still fails the domain schema is a "bad-answer".
 */
import { z } from "zod";
import {
  SEASONS,
  styleAnalysisSchema,
  type RecommendableNecklace,
  type Season,
  type StyleAnalysis,
} from "@domain/analysis/style-analysis.ts";
import { AiProviderError } from "./ai-provider-error.ts";
import { clipText } from "./clip-text.ts";
import { STYLE_COLORS_MAX, STYLE_RECOMMENDATIONS_MAX, type NamedColor } from "./style-request.ts";

const EXPLANATION_MAX = 1200;
const REASON_MAX = 400;

const answerSchema = z.object({
  estacion: z.string(),
  explicacion: z.string(),
  colores: z.array(z.unknown()),
  recomendaciones: z.array(z.unknown()).default([]),
});
const colorItemSchema = z.object({ nombre: z.string().optional(), hex: z.string().optional() });
const recommendationItemSchema = z.object({ productId: z.string(), razon: z.string().trim().min(1) });

/** "otono", "OTOÑO" and "Otoño" are the same season. */
function comparable(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .trim()
    .toLowerCase();
}

function findSeason(text: string): Season | undefined {
  return SEASONS.find((season) => comparable(season) === comparable(text));
}

/** The palette color an item names (by name first, the model's hex second), if any. */
function findColor(item: unknown, palette: readonly NamedColor[]): NamedColor | undefined {
  const parsed = colorItemSchema.safeParse(item);
  if (!parsed.success) return undefined;
  const { nombre, hex } = parsed.data;
  return (
    (nombre === undefined
      ? undefined
      : palette.find((color) => comparable(color.name) === comparable(nombre))) ??
    (hex === undefined
      ? undefined
      : palette.find((color) => color.hex.toLowerCase() === hex.trim().toLowerCase()))
  );
}

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export function toStyleAnalysis(
  answer: unknown,
  necklaces: readonly RecommendableNecklace[],
  palette: readonly NamedColor[],
): StyleAnalysis {
  const parsed = answerSchema.safeParse(answer);
  if (!parsed.success) throw new AiProviderError("bad-answer", "Gemini respondió sin la forma pedida");
  const { estacion, explicacion, colores, recomendaciones } = parsed.data;

  const colors = uniqueBy(
    colores.flatMap((item) => findColor(item, palette) ?? []),
    (color) => color.hex.toLowerCase(),
  ).slice(0, STYLE_COLORS_MAX);

  const necklacesById = new Map(necklaces.map((necklace) => [necklace.id, necklace]));
  const recommendations = uniqueBy(
    recomendaciones.flatMap((item) => {
      const recommendation = recommendationItemSchema.safeParse(item);
      // Never pass on a product the shop did not offer: the page would link to nothing.
      const necklace = recommendation.success
        ? necklacesById.get(recommendation.data.productId.trim())
        : undefined;
      if (!recommendation.success || !necklace) return [];
      return [
        {
          productId: necklace.id,
          nombre: necklace.name,
          razon: clipText(recommendation.data.razon, REASON_MAX),
        },
      ];
    }),
    (recommendation) => recommendation.productId,
  ).slice(0, STYLE_RECOMMENDATIONS_MAX);

  const result = styleAnalysisSchema.safeParse({
    estacion: findSeason(estacion),
    explicacion: clipText(explicacion, EXPLANATION_MAX),
    colores: colors.map((color) => ({ hex: color.hex, nombre: color.name })),
    recomendaciones: recommendations,
    proveedor: "gemini",
  });
  if (!result.success) {
    throw new AiProviderError("bad-answer", "La respuesta de Gemini no es un análisis válido", {
      cause: result.error,
    });
  }
  return result.data;
}
