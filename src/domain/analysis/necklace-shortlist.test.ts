import { describe, expect, it } from "vitest";
import { findPaletteColorByName } from "../catalog/palette.ts";
import { recommendNecklaces } from "./necklace-recommendations.ts";
import { NECKLACE_SHORTLIST_SIZE, necklaceShortlist, type ShortlistCandidate } from "./necklace-shortlist.ts";
import { SEASON_PALETTES } from "./season-palettes.ts";
import { SEASONS } from "./style-analysis.ts";
import { grownNecklaceCatalog } from "./testing/necklace-catalog.ts";

function necklace(id: string, name: string, colorNames: string[], stock?: number): ShortlistCandidate {
  const colors = colorNames.map((colorName) => {
    const color = findPaletteColorByName(colorName);
    if (!color) throw new Error(`No palette color ${colorName}`);
    return { name: color.name, hex: color.hex };
  });
  return { id, name, colors, materials: ["Plata 950"], ...(stock === undefined ? {} : { stock }) };
}

/** Burdeo and verde menta are more than 15 (CIEDE2000) from every season's colors. */
function farFromEverySeason(count: number): ShortlistCandidate[] {
  return Array.from({ length: count }, (_, index) =>
    necklace(`lejos-${index}`, `Collar Lejano ${index}`, [index % 2 === 0 ? "Burdeo" : "Verde menta"]),
  );
}

const ids = (list: readonly ShortlistCandidate[]) => list.map((item) => item.id);

describe("necklaceShortlist", () => {
  it("lists a fixed number of necklaces however large the catalog grows", () => {
    for (const size of [25, 300, 3000]) {
      const catalog = grownNecklaceCatalog(size);
      const shortlist = necklaceShortlist(catalog);
      expect(shortlist).toHaveLength(NECKLACE_SHORTLIST_SIZE);
      expect(new Set(ids(shortlist)).size).toBe(NECKLACE_SHORTLIST_SIZE);
      for (const item of shortlist) expect(catalog).toContain(item);
    }
  });

  it("prefers necklaces whose colors are in a season's palette", () => {
    const matching = SEASONS.flatMap((season) =>
      SEASON_PALETTES[season].map((color, index) =>
        necklace(`${season}-${index}`, `Collar ${color.name}`, [color.name]),
      ),
    );
    const catalog = [...farFromEverySeason(268), ...matching];
    const shortlist = necklaceShortlist(catalog);
    expect(shortlist).toHaveLength(NECKLACE_SHORTLIST_SIZE);
    for (const id of ids(shortlist)) expect(ids(matching)).toContain(id);
    // Six of each season: whichever season the model sees, it has a choice.
    for (const season of SEASONS) {
      expect(ids(shortlist).filter((id) => id.startsWith(`${season}-`))).toHaveLength(6);
    }
  });

  it("always lists each season's closest necklace, whichever season the photo turns out to be", () => {
    const catalog = grownNecklaceCatalog(300);
    const shortlist = ids(necklaceShortlist(catalog));
    for (const season of SEASONS) {
      const colores = SEASON_PALETTES[season].map(({ hex, name }) => ({ hex, nombre: name }));
      const [best] = recommendNecklaces({ estacion: season, colores }, catalog, 1);
      expect(shortlist).toContain(best?.productId);
    }
  });

  it("keeps variety: a good match of another color before the second of the same color", () => {
    const many = (color: string, prefix: string) =>
      Array.from({ length: 10 }, (_, index) => necklace(`${color}-${index}`, `${prefix} ${index}`, [color]));
    // Each other season has ten exact matches of its own; spring has ten corals and one turquoise,
    // which sorts last by name.
    const catalog = [
      ...many("Coral", "Collar A"),
      necklace("turquesa", "Collar Z Turquesa", ["Turquesa"]),
      ...many("Lavanda", "Collar B"),
      ...many("Terracota", "Collar C"),
      ...many("Fucsia", "Collar D"),
    ];
    const shortlist = ids(necklaceShortlist(catalog));
    expect(shortlist).toHaveLength(NECKLACE_SHORTLIST_SIZE);
    expect(shortlist).toContain("turquesa");
    expect(shortlist.filter((id) => id.startsWith("Coral-"))).toHaveLength(5);
  });

  it("gives the same list whatever order the catalog comes in, and breaks ties by name, then id", () => {
    const catalog = grownNecklaceCatalog(300);
    const forwards = necklaceShortlist(catalog);
    const backwards = necklaceShortlist([...catalog].reverse());
    expect(ids(backwards).sort()).toEqual(ids(forwards).sort());

    // Equal colors: the one left out is the last by name, and between equal names the last by id.
    const twins = [
      ...Array.from({ length: 23 }, (_, index) =>
        necklace(`n-${index}`, `Collar ${String(index).padStart(2, "0")}`, ["Coral"]),
      ),
      necklace("b", "Collar Sol", ["Coral"]),
      necklace("a", "Collar Sol", ["Coral"]),
      necklace("c", "Collar Zorzal", ["Coral"]),
    ];
    expect(ids(necklaceShortlist(twins))).not.toContain("c");
    expect(ids(necklaceShortlist(twins.slice(0, 25)))).toEqual([
      ...twins.slice(0, 23).map((item) => item.id),
      "a",
    ]);
  });

  it("lists every necklace, in the order given, while they fit", () => {
    const few = [
      necklace("fucsia", "Collar Magenta", ["Fucsia"]),
      necklace("plata", "Collar Luna", []),
      ...farFromEverySeason(3),
    ];
    expect(necklaceShortlist(few)).toEqual(few);
    const exactly = grownNecklaceCatalog(NECKLACE_SHORTLIST_SIZE);
    expect(necklaceShortlist(exactly)).toEqual(exactly);
    expect(necklaceShortlist([])).toEqual([]);
    expect(necklaceShortlist(few, 0)).toEqual([]);
  });

  it("never lists a necklace out of stock, a repeated id or one without id or name", () => {
    const soldOut = necklace("agotado", "Collar Agotado", ["Coral"], 0);
    const negative = necklace("negativo", "Collar Negativo", ["Lavanda"], -1);
    const nameless = necklace("sin-nombre", "  ", ["Terracota"]);
    const idless = necklace("", "Collar Sin Id", ["Fucsia"]);
    const inStock = necklace("disponible", "Collar Disponible", ["Coral"], 2);
    const unusable = [soldOut, negative, nameless, idless];

    expect(ids(necklaceShortlist([...unusable, inStock, inStock]))).toEqual(["disponible"]);
    // Over the cap too, where the sold-out ones would be the closest of all.
    const grown = [...unusable, ...farFromEverySeason(300)];
    const shortlist = ids(necklaceShortlist(grown));
    expect(shortlist).toHaveLength(NECKLACE_SHORTLIST_SIZE);
    for (const item of unusable) expect(shortlist).not.toContain(item.id);
  });
});
