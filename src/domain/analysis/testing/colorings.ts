/**
 * Four archetypal colorings for tests, one per season, written as plain RGB the way they might
 * look in a well-lit photo, on a neutral light-grey wall.
 */
import type { FaceColors } from "./synthetic-face.ts";

const WALL = [214, 214, 210] as const;

/** Peachy-golden light skin, golden-brown hair. */
export const LIGHT_WARM: FaceColors = {
  background: WALL,
  skin: [245, 205, 168],
  hair: [178, 128, 72],
  eyes: [120, 90, 50],
  lips: [214, 120, 100],
};

/** Golden medium skin, dark auburn hair. */
export const DEEP_WARM: FaceColors = {
  background: WALL,
  skin: [192, 136, 92],
  hair: [92, 44, 26],
  eyes: [70, 45, 25],
  lips: [160, 80, 60],
};

/** Rosy-beige light skin, ash-brown hair. */
export const LIGHT_COOL: FaceColors = {
  background: WALL,
  skin: [232, 196, 192],
  hair: [138, 128, 124],
  eyes: [100, 120, 140],
  lips: [200, 130, 140],
};

/** Porcelain rosy skin, blue-black hair: high contrast. */
export const DEEP_COOL: FaceColors = {
  background: WALL,
  skin: [240, 216, 214],
  hair: [22, 22, 28],
  eyes: [40, 40, 50],
  lips: [180, 60, 90],
};
