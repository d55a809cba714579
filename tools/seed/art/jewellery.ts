/**
 * Whole pieces assembled from stones and metal: a necklace strung along a curve (strand, pendant,
 * clasp) and an earring per style. Scenes only decide where a piece sits and how large.
 */
import type { ProductArt } from "../demo-catalog.ts";
import { type Canvas, type Point, dark, f } from "./canvas.ts";
import { METALS, bezel, chain, metalBall, metalFill } from "./metals.ts";
import { bead, chip, drop } from "./stones.ts";

/** A curve sampled by arc length, so beads can be strung at even spacing. */
export function track(fn: (t: number) => [number, number], steps = 600) {
  const pts = Array.from({ length: steps + 1 }, (_, i) => fn(i / steps));
  const cum = [0];
  for (let i = 1; i <= steps; i++)
    cum.push(cum[i - 1]! + Math.hypot(pts[i]![0] - pts[i - 1]![0], pts[i]![1] - pts[i - 1]![1]));
  const length = cum[steps]!;
  const at = (s: number): Point => {
    let i = cum.findIndex((c) => c >= s);
    i = Math.min(Math.max(i, 1), steps);
    const [p, q] = [pts[i - 1]!, pts[i]!];
    const t = (s - cum[i - 1]!) / (cum[i]! - cum[i - 1]! || 1);
    return {
      x: p[0] + (q[0] - p[0]) * t,
      y: p[1] + (q[1] - p[1]) * t,
      a: Math.atan2(q[1] - p[1], q[0] - p[0]),
    };
  };
  const range = (from: number, to: number, step: number) =>
    Array.from({ length: Math.max(2, Math.ceil((to - from) / step) + 1) }, (_, i) =>
      at(Math.min(to, from + i * step)),
    );
  return { length, at, range };
}
export type Track = ReturnType<typeof track>;

/** Stones strung along `tr` between two arc lengths: round beads evenly, chips loosely jostled. */
function strand(cv: Canvas, art: ProductArt, tr: Track, from: number, to: number, r: number): string {
  const out: string[] = [];
  const stoneAt = (i: number) => art.stones[i % art.stones.length]!;
  if (art.shape === "chips") {
    let s = from + r * 0.6;
    for (let i = 0; s < to - r * 0.5; i++) {
      const ri = r * (0.75 + cv.rand() * 0.4);
      const p = tr.at(s);
      const off = (cv.rand() - 0.5) * r * 0.5;
      out.push(chip(cv, stoneAt(i), p.x - Math.sin(p.a) * off, p.y + Math.cos(p.a) * off, ri));
      s += ri * 1.25;
    }
  } else {
    const count = Math.max(1, Math.round((to - from) / (r * 2.05)));
    const step = (to - from) / count;
    for (let i = 0; i < count; i++) {
      const p = tr.at(from + step * (i + 0.5));
      out.push(bead(cv, stoneAt(i), p.x, p.y, (step / 2) * (0.92 + cv.rand() * 0.07)));
    }
  }
  return out.join("");
}

/** The pendant hanging from (x, y), drawn in units where a drop is ~85 px tall. */
function pendant(cv: Canvas, art: ProductArt, x: number, y: number, scale: number): string {
  if (!art.focal) return "";
  const ring = `<circle cx="0" cy="7" r="7" fill="none" stroke="${METALS[art.metal][1]}" stroke-width="2.6"/>`;
  const body =
    art.shape === "pendant-round"
      ? `${bezel(cv, art.metal, 0, 52, 40)}${bead(cv, art.focal, 0, 52, 33)}`
      : `<ellipse cx="0" cy="15" rx="6" ry="4.5" fill="${metalFill(cv, art.metal)}"/>${drop(cv, art.focal, 0, 13, 54, 84)}`;
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${scale})">${ring}${body}</g>`;
}

/** Lobster clasp and ring, or the sliding knot of a waxed cord. */
function clasp(cv: Canvas, art: ProductArt, p: Point): string {
  const [, m, k] = METALS[art.metal];
  const body = art.cord
    ? `<rect x="-16" y="-7" width="32" height="14" rx="7" fill="${art.cord}"/>` +
      [-8, -2, 4, 10]
        .map((dx) => `<path d="M${dx} -7 l-3 14" stroke="${dark(art.cord!, 0.45)}" stroke-width="1.4"/>`)
        .join("")
    : `<circle cx="-14" cy="0" r="6" fill="none" stroke="${m}" stroke-width="2.4"/><ellipse cx="6" cy="0" rx="14" ry="7.5" fill="${metalFill(cv, art.metal)}"/><path d="M-2 -3 q8 -5 16 0" fill="none" stroke="${k}" stroke-width="1.2" opacity=".7"/>`;
  return `<g transform="translate(${f(p.x)} ${f(p.y)})">${body}</g>`;
}

/** A necklace along `tr`: clasp at s = 0 when it shows, pendant at the lowest point (mid-length). */
export function necklace(
  cv: Canvas,
  art: ProductArt,
  tr: Track,
  r: number,
  wire: number,
  withClasp: boolean,
  scale: number,
) {
  const onChain = art.stones.length === 0;
  const gap = withClasp ? 34 : 0;
  const bottom = tr.at(tr.length / 2);
  return [
    onChain || withClasp ? chain(tr.range(0, tr.length, 3), art, wire) : "",
    onChain ? "" : strand(cv, art, tr, gap, tr.length - gap, r),
    pendant(cv, art, bottom.x, bottom.y + (onChain ? -2 : r * 0.5), scale),
    withClasp ? clasp(cv, art, tr.at(0)) : "",
  ].join("");
}

/** Earring drawing units: how far each style reaches below the piercing, to centre it in the studio. */
export const EARRING_LAYOUT: Record<string, { studio: number; worn: number; middle: number }> = {
  stud: { studio: 9, worn: 2.8, middle: 0 },
  hoop: { studio: 5.5, worn: 2.9, middle: 22 },
  "beads-dangle": { studio: 4.6, worn: 3.2, middle: 18 },
  "drop-earring": { studio: 5, worn: 2.9, middle: 12 },
};

/** One earring hanging from the piercing at (x, y); the full hook only shows when no ear hides it. */
export function earring(
  cv: Canvas,
  art: ProductArt,
  x: number,
  y: number,
  scale: number,
  rot: number,
  fullHook: boolean,
) {
  const [l, m] = METALS[art.metal];
  const focal = art.focal ?? art.stones[0]!;
  const wire = (d: string, w: number) =>
    `<path d="${d}" fill="none" stroke="${m}" stroke-width="${w}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${l}" stroke-width="${w * 0.4}" stroke-linecap="round" opacity=".8"/>`;
  const hook =
    wire(fullHook ? "M0 16 L0 -4 C0 -34 38 -36 40 -8 L41 28 C42 38 44 44 48 50" : "M0 -2 L0 16", 1.7) +
    `<circle cx="0" cy="19" r="3.4" fill="none" stroke="${m}" stroke-width="1.4"/>`;
  let body: string;
  if (art.shape === "stud") {
    body =
      focal.finish === "pearl"
        ? bead(cv, focal, 0, 0, 10)
        : `${bezel(cv, art.metal, 0, 0, 11.5)}${bead(cv, focal, 0, 0, 9.4)}`;
  } else if (art.shape === "hoop") {
    const n = art.stones.length;
    const beads = art.stones.map((s, i) => {
      const a = Math.PI / 2 + (i - (n - 1) / 2) * 0.42;
      return bead(cv, s, Math.cos(a) * 22, 22 + Math.sin(a) * 22, n === 1 ? 6 : 4.6);
    });
    body = `${wire("M-2 0.2 A22 22 0 1 0 2 0.2", 2.4)}${beads.join("")}`;
  } else if (art.shape === "beads-dangle") {
    let cy = 24;
    body = hook;
    [5.2, 6, 7].forEach((r, i) => {
      body +=
        metalBall(cv, art.metal, 0, cy, 1.8) +
        bead(cv, art.stones[i % art.stones.length]!, 0, cy + 1.5 + r, r);
      cy += r * 2 + 3.2;
    });
    body += metalBall(cv, art.metal, 0, cy, 2);
  } else {
    body = `${hook}<ellipse cx="0" cy="23.5" rx="3.6" ry="2.8" fill="${metalFill(cv, art.metal)}"/>${drop(cv, focal, 0, 22, 24, 38)}`;
  }
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)}) scale(${scale})">${body}</g>`;
}
