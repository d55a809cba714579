/**
 * The drawing kit every part of the product art shares: the seeded PRNG that keeps renders
 * byte-identical, color mixing, number formatting for compact SVG, and the Canvas that collects <defs>.
 */

export const WIDTH = 900;
export const HEIGHT = 1200;

export type Rand = () => number;
export type Point = { x: number; y: number; a: number };

/** FNV-1a: turns a product id into a 32-bit seed. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** mulberry32: small and plenty for visual jitter. */
export function seeded(seed: number): Rand {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rand: Rand, items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
export const f = (v: number): string => String(Math.round(v * 10) / 10);

export function mix(a: string, b: string, t: number): string {
  const [pa, pb] = [parseInt(a.slice(1), 16), parseInt(b.slice(1), 16)];
  return `#${[16, 8, 0]
    .map((s) => Math.round(((pa >> s) & 255) + (((pb >> s) & 255) - ((pa >> s) & 255)) * t))
    .map((v) => v.toString(16).padStart(2, "0"))
    .join("")}`;
}
export const light = (c: string, t: number) => mix(c, "#ffffff", t);
// Shadows go towards a warm brown-black: pure black makes stones and skin look dirty.
export const dark = (c: string, t: number) => mix(c, "#1c120c", t);

export const stop = (offset: number, color: string, opacity = 1) =>
  `<stop offset="${offset}" stop-color="${color}"${opacity === 1 ? "" : ` stop-opacity="${opacity}"`}/>`;

/** A sphere lit from the top left: the shared body gradient of stones and metal. */
export const RADIAL = `cx=".5" cy=".5" r=".62" fx=".36" fy=".3"`;

/** Collects <defs> while the drawing is built, with unique ids. */
export class Canvas {
  readonly defs: string[] = [];
  private next = 0;
  private readonly blurs = new Set<number>();
  constructor(readonly rand: Rand) {}

  id(prefix: string): string {
    return `${prefix}${this.next++}`;
  }

  /** A filter attribute blurring by `sd` user units; filters are shared between elements. */
  blur(sd: number): string {
    const key = Math.max(0.5, Math.round(sd * 2) / 2);
    const id = `blur${String(key).replace(".", "_")}`;
    if (!this.blurs.has(key)) {
      this.blurs.add(key);
      this.defs.push(
        `<filter id="${id}" x="-80%" y="-80%" width="260%" height="260%"><feGaussianBlur stdDeviation="${key}"/></filter>`,
      );
    }
    return `filter="url(#${id})"`;
  }

  /** A gradient built from stop() strings; returns the paint reference. */
  gradient(kind: "radialGradient" | "linearGradient", attrs: string, ...stops: string[]): string {
    const id = this.id("g");
    this.defs.push(`<${kind} id="${id}" ${attrs}>${stops.join("")}</${kind}>`);
    return `url(#${id})`;
  }

  shadowFilter(color: string, opacity: number, dx: number, dy: number, sd: number): string {
    const id = this.id("s");
    this.defs.push(
      `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur in="SourceAlpha" stdDeviation="${sd}"/><feOffset dx="${dx}" dy="${dy}" result="o"/><feFlood flood-color="${color}" flood-opacity="${opacity}"/><feComposite in2="o" operator="in"/><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
    );
    return `filter="url(#${id})"`;
  }
}
