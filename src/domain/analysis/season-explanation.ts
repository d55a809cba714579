/**
 * The built-in analysis's Spanish explanation: what was seen (undertone, depth, hair, contrast),
 * why that is the season, and which colors and metal to try. Words follow the measured features so
 * two different photos read differently, and the text never contradicts the season it explains.
 */
import type { PaletteColor } from "../catalog/palette.ts";
import { LOCALE } from "../locale.ts";
import type { ColoringFeatures } from "./coloring-features.ts";
import { isWarm, WINTER_MIN_CONTRAST } from "./season-from-coloring.ts";
import type { Season } from "./style-analysis.ts";

const SEASON_REASONS: Readonly<Record<Season, string>> = {
  Primavera:
    "Esa mezcla de calidez y luminosidad es propia de Primavera: te favorecen los colores cálidos, claros y vivos.",
  Verano:
    "Esa mezcla de frescura y suavidad es propia de Verano: te favorecen los colores fríos, suaves y empolvados.",
  Otoño:
    "Esa mezcla de calidez y profundidad es propia de Otoño: te favorecen los colores cálidos, terrosos y profundos.",
  Invierno:
    "Esa mezcla de tonos fríos e intensidad es propia de Invierno: te favorecen los colores fríos, nítidos y con contraste.",
};

const SEASON_METALS: Readonly<Record<Season, string>> = {
  Primavera: "el dorado",
  Verano: "el plateado",
  Otoño: "el dorado y el cobre",
  Invierno: "el plateado",
};

function undertoneWords({ skinWarmth, undertone }: ColoringFeatures): string {
  const warm = undertone > 0;
  if (Math.abs(skinWarmth) >= 0.4) return skinWarmth > 0 ? "cálido dorado" : "frío rosado";
  // A soft skin lean the hair outweighed would contradict the season: call it neutral instead.
  if (Math.abs(skinWarmth) >= 0.15 && skinWarmth > 0 === warm)
    return warm ? "cálido suave" : "fresco, algo rosado";
  return `neutro con tendencia ${warm ? "cálida" : "fría"}`;
}

function skinDepthWords(skinLightness: number): string {
  if (skinLightness >= 72) return "claro";
  if (skinLightness >= 55) return "medio";
  if (skinLightness >= 42) return "moreno";
  return "profundo";
}

function hairWords({ hair, hairWarmth }: ColoringFeatures): string {
  const depth =
    hair.l >= 62 ? "claro" : hair.l >= 40 ? "castaño" : hair.l >= 25 ? "castaño oscuro" : "muy oscuro";
  if (hairWarmth >= 0.3) return `${depth} de reflejos cálidos`;
  if (hairWarmth <= -0.3) return `${depth} de tono ${hair.l >= 25 ? "ceniza" : "frío"}`;
  return depth;
}

function contrastWords(contrast: number): string {
  if (contrast >= WINTER_MIN_CONTRAST) return "marcado";
  return contrast >= 25 ? "medio" : "suave";
}

function paletteSentence(season: Season, palette: readonly PaletteColor[]): string {
  const [first, second, third] = palette.map((color) => color.name.toLocaleLowerCase(LOCALE));
  const names = [first, second, third].filter((name) => name !== undefined);
  const listed = names.length > 1 ? `${names.slice(0, -1).join(", ")} y ${names.at(-1)}` : (names[0] ?? "");
  return `Prueba con tonos como ${listed}, y en metales prefiere ${SEASON_METALS[season]}.`;
}

export function explainSeason(
  features: ColoringFeatures,
  season: Season,
  palette: readonly PaletteColor[],
): string {
  if (!features.faceFound) {
    return [
      "No logramos distinguir bien un rostro en la foto, así que esta lectura es aproximada y se basa en los tonos generales de la imagen.",
      `Esos tonos, ${isWarm(features) ? "más bien cálidos" : "más bien fríos"}, apuntan a ${season}.`,
      paletteSentence(season, palette),
      "Para un resultado más preciso, usa una foto de frente, con luz natural y sin filtros.",
    ].join(" ");
  }
  return [
    `Tu piel tiene un subtono ${undertoneWords(features)} y un tono ${skinDepthWords(features.skin.l)}, y con tu cabello ${hairWords(features)} forma un contraste ${contrastWords(features.contrast)}.`,
    SEASON_REASONS[season],
    paletteSentence(season, palette),
  ].join(" ");
}
