/**
 * Which of the shop's necklaces to suggest for a season: those whose colors sit closest (CIEDE2000)
 * to the season's palette, each with a Spanish reason naming the matching colors. Works on any
 * palette — the built-in analyser's or Gemini's — and only ever returns necklaces it was given.
 */
import { LOCALE } from "../locale.ts";
import { deltaE2000 } from "./ciede2000.ts";
import { hexToLab, type Lab } from "./color-space.ts";
import type { RecommendableNecklace, Season, StyleAnalysis } from "./style-analysis.ts";

export type NecklaceRecommendation = StyleAnalysis["recomendaciones"][number];
export type SeasonPalette = Pick<StyleAnalysis, "estacion" | "colores">;

/** Within this CIEDE2000 a necklace color reads as one of the palette's (≈ a clearly similar shade). */
export const MATCH_DISTANCE = 12;
const MAX_REASON_LENGTH = 400;
const MAX_MATERIALS_NAMED = 3;

interface ColorMatch {
  readonly colorName: string;
  readonly paletteName: string;
  readonly distance: number;
}

export interface RankedNecklace {
  readonly necklace: RecommendableNecklace;
  /** Best matches first; empty when the necklace has no usable colors. */
  readonly matches: readonly ColorMatch[];
  readonly score: number;
}

export type LabPalette = readonly { lab: Lab; name: string }[];

const lower = (text: string) => text.trim().toLocaleLowerCase(LOCALE);

function nearestPaletteColor(color: Lab, palette: LabPalette) {
  let best: { name: string; distance: number } | undefined;
  for (const entry of palette) {
    const distance = deltaE2000(color, entry.lab);
    if (!best || distance < best.distance) best = { name: entry.name, distance };
  }
  return best;
}

/** A palette's colors in CIELAB, once per palette rather than once per necklace; bad hexes are left out. */
export function labPalette(colors: readonly { name: string; hex: string }[]): LabPalette {
  return colors.flatMap((color) => {
    const lab = hexToLab(color.hex);
    return lab ? [{ lab, name: color.name }] : [];
  });
}

/** How well a necklace's colors sit with a palette: a lower score is closer. */
export function rankNecklace(necklace: RecommendableNecklace, palette: LabPalette): RankedNecklace {
  const matches: ColorMatch[] = [];
  for (const color of necklace.colors) {
    const lab = hexToLab(color.hex);
    const nearest = lab && nearestPaletteColor(lab, palette);
    if (!nearest) continue;
    const colorName = color.name.trim() || nearest.name;
    matches.push({ colorName, paletteName: nearest.name, distance: nearest.distance });
  }
  matches.sort((first, second) => first.distance - second.distance);
  const distances = matches.map((match) => match.distance);
  const mean = distances.reduce((sum, distance) => sum + distance, 0) / Math.max(1, distances.length);
  // Mostly the best-matching stone, but a clashing second color still costs something.
  const score = distances.length > 0 ? 0.7 * (distances[0] ?? 0) + 0.3 * mean : Number.POSITIVE_INFINITY;
  return { necklace, matches, score };
}

/** Closest first; equal scores by name, then id, so the order never depends on the input's. */
export function compareRanked(first: RankedNecklace, second: RankedNecklace): number {
  if (first.score !== second.score) return first.score < second.score ? -1 : 1;
  const byName = first.necklace.name.localeCompare(second.necklace.name, LOCALE);
  if (byName !== 0) return byName;
  return first.necklace.id < second.necklace.id ? -1 : first.necklace.id > second.necklace.id ? 1 : 0;
}

function reasonFor({ necklace, matches }: RankedNecklace, season: Season): string {
  const close = matches
    .filter((match) => match.distance <= MATCH_DISTANCE)
    .filter(
      (match, index, all) =>
        all.findIndex((other) => lower(other.colorName) === lower(match.colorName)) === index,
    )
    .slice(0, 2);
  const [first, second] = close;
  if (first && second) {
    return `Su ${lower(first.colorName)} y su ${lower(second.colorName)} armonizan con tu paleta de ${season}.`;
  }
  if (first) {
    const near =
      lower(first.colorName) === lower(first.paletteName)
        ? ""
        : `: está cerca del ${lower(first.paletteName)}`;
    return `Su ${lower(first.colorName)} armoniza con tu paleta de ${season}${near}.`;
  }
  const best = matches[0];
  if (best) {
    return `Entre los collares disponibles, su ${lower(best.colorName)} es de los tonos más cercanos a tu paleta de ${season}; recuerda al ${lower(best.paletteName)}.`;
  }
  const materials = necklace.materials.map(lower).filter(Boolean).slice(0, MAX_MATERIALS_NAMED);
  return materials.length > 0
    ? `Sus materiales (${materials.join(", ")}) lo hacen una pieza versátil que acompaña tu paleta de ${season}.`
    : `Una pieza versátil que acompaña tu paleta de ${season}.`;
}

function fit(reason: string): string {
  return reason.length <= MAX_REASON_LENGTH ? reason : `${reason.slice(0, MAX_REASON_LENGTH - 1)}…`;
}

export function recommendNecklaces(
  palette: SeasonPalette,
  necklaces: readonly RecommendableNecklace[],
  limit = 3,
): NecklaceRecommendation[] {
  const paletteLabs = labPalette(palette.colores.map(({ nombre, hex }) => ({ name: nombre, hex })));
  // The same product twice (a caller's merge) must not take two places, and a product without id or
  // name could not be shown or linked.
  const unique = necklaces.filter(
    (necklace, index) =>
      necklace.id !== "" &&
      necklace.name.trim() !== "" &&
      necklaces.findIndex((other) => other.id === necklace.id) === index,
  );
  return unique
    .map((necklace) => rankNecklace(necklace, paletteLabs))
    .sort(compareRanked)
    .slice(0, Math.max(0, Math.floor(limit)))
    .map((ranked) => ({
      productId: ranked.necklace.id,
      nombre: ranked.necklace.name,
      razon: fit(reasonFor(ranked, palette.estacion)),
    }));
}
