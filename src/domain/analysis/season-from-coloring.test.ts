import { describe, expect, it } from "vitest";
import {
  seasonFromColoring,
  SPRING_MAX_CONTRAST,
  SPRING_MIN_LIGHTNESS,
  WINTER_MAX_LIGHTNESS,
  WINTER_MIN_CONTRAST,
} from "./season-from-coloring.ts";

describe("seasonFromColoring", () => {
  it("splits warm coloring into Primavera (light, gentle) and Otoño (deep or contrasting)", () => {
    expect(seasonFromColoring({ undertone: 0.6, lightness: 70, contrast: 25 })).toBe("Primavera");
    expect(seasonFromColoring({ undertone: 0.6, lightness: 45, contrast: 30 })).toBe("Otoño");
    expect(seasonFromColoring({ undertone: 0.6, lightness: 65, contrast: 60 })).toBe("Otoño");
  });

  it("splits cool coloring into Verano (light, soft) and Invierno (deep or contrasting)", () => {
    expect(seasonFromColoring({ undertone: -0.6, lightness: 65, contrast: 25 })).toBe("Verano");
    expect(seasonFromColoring({ undertone: -0.6, lightness: 55, contrast: 75 })).toBe("Invierno");
    expect(seasonFromColoring({ undertone: -0.6, lightness: 30, contrast: 25 })).toBe("Invierno");
  });

  it("places the thresholds exactly where they are declared", () => {
    const warm = 0.01;
    expect(seasonFromColoring({ undertone: warm, lightness: SPRING_MIN_LIGHTNESS, contrast: 0 })).toBe(
      "Primavera",
    );
    expect(seasonFromColoring({ undertone: warm, lightness: SPRING_MIN_LIGHTNESS - 0.01, contrast: 0 })).toBe(
      "Otoño",
    );
    expect(seasonFromColoring({ undertone: warm, lightness: 90, contrast: SPRING_MAX_CONTRAST })).toBe(
      "Otoño",
    );
    const cool = -0.01;
    expect(seasonFromColoring({ undertone: cool, lightness: WINTER_MAX_LIGHTNESS, contrast: 0 })).toBe(
      "Verano",
    );
    expect(seasonFromColoring({ undertone: cool, lightness: 90, contrast: WINTER_MIN_CONTRAST })).toBe(
      "Invierno",
    );
  });

  it("reads an exactly neutral undertone as cool", () => {
    expect(seasonFromColoring({ undertone: 0, lightness: 70, contrast: 20 })).toBe("Verano");
  });
});
