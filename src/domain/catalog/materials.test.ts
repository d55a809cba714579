import { describe, expect, it } from "vitest";
import {
  findStandardMaterial,
  isCustomMaterial,
  STANDARD_MATERIALS,
  SUGGESTED_COLORS_BY_MATERIAL,
  suggestedColorsFor,
} from "./materials.ts";
import { LOCALE } from "../locale.ts";
import { PALETTE } from "./palette.ts";

describe("standard materials", () => {
  it("has exactly 24 unique materials", () => {
    expect(STANDARD_MATERIALS).toHaveLength(24);
    expect(new Set(STANDARD_MATERIALS.map((m) => m.toLowerCase())).size).toBe(24);
  });

  it("includes the materials named by the spec", () => {
    for (const material of [
      "Acero inoxidable dorado",
      "Acero inoxidable plateado",
      "Cerámica",
      "Jade",
      "Madera",
      "Oro 18k",
      "Perla",
      "Plata",
      "Vidrio",
      "Ónix",
    ]) {
      expect(STANDARD_MATERIALS).toContain(material);
    }
  });

  it("is in Spanish alphabetical order", () => {
    const sorted = [...STANDARD_MATERIALS].sort((a, b) => a.localeCompare(b, LOCALE));
    expect(STANDARD_MATERIALS).toEqual(sorted);
  });
});

describe("isCustomMaterial", () => {
  it("is false for standard materials, whatever the case, accents or spacing", () => {
    expect(isCustomMaterial("Jade")).toBe(false);
    expect(isCustomMaterial("  jade  ")).toBe(false);
    expect(isCustomMaterial("ONIX")).toBe(false);
    expect(isCustomMaterial("ónix")).toBe(false);
    expect(isCustomMaterial("ceramica")).toBe(false);
    expect(isCustomMaterial("Acero   inoxidable DORADO")).toBe(false);
    expect(isCustomMaterial("oro 18K")).toBe(false);
  });

  it("is true for anything outside the list", () => {
    expect(isCustomMaterial("Hilo encerado")).toBe(true);
    expect(isCustomMaterial("Cuero")).toBe(true);
    expect(isCustomMaterial("Oro")).toBe(true);
    expect(isCustomMaterial("Jade verde")).toBe(true);
  });

  it("is false for blank text, which is no material at all", () => {
    expect(isCustomMaterial("")).toBe(false);
    expect(isCustomMaterial("   ")).toBe(false);
  });

  it("maps loose spellings back to the canonical name", () => {
    expect(findStandardMaterial(" lapislazuli ")).toBe("Lapislázuli");
    expect(findStandardMaterial("Hilo encerado")).toBeUndefined();
  });
});

describe("suggested colors", () => {
  it("only suggests colors that exist in the palette", () => {
    const names = new Set(PALETTE.map((color) => color.name));
    for (const [material, colorNames] of Object.entries(SUGGESTED_COLORS_BY_MATERIAL)) {
      expect(colorNames.length, material).toBeGreaterThan(0);
      for (const name of colorNames) expect(names.has(name), `${material} → ${name}`).toBe(true);
    }
  });

  it("has suggestions keyed only by standard materials", () => {
    for (const material of Object.keys(SUGGESTED_COLORS_BY_MATERIAL)) {
      expect(STANDARD_MATERIALS).toContain(material);
    }
  });

  it("follows the spec's examples", () => {
    const namesFor = (material: string) => suggestedColorsFor(material).map((color) => color.name);
    expect(namesFor("Perla")).toEqual(["Perla", "Marfil", "Crema"]);
    expect(namesFor("Jade")).toEqual(["Verde jade", "Verde", "Verde esmeralda"]);
    expect(namesFor("Ónix")).toEqual(["Negro"]);
    expect(namesFor("Plata")).toEqual(["Plateado"]);
  });

  it("returns palette entries, matches loosely and is empty for custom materials", () => {
    const [first] = suggestedColorsFor(" onix ");
    expect(first).toBe(PALETTE.find((color) => color.name === "Negro"));
    expect(suggestedColorsFor("Hilo encerado")).toEqual([]);
    expect(suggestedColorsFor("")).toEqual([]);
  });
});
