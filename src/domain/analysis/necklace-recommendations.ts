/**
 * Which of the shop's necklaces to suggest for a season: those whose colours sit closest (CIEDE2000)
 * to the season's palette, each with a Spanish reason naming the matching colours. Works on any
 * palette — the built-in analyser's or Gemini's — and only ever returns necklaces it was given.
 */
import { deltaE2000 } from "./ciede2000.ts";
import { hexToLab, type Lab } from "./colour-space.ts";
import type { RecommendableNecklace, Season, StyleAnalysis } from "./style-analysis.ts";

export type NecklaceRecommendation = StyleAnalysis["recomendaciones"][number];
export type SeasonPalette = Pick<StyleAnalysis, "estacion" | "colores">;

/** Within this CIEDE2000 a necklace colour reads as one of the palette's (≈ a clearly similar shade). */
const MATCH_DISTANCE = 12;
const MAX_REASON_LENGTH = 400;
const MAX_MATERIALS_NAMED = 3;

interface ColourMatch {
  readonly colourName: string;
  readonly paletteName: string;
  readonly distance: number;
}

interface RankedNecklace {
  readonly necklace: RecommendableNecklace;
  /** Best matches first; empty when the necklace has no usable colours. */
  readonly matches: readonly ColourMatch[];
  readonly score: number;
}

const lower = (text: string) => text.trim().toLocaleLowerCase("es");

function nearestPaletteColour(colour: Lab, palette: readonly { lab: Lab; name: string }[]) {
  let best: { name: string; distance: number } | undefined;
  for (const entry of palette) {
    const distance = deltaE2000(colour, entry.lab);
    if (!best || distance < best.distance) best = { name: entry.name, distance };
  }
  return best;
}

function rank(
  necklace: RecommendableNecklace,
  palette: readonly { lab: Lab; name: string }[],
): RankedNecklace {
  const matches: ColourMatch[] = [];
  for (const colour of necklace.colors) {
    const lab = hexToLab(colour.hex);
    const nearest = lab && nearestPaletteColour(lab, palette);
    if (!nearest) continue;
    const colourName = colour.name.trim() || nearest.name;
    matches.push({ colourName, paletteName: nearest.name, distance: nearest.distance });
  }
  matches.sort((first, second) => first.distance - second.distance);
  const distances = matches.map((match) => match.distance);
  const mean = distances.reduce((sum, distance) => sum + distance, 0) / Math.max(1, distances.length);
  // Mostly the best-matching stone, but a clashing second colour still costs something.
  const score = distances.length > 0 ? 0.7 * (distances[0] ?? 0) + 0.3 * mean : Number.POSITIVE_INFINITY;
  return { necklace, matches, score };
}

function compareRanked(first: RankedNecklace, second: RankedNecklace): number {
  if (first.score !== second.score) return first.score < second.score ? -1 : 1;
  const byName = first.necklace.name.localeCompare(second.necklace.name, "es");
  if (byName !== 0) return byName;
  return first.necklace.id < second.necklace.id ? -1 : first.necklace.id > second.necklace.id ? 1 : 0;
}

function reasonFor({ necklace, matches }: RankedNecklace, season: Season): string {
  const close = matches
    .filter((match) => match.distance <= MATCH_DISTANCE)
    .filter(
      (match, index, all) =>
        all.findIndex((other) => lower(other.colourName) === lower(match.colourName)) === index,
    )
    .slice(0, 2);
  const [first, second] = close;
  if (first && second) {
    return `Su ${lower(first.colourName)} y su ${lower(second.colourName)} armonizan con tu paleta de ${season}.`;
  }
  if (first) {
    const near =
      lower(first.colourName) === lower(first.paletteName)
        ? ""
        : `: está cerca del ${lower(first.paletteName)}`;
    return `Su ${lower(first.colourName)} armoniza con tu paleta de ${season}${near}.`;
  }
  const best = matches[0];
  if (best) {
    return `Entre los collares disponibles, su ${lower(best.colourName)} es de los tonos más cercanos a tu paleta de ${season}; recuerda al ${lower(best.paletteName)}.`;
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
  const paletteLabs = palette.colores.flatMap((colour) => {
    const lab = hexToLab(colour.hex);
    return lab ? [{ lab, name: colour.nombre }] : [];
  });
  // The same product twice (a caller's merge) must not take two places, and a product without id or
  // name could not be shown or linked.
  const unique = necklaces.filter(
    (necklace, index) =>
      necklace.id !== "" &&
      necklace.name.trim() !== "" &&
      necklaces.findIndex((other) => other.id === necklace.id) === index,
  );
  return unique
    .map((necklace) => rank(necklace, paletteLabs))
    .sort(compareRanked)
    .slice(0, Math.max(0, Math.floor(limit)))
    .map((ranked) => ({
      productId: ranked.necklace.id,
      nombre: ranked.necklace.name,
      razon: fit(reasonFor(ranked, palette.estacion)),
    }));
}
