/**
 * The necklaces Gemini is shown for a color analysis: at most a fixed number, whatever the size of
 * the catalog, so the prompt (and the schema's list of ids) costs the same at 300 products as at 20.
 * Gemini picks the season from the photo in the same call, so the season is not known beforehand
 * (the built-in analyser runs only without Gemini or after it fails): the shortlist takes turns
 * over the four seasons' palettes, each turn adding that season's closest necklace not yet listed.
 * Within a season it prefers a good match for a palette color not yet covered, so six pinks do not
 * crowd out the one good green. Pure and deterministic: ties go by name, then id.
 */
import {
  compareRanked,
  labPalette,
  MATCH_DISTANCE,
  rankNecklace,
  type RankedNecklace,
} from "./necklace-recommendations.ts";
import { SEASON_PALETTES } from "./season-palettes.ts";
import { SEASONS, type RecommendableNecklace } from "./style-analysis.ts";

/**
 * Six a season, a choice for the model's three recommendations: about 4,000 characters of prompt
 * and schema (some 1,000 tokens) at most, beside the 3,200 the instructions and palette take.
 */
export const NECKLACE_SHORTLIST_SIZE = 24;

/** A necklace with its stock, when the caller knows it: one with none in stock is never listed. */
export type ShortlistCandidate = RecommendableNecklace & { readonly stock?: number };

const SEASON_LAB_PALETTES = SEASONS.map((season) => labPalette(SEASON_PALETTES[season]));

/** The palette color a necklace's best stone sits nearest to, if it is close enough to count. */
function coveredColor(ranked: RankedNecklace): string | undefined {
  return ranked.score <= MATCH_DISTANCE ? ranked.matches[0]?.paletteName : undefined;
}

/**
 * At most `size` of the necklaces, in the order given. Out-of-stock ones, repeats of an id and
 * necklaces without id or name are left out; when the rest fit, they are all listed.
 */
export function necklaceShortlist<T extends ShortlistCandidate>(
  necklaces: readonly T[],
  size = NECKLACE_SHORTLIST_SIZE,
): T[] {
  const seen = new Set<string>();
  const usable = necklaces.filter((necklace) => {
    const listable =
      (necklace.stock === undefined || necklace.stock > 0) &&
      necklace.id !== "" &&
      necklace.name.trim() !== "" &&
      !seen.has(necklace.id);
    if (listable) seen.add(necklace.id);
    return listable;
  });
  const limit = Math.max(0, Math.floor(size));
  if (usable.length <= limit) return usable;

  const bySeason = SEASON_LAB_PALETTES.map((palette) =>
    usable.map((necklace) => rankNecklace(necklace, palette)).sort(compareRanked),
  );
  const covered = bySeason.map(() => new Set<string>());
  const chosen = new Set<string>();
  // A turn adds a necklace for each season while places are left; as more necklaces are left than
  // places, every season always has a next one, and the turns end.
  for (let turn = 0; chosen.size < limit && turn < limit; turn += 1) {
    for (const [season, ranked] of bySeason.entries()) {
      if (chosen.size >= limit) break;
      const open = ranked.filter((entry) => !chosen.has(entry.necklace.id));
      const pick =
        open.find((entry) => {
          const color = coveredColor(entry);
          return color !== undefined && !covered[season]?.has(color);
        }) ?? open[0];
      if (!pick) break;
      chosen.add(pick.necklace.id);
      const color = coveredColor(pick);
      if (color !== undefined) covered[season]?.add(color);
    }
  }
  return usable.filter((necklace) => chosen.has(necklace.id));
}
