/**
 * Measures a person's coloring from a decoded photo: skin color, hair color, and the three things
 * seasonal color analysis reads from them — undertone (warm ↔ cool), overall lightness and the
 * contrast between skin and hair. Deliberately plain statistics (medians in CIELAB) rather than a
 * face detector: it must run anywhere the domain runs and always give an answer.
 */
import { chroma, deltaE76, hueDegrees, type Lab, labToRgb, rgbToHex } from "./color-space.ts";
import { findFaceSkin, SAME_SKIN_DELTA_E, type FaceSkin } from "./face-skin.ts";
import { type PhotoSample, type RawPixels, samplePhoto } from "./photo-samples.ts";
import { clamp, medianLab, quantile } from "./robust-stats.ts";

export interface ColoringFeatures {
  /** False when no face-like skin area was found and the whole photo's colors were used. */
  readonly faceFound: boolean;
  /** Share of the photo's samples that have the face's skin color, 0–1. */
  readonly skinShare: number;
  readonly skin: Lab;
  readonly skinHex: string;
  readonly hair: Lab;
  readonly hairHex: string;
  /** Skin hue's warmth, −1 (pink) … +1 (golden). */
  readonly skinWarmth: number;
  /** Hair's warmth, −1 (ash, blue-black) … +1 (copper, golden). */
  readonly hairWarmth: number;
  /** −1 clearly cool … +1 clearly warm; the skin counts three times as much as the hair. */
  readonly undertone: number;
  /** 0 (black) … 100 (white): how light the coloring reads, skin 60 %, hair 40 %. */
  readonly lightness: number;
  /** Difference in L* between skin and hair, 0–100. */
  readonly contrast: number;
  /** Skin chroma: low is soft/muted, high is clear/saturated. */
  readonly skinChroma: number;
}

// Typical skin sits around hue 50–60° in Lab: golden skin above, rosy skin below.
const NEUTRAL_SKIN_HUE = 54;
const SKIN_HUE_SPAN = 12;
// Hair colorfulness relative to its lightness: copper and golden hair ~0.7–1.1, dark brown ~0.5,
// black and ash ~0.1.
const NEUTRAL_HAIR_COLORFULNESS = 0.35;
const HAIR_COLORFULNESS_SPAN = 0.3;
// Dyed hair can be colorful and cool (burgundy-violet, blue-black): outside this hue band it counts as cool.
const WARM_HAIR_HUES = { min: 25, max: 110 } as const;
const MIN_HAIR_SAMPLES = 10;
const GREY: Lab = { l: 50, a: 0, b: 0 };

function toHex(color: Lab): string {
  return rgbToHex(labToRgb(color));
}

/** Median of the darkest share of the samples: hair, brows and shadows rather than background. */
function darkestMedian(samples: readonly PhotoSample[], share: number): Lab {
  const limit = quantile(
    samples.map((sample) => sample.lab.l),
    share,
  );
  return medianLab(samples.filter((sample) => sample.lab.l <= limit).map((sample) => sample.lab));
}

/** Hair: the darker half of what is not skin in a band over the forehead and beside the temples. */
function findHair(samples: readonly PhotoSample[], face: FaceSkin): Lab | undefined {
  const { left, right, top, bottom } = face.box;
  const width = right - left;
  const height = bottom - top;
  const notSkin = samples.filter((sample) => deltaE76(sample.lab, face.color) >= SAME_SKIN_DELTA_E);
  const band = notSkin.filter(
    ({ x, y }) =>
      x >= left - 0.15 * width &&
      x <= right + 0.15 * width &&
      y >= top - 0.25 * height &&
      y <= top + 0.35 * height,
  );
  if (band.length >= MIN_HAIR_SAMPLES) return darkestMedian(band, 0.5);
  return notSkin.length >= MIN_HAIR_SAMPLES ? darkestMedian(notSkin, 0.1) : undefined;
}

function skinWarmthOf(skin: Lab): number {
  const hueWarmth = clamp((hueDegrees(skin) - NEUTRAL_SKIN_HUE) / SKIN_HUE_SPAN, -1, 1);
  // A nearly grey "skin" (no face found, a grey photo) has no meaningful hue.
  return hueWarmth * clamp(chroma(skin) / 10, 0, 1);
}

function hairWarmthOf(hair: Lab): number {
  const colorfulness = chroma(hair) / Math.max(hair.l, 10);
  const warmth = clamp((colorfulness - NEUTRAL_HAIR_COLORFULNESS) / HAIR_COLORFULNESS_SPAN, -1, 1);
  const hue = hueDegrees(hair);
  const warmHue = hue >= WARM_HAIR_HUES.min && hue <= WARM_HAIR_HUES.max;
  return warmth > 0 && !warmHue ? -warmth : warmth;
}

export function analyseColoring(pixels: RawPixels): ColoringFeatures {
  const samples = samplePhoto(pixels);
  const face = findFaceSkin(samples);
  const skin = face?.color ?? (samples.length > 0 ? medianLab(samples.map((sample) => sample.lab)) : GREY);
  const hair =
    (face ? findHair(samples, face) : undefined) ?? (samples.length > 0 ? darkestMedian(samples, 0.2) : skin);
  const skinWarmth = skinWarmthOf(skin);
  const hairWarmth = hairWarmthOf(hair);
  return {
    faceFound: face !== undefined,
    skinShare: face && samples.length > 0 ? face.members.length / samples.length : 0,
    skin,
    skinHex: toHex(skin),
    hair,
    hairHex: toHex(hair),
    skinWarmth,
    hairWarmth,
    undertone: 0.75 * skinWarmth + 0.25 * hairWarmth,
    lightness: 0.6 * skin.l + 0.4 * hair.l,
    contrast: Math.abs(skin.l - hair.l),
    skinChroma: chroma(skin),
  };
}
