import { describe, expect, it } from "vitest";
import { PALETTE } from "../catalog/palette.ts";
import { SEASON_PALETTES } from "./season-palettes.ts";
import { SEASONS } from "./style-analysis.ts";

describe("SEASON_PALETTES", () => {
  it("gives every season 6–8 colors, each exactly as in the shop palette", () => {
    for (const season of SEASONS) {
      const colors = SEASON_PALETTES[season];
      expect(colors.length).toBeGreaterThanOrEqual(6);
      expect(colors.length).toBeLessThanOrEqual(8);
      for (const color of colors) expect(PALETTE).toContainEqual(color);
    }
  });

  it("shares no color between seasons", () => {
    const names = SEASONS.flatMap((season) => SEASON_PALETTES[season].map((color) => color.name));
    expect(new Set(names).size).toBe(names.length);
  });
});
