/**
 * sRGB ↔ CIELAB (D65), small enough to own: the analyser measures skin and hair in Lab because its
 * axes are what a color season is about — L* is depth, a* is red ↔ green, b* is yellow ↔ blue — and
 * distances there follow what the eye sees far better than distances between RGB numbers.
 */

export interface Lab {
  readonly l: number;
  readonly a: number;
  readonly b: number;
}

export type Rgb = readonly [number, number, number];

// D65 reference white, the white sRGB is defined against.
const WHITE_X = 0.95047;
const WHITE_Y = 1;
const WHITE_Z = 1.08883;

function linearise(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function delinearise(linear: number): number {
  const c = linear <= 0.0031308 ? linear * 12.92 : 1.055 * linear ** (1 / 2.4) - 0.055;
  return Math.min(255, Math.max(0, Math.round(c * 255)));
}

// A photo has only 256 values per channel: looking them up keeps a 1024 px image cheap to convert.
const LINEAR = Array.from({ length: 256 }, (_, value) => linearise(value));

function labF(t: number): number {
  return t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116;
}

function labFInverse(f: number): number {
  return f ** 3 > 216 / 24389 ? f ** 3 : ((f - 16 / 116) * 116 * 27) / 24389;
}

export function rgbToLab(red: number, green: number, blue: number): Lab {
  const r = LINEAR[red & 255] ?? 0;
  const g = LINEAR[green & 255] ?? 0;
  const b = LINEAR[blue & 255] ?? 0;
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / WHITE_X;
  const y = (0.2126729 * r + 0.7151522 * g + 0.072175 * b) / WHITE_Y;
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / WHITE_Z;
  const fx = labF(x);
  const fy = labF(y);
  const fz = labF(z);
  return { l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

/** The nearest displayable sRGB color (out-of-gamut values are clipped). */
export function labToRgb({ l, a, b }: Lab): Rgb {
  const fy = (l + 16) / 116;
  const x = labFInverse(fy + a / 500) * WHITE_X;
  const y = labFInverse(fy) * WHITE_Y;
  const z = labFInverse(fy - b / 200) * WHITE_Z;
  return [
    delinearise(3.2404542 * x - 1.5371385 * y - 0.4985314 * z),
    delinearise(-0.969266 * x + 1.8760108 * y + 0.041556 * z),
    delinearise(0.0556434 * x - 0.2040259 * y + 1.0572252 * z),
  ];
}

const HEX = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/** `#RRGGBB` (or without `#`) to RGB; undefined for anything else, so bad admin data is skipped. */
export function hexToRgb(hex: string): Rgb | undefined {
  const match = HEX.exec(hex.trim());
  if (!match) return undefined;
  const [, r = "", g = "", b = ""] = match;
  return [parseInt(r, 16), parseInt(g, 16), parseInt(b, 16)];
}

export function rgbToHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, "0").toUpperCase()).join("")}`;
}

export function hexToLab(hex: string): Lab | undefined {
  const rgb = hexToRgb(hex);
  return rgb && rgbToLab(...rgb);
}

/** How colorful: distance from the grey axis. */
export function chroma({ a, b }: Lab): number {
  return Math.hypot(a, b);
}

/** Hue angle in degrees, 0–360: ~0 magenta-red, ~60 orange-yellow, ~90 yellow. */
export function hueDegrees({ a, b }: Lab): number {
  const degrees = (Math.atan2(b, a) * 180) / Math.PI;
  return degrees < 0 ? degrees + 360 : degrees;
}

/** CIE76: plain Euclidean distance in Lab; cheap enough to run per pixel when grouping skin. */
export function deltaE76(first: Lab, second: Lab): number {
  const dl = first.l - second.l;
  const da = first.a - second.a;
  const db = first.b - second.b;
  // Not Math.hypot: this runs per pixel, and hypot's overflow care is several times slower.
  return Math.sqrt(dl * dl + da * da + db * db);
}
