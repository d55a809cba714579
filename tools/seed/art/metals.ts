/** Metal findings in the product's tone: settings, beads, and the chain or cord a piece hangs from. */
import type { MetalTone, ProductArt } from "../demo-catalog.ts";
import { type Canvas, type Point, RADIAL, dark, f, light, stop } from "./canvas.ts";

export const METALS: Record<MetalTone, [string, string, string]> = {
  dorado: ["#F7E6AE", "#CDA64F", "#8A6724"],
  plateado: ["#FBFBFC", "#C2C4C9", "#7A7E86"],
  "oro-rosa": ["#F8D9CC", "#D5A08B", "#98624F"],
};

export function metalFill(cv: Canvas, tone: MetalTone): string {
  const [l, m, d] = METALS[tone];
  return cv.gradient("radialGradient", RADIAL, stop(0, l), stop(0.5, m), stop(1, d));
}

/** A bezel setting: a metal rim lit from the top left, with a shadowed lip where the stone sits. */
export function bezel(cv: Canvas, tone: MetalTone, x: number, y: number, r: number) {
  const [l, m, d] = METALS[tone];
  const fill = cv.gradient(
    "linearGradient",
    `x1="0" y1="0" x2="1" y2="1"`,
    stop(0, l),
    stop(0.45, m),
    stop(0.7, d),
    stop(1, m),
  );
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${fill}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.86)}" fill="none" stroke="${d}" stroke-width="${f(r * 0.06)}"/>`;
}

export function metalBall(cv: Canvas, tone: MetalTone, x: number, y: number, r: number) {
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${metalFill(cv, tone)}"/>`;
}

/** A chain reads as a dark line broken by bright link reflections; a cord as a twisted thread. */
export function chain(points: Point[], art: ProductArt, width: number): string {
  const d = `M${points.map((p) => `${f(p.x)} ${f(p.y)}`).join(" L")}`;
  const [l, m, k] = art.cord ? [light(art.cord, 0.25), art.cord, dark(art.cord, 0.4)] : METALS[art.metal];
  const dash = `${f(width * 1.4)} ${f(width * (art.cord ? 0.8 : 1.2))}`;
  return `<g fill="none" stroke-linecap="round"><path d="${d}" stroke="${k}" stroke-width="${f(width * 1.3)}"/><path d="${d}" stroke="${m}" stroke-width="${f(width)}"/><path d="${d}" stroke="${l}" stroke-width="${f(width * 0.6)}" stroke-dasharray="${dash}"/></g>`;
}
