import { describe, expect, it } from "vitest";
import { PALETTE } from "../catalog/palette.ts";
import { basicStyleAnalysis } from "./basic-style-analysis.ts";
import { SEASON_PALETTES } from "./season-palettes.ts";
import { type RecommendableNecklace, styleAnalysisSchema } from "./style-analysis.ts";
import { DEEP_COOL, DEEP_WARM, LIGHT_COOL, LIGHT_WARM } from "./testing/colorings.ts";
import { paintFace, paintNoise, paintUniform } from "./testing/synthetic-face.ts";

const NECKLACES: RecommendableNecklace[] = [
  {
    id: "n-jade",
    name: "Collar Bosque",
    colors: [{ name: "Verde jade", hex: "#4E9877" }],
    materials: ["Jade"],
  },
  { id: "n-coral", name: "Collar Arrecife", colors: [{ name: "Coral", hex: "#EE8468" }], materials: [] },
  { id: "n-lavanda", name: "Collar Niebla", colors: [{ name: "Lavanda", hex: "#C6B7DF" }], materials: [] },
  { id: "n-fucsia", name: "Collar Magenta", colors: [{ name: "Fucsia", hex: "#C4367C" }], materials: [] },
  { id: "n-plata", name: "Collar Luna", colors: [], materials: ["Plata 925"] },
];

function sentences(text: string): number {
  return text.split(/(?<=\.)\s+/).filter((sentence) => sentence.trim() !== "").length;
}

describe("basicStyleAnalysis", () => {
  const cases = [
    { label: "light warm", colors: LIGHT_WARM, season: "Primavera", top: "n-coral", tone: /cálido/ },
    { label: "deep warm", colors: DEEP_WARM, season: "Otoño", top: "n-jade", tone: /cálido/ },
    { label: "light cool", colors: LIGHT_COOL, season: "Verano", top: "n-lavanda", tone: /frío|fresco/ },
    {
      label: "deep, contrasting cool",
      colors: DEEP_COOL,
      season: "Invierno",
      top: "n-fucsia",
      tone: /frío|fresco/,
    },
  ] as const;

  for (const { label, colors, season, top, tone } of cases) {
    it(`reads ${label} coloring as ${season}, with its palette and closest necklace`, () => {
      const analysis = basicStyleAnalysis(paintFace(colors), NECKLACES);
      expect(styleAnalysisSchema.parse(analysis)).toEqual(analysis);
      expect(analysis.proveedor).toBe("basico");
      expect(analysis.estacion).toBe(season);
      expect(analysis.colores).toEqual(
        SEASON_PALETTES[season].map(({ hex, name }) => ({ hex, nombre: name })),
      );
      expect(analysis.recomendaciones).toHaveLength(3);
      expect(analysis.recomendaciones[0]?.productId).toBe(top);
      expect(analysis.explicacion).toMatch(tone);
      expect(analysis.explicacion).toContain(season);
      expect(sentences(analysis.explicacion)).toBeGreaterThanOrEqual(2);
      expect(sentences(analysis.explicacion)).toBeLessThanOrEqual(4);
    });
  }

  it("gives the four archetypes four different seasons and explanations", () => {
    const analyses = cases.map(({ colors }) => basicStyleAnalysis(paintFace(colors), NECKLACES));
    expect(new Set(analyses.map((analysis) => analysis.estacion)).size).toBe(4);
    expect(new Set(analyses.map((analysis) => analysis.explicacion)).size).toBe(4);
  });

  it("is deterministic", () => {
    const first = basicStyleAnalysis(paintFace(DEEP_WARM, { seed: 7 }), NECKLACES);
    const second = basicStyleAnalysis(paintFace(DEEP_WARM, { seed: 7 }), [...NECKLACES]);
    expect(second).toEqual(first);
  });

  it("still answers validly for photos without a face, and says the reading is approximate", () => {
    for (const photo of [paintUniform([128, 128, 128]), paintNoise(2026)]) {
      const analysis = basicStyleAnalysis(photo, NECKLACES);
      expect(styleAnalysisSchema.safeParse(analysis).success).toBe(true);
      expect(analysis.explicacion).toContain("aproximada");
      for (const color of analysis.colores) {
        expect(PALETTE.some((entry) => entry.hex === color.hex && entry.name === color.nombre)).toBe(true);
      }
    }
  });

  it("recommends nothing when the shop has no necklaces in stock", () => {
    expect(basicStyleAnalysis(paintFace(LIGHT_COOL), []).recomendaciones).toEqual([]);
  });
});
