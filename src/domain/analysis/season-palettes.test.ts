import { describe, expect, it } from "vitest";
import { PALETTE } from "../catalog/palette.ts";
import { SEASON_PALETTES } from "./season-palettes.ts";
import { SEASONS } from "./style-analysis.ts";

describe("SEASON_PALETTES", () => {
  it("gives every season 6–8 colours, each exactly as in the shop palette", () => {
    for (const season of SEASONS) {
      const colours = SEASON_PALETTES[season];
      expect(colours.length).toBeGreaterThanOrEqual(6);
      expect(colours.length).toBeLessThanOrEqual(8);
      for (const colour of colours) expect(PALETTE).toContainEqual(colour);
    }
  });

  it("shares no colour between seasons", () => {
    const names = SEASONS.flatMap((season) => SEASON_PALETTES[season].map((colour) => colour.name));
    expect(new Set(names).size).toBe(names.length);
  });
});
