/**
 * The built-in color analysis, used when no Gemini key is configured: measure the coloring, pick
 * the season, explain it, show the season's palette and the closest in-stock necklaces. Pure and
 * deterministic — the same photo and catalog always give the same answer.
 */
import { analyseColoring } from "./coloring-features.ts";
import { recommendNecklaces } from "./necklace-recommendations.ts";
import type { RawPixels } from "./photo-samples.ts";
import { explainSeason } from "./season-explanation.ts";
import { seasonFromColoring } from "./season-from-coloring.ts";
import { SEASON_PALETTES } from "./season-palettes.ts";
import type { RecommendableNecklace, StyleAnalysis } from "./style-analysis.ts";

export const BASIC_RECOMMENDATIONS = 3;

export function basicStyleAnalysis(
  pixels: RawPixels,
  necklaces: readonly RecommendableNecklace[],
): StyleAnalysis {
  const features = analyseColoring(pixels);
  const estacion = seasonFromColoring(features);
  const palette = SEASON_PALETTES[estacion];
  const colores = palette.map((color) => ({ hex: color.hex, nombre: color.name }));
  return {
    estacion,
    explicacion: explainSeason(features, estacion, palette),
    colores,
    recomendaciones: recommendNecklaces({ estacion, colores }, necklaces, BASIC_RECOMMENDATIONS),
    proveedor: "basico",
  };
}
