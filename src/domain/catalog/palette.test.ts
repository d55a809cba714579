import { describe, expect, it } from "vitest";
import { findPaletteColor, findPaletteColorByName, PALETTE, PALETTE_CATEGORIES } from "./palette.ts";

describe("palette", () => {
  it("has exactly 43 colors", () => {
    expect(PALETTE).toHaveLength(43);
  });

  it("has the 11 categories in the picker's order", () => {
    expect(PALETTE_CATEGORIES).toEqual([
      "Blancos y Claros",
      "Amarillos y Dorados",
      "Naranjas y Coral",
      "Rosas y Rojos",
      "Morados y Violetas",
      "Azules y Celestes",
      "Verdes",
      "Marrones y Tierra",
      "Grises",
      "Metálicos",
      "Negros y Oscuros",
    ]);
  });

  it("lists colors grouped by category, in category order, with no empty category", () => {
    const categoryOrder = PALETTE.map((color) => PALETTE_CATEGORIES.indexOf(color.category));
    expect(categoryOrder).toEqual([...categoryOrder].sort((a, b) => a - b));
    for (const category of PALETTE_CATEGORIES) {
      expect(PALETTE.some((color) => color.category === category)).toBe(true);
    }
  });

  it("has unique names and unique hexes (ignoring case)", () => {
    const names = PALETTE.map((color) => color.name.toLowerCase());
    const hexes = PALETTE.map((color) => color.hex.toLowerCase());
    expect(new Set(names).size).toBe(PALETTE.length);
    expect(new Set(hexes).size).toBe(PALETTE.length);
  });

  it("uses valid 6-digit hexes and non-empty names", () => {
    for (const color of PALETTE) {
      expect(color.hex).toMatch(/^#[0-9a-fA-F]{6}$/);
      expect(color.name.trim()).toBe(color.name);
      expect(color.name.length).toBeGreaterThan(0);
    }
  });

  it("includes the colors the material suggestions and the brand rely on", () => {
    const names = PALETTE.map((color) => color.name);
    for (const name of [
      "Perla",
      "Marfil",
      "Crema",
      "Verde jade",
      "Verde",
      "Verde esmeralda",
      "Negro",
      "Plateado",
      "Dorado",
      "Oro rosa",
      "Turquesa",
      "Coral",
      "Lavanda",
      "Terracota",
    ]) {
      expect(names).toContain(name);
    }
  });

  it("finds a color by hex regardless of letter case and spaces", () => {
    const negro = PALETTE.find((color) => color.name === "Negro");
    expect(negro).toBeDefined();
    expect(findPaletteColor(negro!.hex.toLowerCase())).toBe(negro);
    expect(findPaletteColor(` ${negro!.hex.toUpperCase()} `)).toBe(negro);
    expect(findPaletteColor("#123457")).toBeUndefined();
    expect(findPaletteColor("")).toBeUndefined();
  });

  it("finds a color by name regardless of letter case", () => {
    expect(findPaletteColorByName("verde JADE")?.name).toBe("Verde jade");
    expect(findPaletteColorByName("Fucsia neón")).toBeUndefined();
  });
});
