/**
 * Scene building blocks: the lit backdrop every shot stands on, and the brushes the worn scenes shade
 * anatomy with, kept apart so the studio and worn modules do not depend on each other.
 */
import { type Canvas, HEIGHT, WIDTH, dark, f, light, stop } from "./canvas.ts";

export function backdrop(cv: Canvas, base: string): string {
  const fill = cv.gradient(
    "radialGradient",
    `cx=".5" cy=".42" r=".75"`,
    stop(0, light(base, 0.35)),
    stop(0.6, base),
    stop(1, dark(base, 0.12)),
  );
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="${fill}"/>`;
}

/** A blurred stroke: the brush for soft anatomy shading. */
export const soft = (cv: Canvas, d: string, color: string, w: number, op: number, sd: number, extra = "") =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(w)}" stroke-linecap="round" opacity="${Math.round(op * 100) / 100}" ${cv.blur(sd)} ${extra}/>`;

/** A top-to-bottom gradient: light falling on clothing and necks. */
export const vertical = (cv: Canvas, ...stops: string[]) =>
  cv.gradient("linearGradient", `x1="0" y1="0" x2="0" y2="1"`, ...stops);
