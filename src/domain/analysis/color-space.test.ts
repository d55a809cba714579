import { describe, expect, it } from "vitest";
import { deltaE2000 } from "./ciede2000.ts";
import {
  chroma,
  deltaE76,
  hexToLab,
  hexToRgb,
  hueDegrees,
  labToRgb,
  rgbToHex,
  rgbToLab,
  type Rgb,
} from "./color-space.ts";

describe("rgbToLab", () => {
  it("matches reference values for white, black, mid grey and the sRGB primaries", () => {
    const cases: [readonly [number, number, number], readonly [number, number, number]][] = [
      [
        [255, 255, 255],
        [100, 0, 0],
      ],
      [
        [0, 0, 0],
        [0, 0, 0],
      ],
      [
        [128, 128, 128],
        [53.585, 0, 0],
      ],
      [
        [255, 0, 0],
        [53.241, 80.092, 67.203],
      ],
      [
        [0, 255, 0],
        [87.735, -86.183, 83.179],
      ],
      [
        [0, 0, 255],
        [32.297, 79.188, -107.86],
      ],
    ];
    for (const [[r, g, b], [l, a, bStar]] of cases) {
      const lab = rgbToLab(r, g, b);
      expect(lab.l).toBeCloseTo(l, 1);
      expect(lab.a).toBeCloseTo(a, 1);
      expect(lab.b).toBeCloseTo(bStar, 1);
    }
  });

  it("round-trips through labToRgb", () => {
    const colors: Rgb[] = [
      [250, 200, 160],
      [20, 22, 28],
      [78, 152, 119],
      [196, 54, 124],
    ];
    for (const rgb of colors) {
      expect(labToRgb(rgbToLab(...rgb))).toEqual(rgb);
    }
  });

  it("reads golden skin as a higher hue angle than rosy skin", () => {
    const golden = rgbToLab(240, 196, 158);
    const rosy = rgbToLab(238, 200, 196);
    expect(hueDegrees(golden)).toBeGreaterThan(60);
    expect(hueDegrees(rosy)).toBeLessThan(40);
    expect(chroma(rgbToLab(128, 128, 128))).toBeLessThan(0.01);
  });
});

describe("hex helpers", () => {
  it("parses #RRGGBB in any case, with or without #, and rejects anything else", () => {
    expect(hexToRgb("#4E9877")).toEqual([78, 152, 119]);
    expect(hexToRgb(" 4e9877 ")).toEqual([78, 152, 119]);
    expect(hexToRgb("#4E987")).toBeUndefined();
    expect(hexToRgb("verde")).toBeUndefined();
    expect(hexToLab("#zzzzzz")).toBeUndefined();
  });

  it("formats upper-case #RRGGBB", () => {
    expect(rgbToHex([78, 152, 9])).toBe("#4E9809");
  });
});

describe("color differences", () => {
  // Reference pairs from Sharma, Wu & Dalal (2005), "The CIEDE2000 color-difference formula".
  const sharmaPairs: [[number, number, number], [number, number, number], number][] = [
    [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
    [[50, 0, 0], [50, -1, 2], 2.3669],
    [[50, 2.5, 0], [73, 25, -18], 27.1492],
    [[50, 2.5, 0], [50, 3.1736, 0.5854], 1.0],
    [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
    [[90.8027, -2.0831, 1.441], [91.1528, -1.6435, 0.0447], 1.4441],
  ];

  it("computes CIEDE2000 like the published test data, symmetrically", () => {
    for (const [[l1, a1, b1], [l2, a2, b2], expected] of sharmaPairs) {
      const first = { l: l1, a: a1, b: b1 };
      const second = { l: l2, a: a2, b: b2 };
      expect(deltaE2000(first, second)).toBeCloseTo(expected, 3);
      expect(deltaE2000(second, first)).toBeCloseTo(expected, 3);
    }
  });

  it("is zero for the same color and CIE76 is the Euclidean distance", () => {
    const jade = { l: 57, a: -33, b: 10 };
    expect(deltaE2000(jade, jade)).toBe(0);
    expect(deltaE76({ l: 0, a: 3, b: 0 }, { l: 0, a: 0, b: 4 })).toBe(5);
  });
});
