/**
 * Paints face-like test photos as raw RGB(A) rasters, the shape the Cloud Function hands the
 * analyser: a background, hair around and above the head, an oval face with a neck, eyes and lips,
 * soft shading towards the face's edges and a little seeded noise — enough to be photo-like without
 * being random from run to run.
 */
import type { Rgb } from "../color-space.ts";
import type { RawPixels } from "../photo-samples.ts";

export interface FaceColors {
  readonly background: Rgb;
  readonly skin: Rgb;
  readonly hair: Rgb;
  readonly eyes?: Rgb;
  readonly lips?: Rgb;
}

interface PaintOptions {
  readonly size?: number;
  readonly channels?: 3 | 4;
  /** ± this much uniform noise per channel. */
  readonly noise?: number;
  readonly seed?: number;
}

/** mulberry32: a tiny seeded PRNG so "random" test images are the same every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const inEllipse = (u: number, v: number, cu: number, cv: number, ru: number, rv: number) =>
  ((u - cu) / ru) ** 2 + ((v - cv) / rv) ** 2 <= 1;

function colorAt(u: number, v: number, colors: FaceColors): { color: Rgb; shade: number } {
  const { skin, hair } = colors;
  if (colors.eyes && (inEllipse(u, v, 0.42, 0.47, 0.03, 0.015) || inEllipse(u, v, 0.58, 0.47, 0.03, 0.015))) {
    return { color: colors.eyes, shade: 1 };
  }
  if (colors.lips && inEllipse(u, v, 0.5, 0.63, 0.06, 0.016)) return { color: colors.lips, shade: 1 };
  // A fringe: hair over the top of the face oval.
  const face = inEllipse(u, v, 0.5, 0.5, 0.2, 0.27) && v > 0.3;
  if (face) {
    // Cheeks and jaw a little darker than the centre, as under frontal light.
    const edge = ((u - 0.5) / 0.2) ** 2 + ((v - 0.5) / 0.27) ** 2;
    return { color: skin, shade: 1 - 0.12 * edge };
  }
  if (u > 0.44 && u < 0.56 && v > 0.7) return { color: skin, shade: 0.9 };
  if (inEllipse(u, v, 0.5, 0.42, 0.3, 0.36)) return { color: hair, shade: 1 - 0.1 * Math.abs(u - 0.5) };
  return { color: colors.background, shade: 1 };
}

export function paintFace(colors: FaceColors, options: PaintOptions = {}): RawPixels {
  const { size = 256, channels = 3, noise = 6, seed = 1 } = options;
  const random = seededRandom(seed);
  const data = new Uint8Array(size * size * channels);
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      const { color, shade } = colorAt((column + 0.5) / size, (row + 0.5) / size, colors);
      const offset = (row * size + column) * channels;
      for (let channel = 0; channel < 3; channel += 1) {
        const jitter = (random() * 2 - 1) * noise;
        data[offset + channel] = Math.min(
          255,
          Math.max(0, Math.round((color[channel] ?? 0) * shade + jitter)),
        );
      }
      if (channels === 4) data[offset + 3] = 255;
    }
  }
  return { data, width: size, height: size, channels };
}

/** One color everywhere: a photo with no face at all. */
export function paintUniform(color: Rgb, size = 64): RawPixels {
  const data = new Uint8Array(size * size * 3);
  for (let offset = 0; offset < data.length; offset += 3) data.set(color, offset);
  return { data, width: size, height: size, channels: 3 };
}

/** Seeded per-channel noise. */
export function paintNoise(seed: number, size = 128): RawPixels {
  const random = seededRandom(seed);
  const data = Uint8Array.from({ length: size * size * 3 }, () => Math.floor(random() * 256));
  return { data, width: size, height: size, channels: 3 };
}

/** The photo pasted at (left, top) on a larger canvas of one color: a smaller, off-centre face. */
export function placeOnCanvas(
  photo: RawPixels,
  size: number,
  left: number,
  top: number,
  color: Rgb,
): RawPixels {
  const canvas = paintUniform(color, size);
  for (let row = 0; row < photo.height; row += 1) {
    for (let column = 0; column < photo.width; column += 1) {
      const from = (row * photo.width + column) * photo.channels;
      canvas.data.set(photo.data.subarray(from, from + 3), ((row + top) * size + column + left) * 3);
    }
  }
  return canvas;
}
