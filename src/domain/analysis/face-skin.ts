/**
 * Finds the face's skin color and where the face is. Skin-like pixels (YCbCr box) include auburn or
 * golden hair, wood and beige walls, so the skin color is the densest skin-like color near the
 * centre of the photo (where people put their face), then refined to the pixels close to it. Those
 * pixels, wherever they are, give the face's box, which tells where to look for the hair.
 */
import { type Lab, deltaE76 } from "./color-space.ts";
import type { PhotoSample } from "./photo-samples.ts";
import { medianLab, quantile } from "./robust-stats.ts";

export interface FaceSkin {
  readonly color: Lab;
  /** Samples of the photo with the face's skin color (face, neck, perhaps hands). */
  readonly members: readonly PhotoSample[];
  /** Robust box around the members, in fractions of the photo. */
  readonly box: {
    readonly left: number;
    readonly right: number;
    readonly top: number;
    readonly bottom: number;
  };
}

/** Farther than this (CIE76) from the skin color is something else: hair, lips, shadow, background. */
export const SAME_SKIN_DELTA_E = 18;
// Tighter while looking for the skin color, so skin and a nearby hair color are not averaged.
const SEED_DELTA_E = 10;
const CENTRAL = { left: 0.15, right: 0.85, top: 0.1, bottom: 0.9 } as const;
const MIN_SKIN_SAMPLES = 30;
// A face fills a good part of a portrait; a few skin-colored specks (noise, a wooden frame) do not.
const MIN_FACE_SHARE = 0.04;
const BIN_SIZE = 6;

function isCentral({ x, y }: PhotoSample): boolean {
  return x >= CENTRAL.left && x <= CENTRAL.right && y >= CENTRAL.top && y <= CENTRAL.bottom;
}

// The middle of a portrait is cheeks and nose; hair framing the face (often skin-like itself, and
// more uniform than shaded skin) lies farther out, so weight falls off quickly with distance.
const CENTRAL_SPREAD = 0.15;
function centrality({ x, y }: PhotoSample): number {
  return Math.exp(-((x - 0.5) ** 2 + (y - 0.5) ** 2) / (2 * CENTRAL_SPREAD ** 2));
}

interface Bin {
  weight: number;
  l: number;
  a: number;
  b: number;
}

/** The centre of the coarse Lab bin with the most (centre-weighted) skin-like samples around it. */
function densestColor(candidates: readonly PhotoSample[]): Lab {
  const bins = new Map<string, Bin>();
  for (const sample of candidates) {
    const l = Math.floor(sample.lab.l / BIN_SIZE);
    const a = Math.floor(sample.lab.a / BIN_SIZE);
    const b = Math.floor(sample.lab.b / BIN_SIZE);
    const key = `${l},${a},${b}`;
    const bin = bins.get(key) ?? { weight: 0, l, a, b };
    bin.weight += centrality(sample);
    bins.set(key, bin);
  }
  const centres = [...bins.values()].map((bin) => ({
    weight: bin.weight,
    lab: { l: (bin.l + 0.5) * BIN_SIZE, a: (bin.a + 0.5) * BIN_SIZE, b: (bin.b + 0.5) * BIN_SIZE },
  }));
  let best = centres[0];
  let bestSupport = -1;
  for (const centre of centres) {
    let support = 0;
    for (const other of centres) {
      // Squared distances: this loop is bins × bins, and noisy photos have thousands of bins.
      const dl = other.lab.l - centre.lab.l;
      const da = other.lab.a - centre.lab.a;
      const db = other.lab.b - centre.lab.b;
      if (dl * dl + da * da + db * db < SEED_DELTA_E ** 2) support += other.weight;
    }
    // Strictly greater: on a tie the first bin met (in reading order of the photo) wins.
    if (support > bestSupport) {
      best = centre;
      bestSupport = support;
    }
  }
  return best?.lab ?? { l: 50, a: 0, b: 0 };
}

function refine(seed: Lab, candidates: readonly PhotoSample[]): Lab {
  let color = seed;
  for (let round = 0; round < 3; round += 1) {
    const close = candidates.filter((sample) => deltaE76(sample.lab, color) < SEED_DELTA_E);
    if (close.length === 0) break;
    color = medianLab(close.map((sample) => sample.lab));
  }
  return color;
}

/** The face's skin, or undefined when too few skin-like pixels show (no face, odd lighting). */
export function findFaceSkin(samples: readonly PhotoSample[]): FaceSkin | undefined {
  const central = samples.filter(isCentral);
  for (const pool of [central, samples]) {
    const enough = Math.max(MIN_SKIN_SAMPLES, MIN_FACE_SHARE * pool.length);
    const candidates = pool.filter((sample) => sample.skinLike);
    if (candidates.length < enough) continue;
    const color = refine(densestColor(candidates), candidates);
    const isMember = (sample: PhotoSample) =>
      sample.skinLike && deltaE76(sample.lab, color) < SAME_SKIN_DELTA_E;
    if (candidates.filter(isMember).length < enough) continue;
    const members = samples.filter(isMember);
    const xs = members.map((sample) => sample.x);
    const ys = members.map((sample) => sample.y);
    const box = {
      left: quantile(xs, 0.03),
      right: quantile(xs, 0.97),
      top: quantile(ys, 0.03),
      bottom: quantile(ys, 0.97),
    };
    return { color, members, box };
  }
  return undefined;
}
