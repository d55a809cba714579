import { describe, expect, it } from "vitest";
import { findPaletteColorByName } from "../catalog/palette.ts";
import { recommendNecklaces, type SeasonPalette } from "./necklace-recommendations.ts";
import { SEASON_PALETTES } from "./season-palettes.ts";
import type { RecommendableNecklace, Season } from "./style-analysis.ts";

function seasonPalette(season: Season): SeasonPalette {
  return {
    estacion: season,
    colores: SEASON_PALETTES[season].map(({ hex, name }) => ({ hex, nombre: name })),
  };
}

function necklace(
  id: string,
  name: string,
  colorNames: string[],
  materials: string[] = [],
): RecommendableNecklace {
  const colors = colorNames.map((colorName) => {
    const color = findPaletteColorByName(colorName);
    if (!color) throw new Error(`No palette color ${colorName}`);
    return { name: color.name, hex: color.hex };
  });
  return { id, name, colors, materials };
}

const FUCSIA = necklace("p-fucsia", "Collar Magenta", ["Fucsia"], ["Cristal"]);
const PLATA = necklace("p-plata", "Collar Luna", [], ["Plata 925", "Perla"]);
const TURQUESA = necklace("p-turquesa", "Collar Mar", ["Turquesa"]);
const JADE = necklace("p-jade", "Collar Bosque", ["Verde jade", "Dorado"], ["Jade", "Oro 18k"]);
const ESMERALDA = necklace("p-esmeralda", "Collar Selva", ["Verde esmeralda"]);
const VERDE = necklace("p-verde", "Collar Hoja", ["Verde"]);

describe("recommendNecklaces", () => {
  it("ranks necklaces by how close their colors are to the palette, uncolored ones last", () => {
    const result = recommendNecklaces(seasonPalette("Otoño"), [FUCSIA, PLATA, TURQUESA, JADE], 4);
    expect(result.map((entry) => entry.productId)).toEqual(["p-jade", "p-turquesa", "p-fucsia", "p-plata"]);
    expect(result[0]).toEqual({
      productId: "p-jade",
      nombre: "Collar Bosque",
      razon: "Su verde jade y su dorado armonizan con tu paleta de Otoño.",
    });
    // Turquoise is near jade but not one of the palette's colors: the reason says so.
    expect(result[1]?.razon).toMatch(
      /^Entre los collares disponibles, su turquesa .*recuerda al verde jade\.$/,
    );
    expect(result[3]?.razon).toContain("plata 925, perla");
  });

  it("prefers the closer of two greens, and a different season ranks the same necklaces differently", () => {
    const autumn = recommendNecklaces(seasonPalette("Otoño"), [ESMERALDA, VERDE], 2);
    expect(autumn.map((entry) => entry.productId)).toEqual(["p-verde", "p-esmeralda"]);
    const winter = recommendNecklaces(seasonPalette("Invierno"), [VERDE, ESMERALDA, JADE], 3);
    expect(winter.map((entry) => entry.productId)[0]).toBe("p-esmeralda");
    expect(winter[0]?.razon).toBe("Su verde esmeralda armoniza con tu paleta de Invierno.");
  });

  it("returns only the necklaces given, at most `limit`, and nothing for no necklaces", () => {
    const given = [FUCSIA, PLATA, TURQUESA, JADE, ESMERALDA];
    const result = recommendNecklaces(seasonPalette("Primavera"), given);
    expect(result).toHaveLength(3);
    for (const entry of result) expect(given.map((item) => item.id)).toContain(entry.productId);
    expect(recommendNecklaces(seasonPalette("Primavera"), given, 0)).toEqual([]);
    expect(recommendNecklaces(seasonPalette("Primavera"), [])).toEqual([]);
  });

  it("does not depend on the order the necklaces come in", () => {
    const given = [FUCSIA, PLATA, TURQUESA, JADE, ESMERALDA, VERDE];
    const forwards = recommendNecklaces(seasonPalette("Verano"), given, 6);
    const backwards = recommendNecklaces(seasonPalette("Verano"), [...given].reverse(), 6);
    expect(backwards).toEqual(forwards);
  });

  it("breaks ties by name, then by id", () => {
    const twins = [
      necklace("b", "Collar Sol", ["Coral"]),
      necklace("c", "Collar Aurora", ["Coral"]),
      necklace("a", "Collar Sol", ["Coral"]),
    ];
    const result = recommendNecklaces(seasonPalette("Primavera"), twins, 3);
    expect(result.map((entry) => entry.productId)).toEqual(["c", "a", "b"]);
  });

  it("still recommends uncolored necklaces, by name, with a neutral reason", () => {
    const plain = [
      necklace("z", "Collar Zafiro", [], []),
      necklace("m", "Collar Marea", [], ["Acero inoxidable plateado"]),
      necklace("a", "Collar Alba", [], ["Plata 925"]),
      necklace("n", "Collar Nube", [], ["Cuarzo blanco"]),
    ];
    const result = recommendNecklaces(seasonPalette("Invierno"), plain, 3);
    expect(result.map((entry) => entry.productId)).toEqual(["a", "m", "n"]);
    expect(result[0]?.razon).toBe(
      "Sus materiales (plata 925) lo hacen una pieza versátil que acompaña tu paleta de Invierno.",
    );
    const bare = recommendNecklaces(seasonPalette("Invierno"), [plain[0] as RecommendableNecklace]);
    expect(bare[0]?.razon).toBe("Una pieza versátil que acompaña tu paleta de Invierno.");
  });

  it("counts a repeated id once, skips unusable entries and ignores malformed hexes", () => {
    const broken: RecommendableNecklace = {
      id: "p-roto",
      name: "Collar Roto",
      colors: [{ name: "Raro", hex: "#12" }],
      materials: [],
    };
    const nameless: RecommendableNecklace = { ...FUCSIA, id: "p-sin-nombre", name: " " };
    const result = recommendNecklaces(seasonPalette("Otoño"), [JADE, JADE, broken, nameless], 6);
    expect(result.map((entry) => entry.productId)).toEqual(["p-jade", "p-roto"]);
    expect(result[1]?.razon).toBe("Una pieza versátil que acompaña tu paleta de Otoño.");
  });

  it("works with any palette, such as one Gemini wrote", () => {
    const gemini: SeasonPalette = { estacion: "Verano", colores: [{ hex: "#A9CFE6", nombre: "Azul cielo" }] };
    const celeste = necklace("p-celeste", "Collar Brisa", ["Celeste"]);
    const result = recommendNecklaces(gemini, [FUCSIA, celeste], 2);
    expect(result[0]?.productId).toBe("p-celeste");
    expect(result[0]?.razon).toBe("Su celeste armoniza con tu paleta de Verano: está cerca del azul cielo.");
  });
});
