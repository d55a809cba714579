/**
 * The four-season rule: undertone picks the warm (Primavera, Otoño) or cool (Verano, Invierno) pair;
 * within the pair, light and gentle coloring is the spring/summer one, deep or contrasting coloring
 * the autumn/winter one. Winter is above all about contrast (porcelain skin with black hair is as
 * wintry as deep skin), so the cool pair splits at lower lightness and lower contrast than the warm one.
 */
import type { ColoringFeatures } from "./coloring-features.ts";
import type { Season } from "./style-analysis.ts";

/** Warm coloring at least this light (L*, skin 60 % + hair 40 %), and not contrasting, is Primavera. */
export const SPRING_MIN_LIGHTNESS = 60;
export const SPRING_MAX_CONTRAST = 50;
/** Cool coloring this deep, or this contrasting, is Invierno; otherwise Verano. */
export const WINTER_MAX_LIGHTNESS = 48;
export const WINTER_MIN_CONTRAST = 45;

type SeasonFeatures = Pick<ColoringFeatures, "undertone" | "lightness" | "contrast">;

export function isWarm({ undertone }: Pick<ColoringFeatures, "undertone">): boolean {
  return undertone > 0;
}

export function seasonFromColoring(features: SeasonFeatures): Season {
  const { lightness, contrast } = features;
  if (isWarm(features)) {
    return lightness >= SPRING_MIN_LIGHTNESS && contrast < SPRING_MAX_CONTRAST ? "Primavera" : "Otoño";
  }
  return lightness < WINTER_MAX_LIGHTNESS || contrast >= WINTER_MIN_CONTRAST ? "Invierno" : "Verano";
}
