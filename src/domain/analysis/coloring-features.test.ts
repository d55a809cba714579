import { describe, expect, it } from "vitest";
import { analyseColoring } from "./coloring-features.ts";
import { deltaE76, rgbToLab } from "./color-space.ts";
import { DEEP_COOL, DEEP_WARM, LIGHT_COOL, LIGHT_WARM } from "./testing/colorings.ts";
import { paintFace, paintNoise, paintUniform, placeOnCanvas } from "./testing/synthetic-face.ts";

describe("analyseColoring on face-like photos", () => {
  it("measures the painted skin and hair, not the background", () => {
    for (const colors of [LIGHT_WARM, DEEP_WARM, LIGHT_COOL, DEEP_COOL]) {
      const features = analyseColoring(paintFace(colors));
      expect(features.faceFound).toBe(true);
      // The painted face is shaded up to 12 % darker at its edges, so allow a few units.
      expect(deltaE76(features.skin, rgbToLab(...colors.skin))).toBeLessThan(6);
      expect(deltaE76(features.hair, rgbToLab(...colors.hair))).toBeLessThan(6);
      expect(features.skinShare).toBeGreaterThan(0.1);
      expect(features.skinShare).toBeLessThan(0.3);
    }
  });

  it("is not fooled by auburn hair, which the skin rule also accepts", () => {
    const features = analyseColoring(paintFace({ ...DEEP_WARM, hair: [140, 70, 40] }));
    expect(deltaE76(features.skin, rgbToLab(...DEEP_WARM.skin))).toBeLessThan(6);
    expect(deltaE76(features.hair, rgbToLab(140, 70, 40))).toBeLessThan(6);
  });

  it("finds a smaller face away from the centre", () => {
    const auburn = [140, 70, 40] as const;
    const photo = placeOnCanvas(
      paintFace({ ...DEEP_WARM, hair: auburn }),
      400,
      140,
      20,
      DEEP_WARM.background,
    );
    const features = analyseColoring(photo);
    expect(features.faceFound).toBe(true);
    expect(deltaE76(features.skin, rgbToLab(...DEEP_WARM.skin))).toBeLessThan(6);
    expect(deltaE76(features.hair, rgbToLab(...auburn))).toBeLessThan(6);
  });

  it("reads golden skin with warm hair as warm and rosy skin with ash hair as cool", () => {
    for (const colors of [LIGHT_WARM, DEEP_WARM]) {
      const features = analyseColoring(paintFace(colors));
      expect(features.skinWarmth).toBeGreaterThan(0.4);
      expect(features.hairWarmth).toBeGreaterThan(0.3);
      expect(features.undertone).toBeGreaterThan(0.4);
    }
    for (const colors of [LIGHT_COOL, DEEP_COOL]) {
      const features = analyseColoring(paintFace(colors));
      expect(features.skinWarmth).toBeLessThan(-0.4);
      expect(features.hairWarmth).toBeLessThan(-0.3);
      expect(features.undertone).toBeLessThan(-0.4);
    }
  });

  it("tells light from deep coloring and soft from high contrast", () => {
    const lightWarm = analyseColoring(paintFace(LIGHT_WARM));
    const deepWarm = analyseColoring(paintFace(DEEP_WARM));
    const lightCool = analyseColoring(paintFace(LIGHT_COOL));
    const deepCool = analyseColoring(paintFace(DEEP_COOL));
    expect(lightWarm.lightness - deepWarm.lightness).toBeGreaterThan(15);
    expect(lightCool.contrast).toBeLessThan(30);
    expect(deepCool.contrast).toBeGreaterThan(60);
    expect(deepCool.contrast).toBeCloseTo(Math.abs(deepCool.skin.l - deepCool.hair.l), 10);
    expect(lightWarm.lightness).toBeCloseTo(0.6 * lightWarm.skin.l + 0.4 * lightWarm.hair.l, 10);
  });

  it("gives the same features for RGBA, for a larger photo and across runs", () => {
    const rgb = analyseColoring(paintFace(DEEP_WARM));
    expect(analyseColoring(paintFace(DEEP_WARM))).toEqual(rgb);
    const rgba = analyseColoring(paintFace(DEEP_WARM, { channels: 4 }));
    expect(rgba).toEqual(rgb);
    const large = analyseColoring(paintFace(DEEP_WARM, { size: 640 }));
    expect(deltaE76(large.skin, rgb.skin)).toBeLessThan(2);
    expect(Math.abs(large.undertone - rgb.undertone)).toBeLessThan(0.1);
  });

  it("skips transparent pixels", () => {
    const photo = paintFace(LIGHT_COOL, { channels: 4 });
    // Make the light wall transparent: what is left is the person.
    for (let offset = 0; offset < photo.data.length; offset += 4) {
      if ((photo.data[offset] ?? 0) > 200 && (photo.data[offset + 2] ?? 0) > 195) photo.data[offset + 3] = 0;
    }
    const features = analyseColoring(photo);
    expect(features.faceFound).toBe(true);
    expect(features.skinShare).toBeGreaterThan(0.3);
  });
});

describe("analyseColoring without a face", () => {
  it("falls back to the whole photo for a uniform grey image", () => {
    const features = analyseColoring(paintUniform([128, 128, 128]));
    expect(features.faceFound).toBe(false);
    expect(features.skinShare).toBe(0);
    expect(features.skin.l).toBeCloseTo(53.59, 1);
    expect(features.contrast).toBe(0);
    expect(features.skinWarmth).toBeCloseTo(0, 3);
  });

  it("does not see a face in seeded noise, and still measures something finite", () => {
    const features = analyseColoring(paintNoise(42));
    expect(features.faceFound).toBe(false);
    for (const value of [features.undertone, features.lightness, features.contrast, features.skinChroma]) {
      expect(Number.isFinite(value)).toBe(true);
    }
    expect(features.hair.l).toBeLessThan(features.skin.l);
  });

  it("rejects a buffer that does not match the stated size", () => {
    const photo = paintUniform([10, 20, 30], 8);
    expect(() => analyseColoring({ ...photo, width: 9 })).toThrow(RangeError);
    expect(() => analyseColoring({ ...photo, width: 0 })).toThrow(RangeError);
  });
});
