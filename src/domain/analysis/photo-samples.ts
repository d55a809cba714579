/**
 * Turns the decoded photo (raw RGB/RGBA rows, as sharp gives them) into a bounded grid of samples
 * with their position and Lab color. Sampling on a fixed stride keeps a 1024 px photo as cheap as
 * a 256 px one and keeps the result deterministic.
 */
import { type Lab, rgbToLab } from "./color-space.ts";
import { isSkinLike } from "./skin-detection.ts";

export interface RawPixels {
  readonly data: Uint8Array | Uint8ClampedArray;
  readonly width: number;
  readonly height: number;
  readonly channels: 3 | 4;
}

export interface PhotoSample {
  /** Position as a fraction of the width and height, 0 at the left and top. */
  readonly x: number;
  readonly y: number;
  readonly lab: Lab;
  readonly skinLike: boolean;
}

// ~65 000 samples: a 256 × 256 photo is read whole, larger ones on a grid.
const MAX_SAMPLES = 65_536;
// Transparent pixels (a cut-out PNG) are not part of the photo.
const MIN_ALPHA = 128;

export function samplePhoto(pixels: RawPixels): PhotoSample[] {
  const { data, width, height, channels } = pixels;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) {
    throw new RangeError(`Invalid image size ${width}×${height}`);
  }
  if (data.length < width * height * channels) {
    throw new RangeError(`Expected ${width * height * channels} bytes, got ${data.length}`);
  }
  const stride = Math.max(1, Math.ceil(Math.sqrt((width * height) / MAX_SAMPLES)));
  const samples: PhotoSample[] = [];
  for (let row = Math.floor(stride / 2); row < height; row += stride) {
    for (let column = Math.floor(stride / 2); column < width; column += stride) {
      const offset = (row * width + column) * channels;
      if (channels === 4 && (data[offset + 3] ?? 255) < MIN_ALPHA) continue;
      const red = data[offset] ?? 0;
      const green = data[offset + 1] ?? 0;
      const blue = data[offset + 2] ?? 0;
      samples.push({
        x: (column + 0.5) / width,
        y: (row + 0.5) / height,
        lab: rgbToLab(red, green, blue),
        skinLike: isSkinLike(red, green, blue),
      });
    }
  }
  return samples;
}
