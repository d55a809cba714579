/**
 * Draws placeholder product photography for the demo catalogue: an SVG illustration rendered to WebP
 * with sharp. Every random choice comes from a PRNG seeded with the product id, so re-seeding produces
 * byte-identical images (stable Storage uploads, no churn in screenshots).
 */
import sharp from "sharp";
import type { DemoProduct, MetalTone, ProductArt, StoneArt, StoneFinish } from "./demo-catalog.ts";

const WIDTH = 900;
const HEIGHT = 1200;
const MAX_BYTES = 90 * 1024;
/** Strength of the film grain; stronger tips WebP into keeping the noise and files triple in size. */
const GRAIN = 0.3;

type Rand = () => number;
type Point = { x: number; y: number; a: number };

/** FNV-1a: turns a product id into a 32-bit seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** mulberry32: small and plenty for visual jitter. */
function seeded(seed: number): Rand {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rand: Rand, items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
const f = (v: number): string => String(Math.round(v * 10) / 10);

function mix(a: string, b: string, t: number): string {
  const [pa, pb] = [parseInt(a.slice(1), 16), parseInt(b.slice(1), 16)];
  return `#${[16, 8, 0]
    .map((s) => Math.round(((pa >> s) & 255) + (((pb >> s) & 255) - ((pa >> s) & 255)) * t))
    .map((v) => v.toString(16).padStart(2, "0"))
    .join("")}`;
}
const light = (c: string, t: number) => mix(c, "#ffffff", t);
// Shadows go towards a warm brown-black: pure black makes stones and skin look dirty.
const dark = (c: string, t: number) => mix(c, "#1c120c", t);

const stop = (offset: number, color: string, opacity = 1) =>
  `<stop offset="${offset}" stop-color="${color}"${opacity === 1 ? "" : ` stop-opacity="${opacity}"`}/>`;

/** Collects <defs> while the drawing is built, with unique ids. */
class Canvas {
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

// ——— Stones ———

const RADIAL = `cx=".5" cy=".5" r=".62" fx=".36" fy=".3"`;

function stoneStops(finish: StoneFinish, c: string, d: string): string[] {
  if (finish === "translucent")
    return [stop(0, light(c, 0.55)), stop(0.5, c), stop(0.88, dark(c, 0.22)), stop(1, light(c, 0.1))];
  if (finish === "pearl")
    return [stop(0, light(c, 0.85)), stop(0.45, c), stop(0.82, mix(c, d, 0.7)), stop(1, dark(c, 0.22))];
  if (finish === "matte" || finish === "wood")
    return [stop(0, light(c, 0.16)), stop(0.6, c), stop(1, dark(c, 0.38))];
  return [stop(0, light(c, 0.38)), stop(0.42, c), stop(1, dark(c, 0.6))];
}

/** What makes each finish read as that stone: bands, a sliding sheen, flecks or an inner glow. */
function stoneDetail(cv: Canvas, finish: StoneFinish, x: number, y: number, r: number, c: string, d: string) {
  const { rand } = cv;
  const jx = x + (rand() - 0.5) * r * 1.6;
  const jy = y + (rand() - 0.5) * r * 1.6;
  const rot = f(rand() * 180);
  switch (finish) {
    case "banded":
      return Array.from({ length: 6 }, (_, i) => {
        const w = f(r * (0.05 + rand() * 0.1));
        return `<ellipse cx="${f(jx)}" cy="${f(jy)}" rx="${f(r * (0.3 + i * 0.3))}" ry="${f(r * (0.2 + i * 0.26))}" transform="rotate(${rot} ${f(jx)} ${f(jy)})" fill="none" stroke="${d}" stroke-width="${w}" opacity=".55"/>`;
      }).join("");
    case "chatoyant":
      return `<ellipse cx="${f(x + (rand() - 0.5) * r * 0.5)}" cy="${f(y + (rand() - 0.5) * r * 0.5)}" rx="${f(r * 1.3)}" ry="${f(r * 0.24)}" transform="rotate(${f(-60 + rand() * 120)} ${f(x)} ${f(y)})" fill="${d}" opacity=".7" ${cv.blur(r * 0.12)}/>`;
    case "speckled":
    case "matte": {
      const count = finish === "matte" ? 5 : 9;
      const dots = Array.from({ length: count }, () => {
        const [a, m] = [rand() * Math.PI * 2, Math.sqrt(rand()) * r * 0.9];
        return `<circle cx="${f(x + Math.cos(a) * m)}" cy="${f(y + Math.sin(a) * m)}" r="${f(r * (0.025 + rand() * 0.05))}"/>`;
      }).join("");
      const vein = `<path d="M${f(jx - r)} ${f(jy)} Q${f(x)} ${f(y + (rand() - 0.5) * r)} ${f(jx + r)} ${f(jy - r * 0.6)}" fill="none" stroke="${d}" stroke-width="${f(r * 0.05)}" opacity=".4"/>`;
      return `<g fill="${d}" opacity="${finish === "matte" ? 0.35 : 0.85}">${dots}</g>${finish === "speckled" ? vein : ""}`;
    }
    case "wood":
      return Array.from({ length: 6 }, (_, i) => {
        const oy = (i - 2.5) * r * 0.36 + (rand() - 0.5) * r * 0.15;
        return `<path d="M${f(x - r)} ${f(y + oy)} Q${f(x)} ${f(y + oy + (rand() - 0.5) * r * 0.5)} ${f(x + r)} ${f(y + oy)}" transform="rotate(${rot} ${f(x)} ${f(y)})" fill="none" stroke="${d}" stroke-width="${f(r * (0.04 + rand() * 0.05))}" opacity=".45"/>`;
      }).join("");
    case "translucent":
      return `<circle cx="${f(x + r * 0.3)}" cy="${f(y + r * 0.38)}" r="${f(r * 0.5)}" fill="${light(c, 0.6)}" opacity=".55" ${cv.blur(r * 0.22)}/>`;
    case "pearl":
      return `<ellipse cx="${f(x + r * 0.25)}" cy="${f(y + r * 0.35)}" rx="${f(r * 0.6)}" ry="${f(r * 0.35)}" fill="${d}" opacity=".45" ${cv.blur(r * 0.2)}/>`;
    default:
      return "";
  }
}

/**
 * One stone. `shape` writes the outline with the given attributes so the same outline serves as body,
 * clip and rim; (x, y, r) is the lit bulb of the stone, which places the reflections.
 */
function stone(
  cv: Canvas,
  spec: StoneArt,
  shape: (attrs: string) => string,
  x: number,
  y: number,
  r: number,
) {
  const { rand } = cv;
  const c = mix(spec.color, rand() < 0.5 ? "#000000" : "#ffffff", rand() * 0.1);
  const d = spec.detail ?? light(c, 0.4);
  const fill = cv.gradient("radialGradient", RADIAL, ...stoneStops(spec.finish, c, d));
  const clip = cv.id("c");
  cv.defs.push(`<clipPath id="${clip}">${shape("")}</clipPath>`);
  const soft = spec.finish === "matte" || spec.finish === "pearl" || spec.finish === "wood";
  const [hx, hy] = [x - r * (0.32 + rand() * 0.08), y - r * (0.38 + rand() * 0.08)];
  const gloss =
    `<ellipse cx="${f(hx)}" cy="${f(hy)}" rx="${f(r * (soft ? 0.5 : 0.3))}" ry="${f(r * (soft ? 0.32 : 0.18))}" transform="rotate(-35 ${f(hx)} ${f(hy)})" fill="#fff" opacity="${spec.finish === "pearl" ? 0.45 : soft ? 0.22 : 0.7}" ${cv.blur(r * (soft ? 0.2 : 0.07))}/>` +
    (soft
      ? ""
      : `<circle cx="${f(hx - r * 0.03)}" cy="${f(hy - r * 0.02)}" r="${f(r * 0.07)}" fill="#fff" opacity=".95"/>`);
  return `<g>${shape(`fill="${fill}"`)}<g clip-path="url(#${clip})">${stoneDetail(cv, spec.finish, x, y, r, c, d)}${gloss}</g>${shape(`fill="none" stroke="${dark(c, 0.6)}" stroke-opacity=".3" stroke-width="${f(r * 0.05)}"`)}</g>`;
}

const bead = (cv: Canvas, s: StoneArt, x: number, y: number, r: number) =>
  stone(cv, s, (a) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" ${a}/>`, x, y, r);

/** A tumbled chip: an irregular rounded polygon. */
function chip(cv: Canvas, s: StoneArt, x: number, y: number, r: number) {
  const n = 6 + Math.floor(cv.rand() * 3);
  const pts = Array.from({ length: n }, (_, i) => {
    const [a, m] = [(i / n) * Math.PI * 2 + cv.rand() * 0.5, r * (0.7 + cv.rand() * 0.45)];
    return [x + Math.cos(a) * m, y + Math.sin(a) * m * 0.85] as const;
  });
  const mid = (i: number) => pts[i % n]!.map((v, k) => (v + pts[(i + 1) % n]![k]!) / 2);
  let d = `M${mid(0).map(f).join(" ")}`;
  for (let i = 1; i <= n; i++) d += ` Q${pts[i % n]!.map(f).join(" ")} ${mid(i).map(f).join(" ")}`;
  return stone(cv, s, (a) => `<path d="${d}Z" ${a}/>`, x, y, r);
}

/** Teardrop hanging from (x, top). */
function drop(cv: Canvas, s: StoneArt, x: number, top: number, w: number, h: number) {
  const [hw, cy] = [w / 2, top + h - w / 2];
  const d = `M${f(x)} ${f(top)} C${f(x + w * 0.18)} ${f(top + h * 0.2)} ${f(x + hw)} ${f(cy - w * 0.45)} ${f(x + hw)} ${f(cy)} A${f(hw)} ${f(hw)} 0 0 1 ${f(x - hw)} ${f(cy)} C${f(x - hw)} ${f(cy - w * 0.45)} ${f(x - w * 0.18)} ${f(top + h * 0.2)} ${f(x)} ${f(top)}Z`;
  return stone(cv, s, (a) => `<path d="${d}" ${a}/>`, x, cy - hw * 0.15, hw);
}

// ——— Metal ———

const METALS: Record<MetalTone, [string, string, string]> = {
  dorado: ["#F7E6AE", "#CDA64F", "#8A6724"],
  plateado: ["#FBFBFC", "#C2C4C9", "#7A7E86"],
  "oro-rosa": ["#F8D9CC", "#D5A08B", "#98624F"],
};

function metalFill(cv: Canvas, tone: MetalTone): string {
  const [l, m, d] = METALS[tone];
  return cv.gradient("radialGradient", RADIAL, stop(0, l), stop(0.5, m), stop(1, d));
}

/** A bezel setting: a metal rim lit from the top left, with a shadowed lip where the stone sits. */
function bezel(cv: Canvas, tone: MetalTone, x: number, y: number, r: number) {
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

function metalBall(cv: Canvas, tone: MetalTone, x: number, y: number, r: number) {
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${metalFill(cv, tone)}"/>`;
}

/** A chain reads as a dark line broken by bright link reflections; a cord as a twisted thread. */
function chain(points: Point[], art: ProductArt, width: number): string {
  const d = `M${points.map((p) => `${f(p.x)} ${f(p.y)}`).join(" L")}`;
  const [l, m, k] = art.cord ? [light(art.cord, 0.25), art.cord, dark(art.cord, 0.4)] : METALS[art.metal];
  const dash = `${f(width * 1.4)} ${f(width * (art.cord ? 0.8 : 1.2))}`;
  return `<g fill="none" stroke-linecap="round"><path d="${d}" stroke="${k}" stroke-width="${f(width * 1.3)}"/><path d="${d}" stroke="${m}" stroke-width="${f(width)}"/><path d="${d}" stroke="${l}" stroke-width="${f(width * 0.6)}" stroke-dasharray="${dash}"/></g>`;
}

/** A curve sampled by arc length, so beads can be strung at even spacing. */
function track(fn: (t: number) => [number, number], steps = 600) {
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
type Track = ReturnType<typeof track>;

// ——— Pieces ———

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
function necklace(
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
const EARRING_LAYOUT: Record<string, { studio: number; worn: number; middle: number }> = {
  stud: { studio: 9, worn: 2.8, middle: 0 },
  hoop: { studio: 5.5, worn: 2.9, middle: 22 },
  "beads-dangle": { studio: 4.6, worn: 3.2, middle: 18 },
  "drop-earring": { studio: 5, worn: 2.9, middle: 12 },
};

/** One earring hanging from the piercing at (x, y); the full hook only shows when no ear hides it. */
function earring(
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

// ——— Scenes ———

const SKINS = ["#F3D7C4", "#EAC3A6", "#DBA887", "#C68C66", "#A56C49", "#7C4C34"];
const HAIRS = ["#2A1C15", "#3E2A1F", "#5A3A27", "#83563A", "#A8825A"];
const CLOTHES = ["#F2EDE4", "#2C2927", "#A9AF98", "#C7A688", "#E6DDD0", "#6E5A4D"];
const BACKDROPS = ["#D8CEC2", "#CDBFB0", "#CACDBF", "#D9C6BC", "#D3CCC4"];
const STUDIO_BACKDROPS = ["#EEE6DC", "#E9E3DA", "#EFE3D7", "#E6E0D6", "#ECDFD6"];
const MIRROR = `transform="matrix(-1 0 0 1 ${WIDTH} 0)"`;

function backdrop(cv: Canvas, base: string): string {
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
const soft = (cv: Canvas, d: string, color: string, w: number, op: number, sd: number, extra = "") =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(w)}" stroke-linecap="round" opacity="${Math.round(op * 100) / 100}" ${cv.blur(sd)} ${extra}/>`;

const vertical = (cv: Canvas, ...stops: string[]) =>
  cv.gradient("linearGradient", `x1="0" y1="0" x2="0" y2="1"`, ...stops);

/** Soft diagonal light from an unseen window, the usual look of daylight product photos. */
function windowLight(cv: Canvas): string {
  const [x, tilt] = [cv.rand() * 200 - 100, 0.7 + cv.rand() * 0.4];
  const pane = (dx: number, w: number) =>
    `<path d="M${f(x + dx)} ${HEIGHT + 100} L${f(x + dx + 1300 * tilt)} -100 L${f(x + dx + w + 1300 * tilt)} -100 L${f(x + dx + w)} ${HEIGHT + 100}Z"/>`;
  return `<g fill="#fffaf2" opacity=".32" ${cv.blur(40)}>${pane(-700, 260)}${pane(-380, 200)}</g>`;
}

function studioScene(cv: Canvas, p: DemoProduct): string {
  const { art } = p;
  const bg = backdrop(cv, pick(cv.rand, STUDIO_BACKDROPS));
  let piece: string;
  if (p.productType === "aro") {
    const layout = EARRING_LAYOUT[art.shape] ?? EARRING_LAYOUT["drop-earring"]!;
    const y = 600 - layout.middle * layout.studio;
    const tilt = (cv.rand() - 0.5) * 10;
    piece =
      earring(cv, art, 310, y - 16, layout.studio, tilt, true) +
      earring(cv, art, 596, y + 16, layout.studio, -tilt * 0.7, true);
  } else {
    const wobble = cv.rand() * Math.PI * 2;
    const onChain = art.stones.length === 0;
    // Flat-lay loop: the pendant's weight pulls the bottom into a soft V.
    const [a, b, v, cy] = onChain ? [250, 330, 0.3, 540] : [265, 350, 0.12, 570];
    const tr = track((t) => {
      const th = t * Math.PI * 2;
      const down = Math.max(0, -Math.cos(th));
      return [
        450 + a * Math.sin(th) * (1 - v * down * down) + 7 * Math.sin(3 * th + wobble),
        cy - b * Math.cos(th),
      ];
    });
    piece = necklace(cv, art, tr, art.shape === "chips" ? 15 : 17, 3.2, true, 1.3);
  }
  return `${bg}${windowLight(cv)}<g ${cv.shadowFilter("#4a3728", 0.32, 6, 11, 6)}>${piece}</g>`;
}

/** The model's look, varied per product so the catalogue grid does not repeat one person. */
function pickLook(rand: Rand) {
  return {
    skin: pick(rand, SKINS),
    hair: pick(rand, HAIRS),
    hairStyle: pick(rand, ["down", "up", "side"] as const),
    cloth: pick(rand, CLOTHES),
    neckline: pick(rand, ["scoop", "v", "boat"] as const),
    bg: pick(rand, BACKDROPS),
  };
}
type Look = ReturnType<typeof pickLook>;

function hairStrands(cv: Canvas, color: string, paths: string[]): string {
  return paths
    .map((d) => {
      const tone = cv.rand() < 0.6 ? light(color, 0.15 + cv.rand() * 0.15) : dark(color, 0.35);
      // Unblurred on purpose: a filter per strand made the worn photos several times slower.
      return `<path d="${d}" fill="none" stroke="${tone}" stroke-width="${f(1 + cv.rand() * 2.5)}" stroke-linecap="round" opacity="${f(0.1 + cv.rand() * 0.15)}"/>`;
    })
    .join("");
}

/** Front view of neck and shoulders (necklaces): the necklace lies on the collarbones. */
function bustScene(cv: Canvas, p: DemoProduct, look: Look): string {
  const { skin, hair } = look;
  const [sh, hi] = [dark(skin, 0.32), light(skin, 0.3)];
  const body =
    "M326 0 C323 150 319 270 308 340 C292 410 204 452 96 486 C46 500 0 512 0 536 L0 1200 L900 1200 L900 536 C900 512 854 500 804 486 C696 452 608 410 592 340 C581 270 577 150 574 0Z";
  const chin = "M214 -20 C232 150 348 296 450 302 C552 296 668 150 686 -20Z";
  const clip = cv.id("c");
  cv.defs.push(`<clipPath id="${clip}"><path d="${body}"/></clipPath>`);
  const skinFill = cv.gradient(
    "linearGradient",
    `x1="0" x2="1"`,
    stop(0, dark(skin, 0.2)),
    stop(0.3, skin),
    stop(0.5, light(skin, 0.08)),
    stop(0.7, skin),
    stop(1, dark(skin, 0.24)),
  );
  const hairFill = cv.gradient(
    "linearGradient",
    `x1="0" x2="1"`,
    stop(0, light(hair, 0.1)),
    stop(1, dark(hair, 0.45)),
  );
  const sideHair = `<path d="M0 0 L360 0 L360 420 C300 480 200 540 0 640Z" fill="${hairFill}"/>${hairStrands(
    cv,
    hair,
    Array.from(
      { length: 10 },
      (_, i) => `M${f(60 + i * 28)} 0 C${f(50 + i * 30)} 200 ${f(20 + i * 26)} 380 ${f(-40 + i * 22)} 640`,
    ),
  )}`;
  const behind =
    look.hairStyle === "up"
      ? ""
      : `<g>${sideHair}</g>` + (look.hairStyle === "down" ? `<g ${MIRROR}>${sideHair}</g>` : "");
  const twice = (markup: string) => `${markup}<g ${MIRROR}>${markup}</g>`;
  const collarbone = "M436 580 C410 566 360 556 300 552 C240 548 190 540 140 524";
  const skinArt = [
    `<rect width="900" height="470" fill="${vertical(cv, stop(0, dark(skin, 0.45), 0.7), stop(0.6, dark(skin, 0.3), 0.2), stop(1, skin, 0))}"/>`,
    twice(soft(cv, "M334 0 C331 150 327 270 316 340", sh, 46, 0.45, 16)),
    twice(soft(cv, "M360 240 C388 360 414 480 438 552", sh, 16, 0.18, 8)),
    twice(soft(cv, "M300 380 C250 430 150 470 40 500", hi, 34, 0.25, 16)),
    twice(
      soft(cv, collarbone, sh, 12, 0.2, 7, `transform="translate(0 11)"`) +
        soft(cv, collarbone, hi, 8, 0.35, 5),
    ),
    `<ellipse cx="450" cy="568" rx="28" ry="14" fill="${sh}" opacity=".35" ${cv.blur(8)}/>`,
    `<ellipse cx="450" cy="800" rx="280" ry="200" fill="${hi}" opacity=".28" ${cv.blur(60)}/>`,
    `<path d="${chin}" transform="translate(0 24)" fill="${dark(skin, 0.5)}" opacity=".5" ${cv.blur(18)}/>`,
  ].join("");
  const chinFill = cv.gradient(
    "radialGradient",
    `cx=".5" cy=".35" r=".7"`,
    stop(0, light(skin, 0.1)),
    stop(0.6, skin),
    stop(1, dark(skin, 0.2)),
  );
  const necklines = {
    scoop:
      "M0 600 C120 640 220 760 300 860 C360 930 400 950 450 950 C500 950 540 930 600 860 C680 760 780 640 900 600 L900 1200 L0 1200Z",
    v: "M0 620 C140 650 260 740 330 820 L450 1010 L570 820 C640 740 760 650 900 620 L900 1200 L0 1200Z",
    boat: "M0 690 C200 750 330 826 450 832 C570 826 700 750 900 690 L900 1200 L0 1200Z",
  };
  const edge = necklines[look.neckline].split(" L900 1200")[0]!;
  const clothFill = vertical(cv, stop(0, light(look.cloth, 0.08)), stop(1, dark(look.cloth, 0.2)));
  const clothing = `<g ${cv.shadowFilter(dark(skin, 0.6), 0.3, 0, -5, 8)}><path d="${necklines[look.neckline]}" fill="${clothFill}"/></g>${soft(cv, edge, light(look.cloth, 0.3), 4, 0.6, 1.5)}`;
  const onChain = p.art.stones.length === 0;
  const drape = onChain ? 700 : p.art.shape === "chips" ? 650 : 662;
  const half = (t: number): [number, number] => {
    const u = 1 - t;
    return [
      u * u * u * 304 + 3 * u * u * t * 294 + 3 * u * t * t * 350 + t * t * t * 450,
      u * u * u * 350 + 3 * u * u * t * 460 + 3 * u * t * t * (drape - 4) + t * t * t * drape,
    ];
  };
  const tr = track((t) =>
    t < 0.5 ? half(t * 2) : ((([x, y]) => [900 - x, y])(half((1 - t) * 2)) as [number, number]),
  );
  const jewel = necklace(cv, p.art, tr, p.art.shape === "chips" ? 9.5 : 11, 1.6, false, 0.78);
  return [
    backdrop(cv, look.bg),
    behind,
    `<g ${cv.shadowFilter(dark(look.bg, 0.7), 0.35, 0, 4, 14)}><path d="${body}" fill="${skinFill}"/></g>`,
    `<g clip-path="url(#${clip})">${skinArt}</g>`,
    `<path d="${chin}" fill="${chinFill}"/><ellipse cx="450" cy="240" rx="90" ry="36" fill="${hi}" opacity=".35" ${cv.blur(18)}/>`,
    clothing,
    // Clipped to the body so the strand disappears behind the neck instead of floating past it.
    `<g clip-path="url(#${clip})"><g ${cv.shadowFilter(dark(skin, 0.65), 0.4, 3, 7, 4)}>${jewel}</g></g>`,
  ].join("");
}

/** Profile facing left (earrings): cheek, jaw, ear and neck, the earring on the lobe. */
function profileScene(cv: Canvas, p: DemoProduct, look: Look): string {
  const { skin, hair } = look;
  const [sh, hi] = [dark(skin, 0.32), light(skin, 0.3)];
  const head =
    "M0 0 L0 760 C40 772 74 800 86 840 C98 876 140 892 200 900 C220 980 232 1090 244 1200 L900 1200 L900 0Z";
  const jaw = "M572 650 C520 726 330 806 92 848";
  const hairline =
    "M340 0 C400 150 452 250 496 330 C512 372 520 420 524 476 C560 540 610 560 636 610 C672 690 712 780 756 870 C800 960 850 1060 900 1100";
  const clip = cv.id("c");
  const hairClip = cv.id("c");
  cv.defs.push(
    `<clipPath id="${clip}"><path d="${head}"/></clipPath>`,
    `<clipPath id="${hairClip}"><path d="${hairline} L900 0Z"/></clipPath>`,
  );
  const skinFill = cv.gradient(
    "radialGradient",
    `cx=".3" cy=".3" r=".9"`,
    stop(0, light(skin, 0.14)),
    stop(0.55, skin),
    stop(1, dark(skin, 0.25)),
  );
  const hairFill = cv.gradient(
    "linearGradient",
    `x1="0" y1="0" x2="1" y2="1"`,
    stop(0, light(hair, 0.15)),
    stop(1, dark(hair, 0.4)),
  );
  const neckShade = vertical(
    cv,
    stop(0, dark(skin, 0.55), 0.55),
    stop(0.3, dark(skin, 0.4), 0.2),
    stop(1, dark(skin, 0.4), 0),
  );
  const skinArt = [
    `<path d="${jaw} L240 1200 L800 1200 L800 640Z" fill="${neckShade}" ${cv.blur(9)}/>`,
    soft(cv, jaw, hi, 10, 0.3, 5, `transform="translate(0 -10)"`),
    soft(cv, "M620 680 C540 820 440 1000 340 1200", sh, 44, 0.18, 22),
    `<ellipse cx="280" cy="400" rx="220" ry="170" fill="${hi}" opacity=".3" ${cv.blur(50)}/>`,
    soft(cv, "M430 380 C360 470 280 540 180 600", sh, 60, 0.12, 36),
    soft(cv, hairline, dark(skin, 0.45), 36, 0.4, 14),
  ].join("");
  // Hair pulled back: strands leave the hairline and converge on a ponytail beyond the top right.
  const strands = Array.from({ length: 26 }, (_, i) => {
    const t = i / 25;
    const [sx, sy] = [350 + t * 420 + cv.rand() * 20, t * 1000 + cv.rand() * 30];
    const [ex, ey] = [960, 120 + t * 260 + cv.rand() * 40];
    return `M${f(sx)} ${f(sy)} C${f(sx + 60)} ${f(sy - 50)} ${f(ex - 180)} ${f(ey + 60 + t * 120)} ${ex} ${f(ey)}`;
  });
  const earFill = cv.gradient(
    "linearGradient",
    `x1="0" x2="1"`,
    stop(0, dark(skin, 0.08)),
    stop(1, light(mix(skin, "#d98a7a", 0.15), 0.1)),
  );
  const ear = `<g transform="translate(585 440) scale(1.3)" ${cv.shadowFilter(dark(hair, 0.5), 0.45, 5, 6, 6)}>
<path d="M-42 -92 C-22 -132 48 -134 72 -92 C88 -62 84 -12 64 30 C52 58 40 76 30 96 C18 122 -6 130 -22 116 C-34 106 -38 88 -40 72 C-44 40 -48 -40 -42 -92Z" fill="${earFill}"/>
${soft(cv, "M-24 -84 C0 -110 52 -104 56 -66 C60 -30 44 8 28 42", sh, 8, 0.55, 3)}${soft(cv, "M-12 -70 C10 -88 38 -80 40 -56 C42 -28 30 0 16 24", hi, 6, 0.5, 3)}
<ellipse cx="-8" cy="10" rx="22" ry="32" fill="${sh}" opacity=".55" ${cv.blur(8)}/><ellipse cx="-24" cy="14" rx="7" ry="11" fill="${dark(skin, 0.6)}" opacity=".6" ${cv.blur(4)}/>
<ellipse cx="-34" cy="20" rx="8" ry="13" fill="${hi}" opacity=".4" ${cv.blur(4)}/><ellipse cx="2" cy="102" rx="18" ry="12" fill="${mix(skin, "#e08070", 0.18)}" opacity=".45" ${cv.blur(6)}/></g>`;
  const cloth = `<path d="M420 1200 C520 1110 700 1070 900 1050 L900 1200Z" fill="${vertical(cv, stop(0, light(look.cloth, 0.06)), stop(1, dark(look.cloth, 0.2)))}"/>`;
  const layout = EARRING_LAYOUT[p.art.shape] ?? EARRING_LAYOUT["drop-earring"]!;
  return [
    backdrop(cv, look.bg),
    `<path d="${head}" fill="${skinFill}"/><g clip-path="url(#${clip})">${skinArt}</g>`,
    `<g ${cv.shadowFilter(dark(skin, 0.6), 0.3, -4, 6, 10)}><path d="${hairline} L900 0Z" fill="${hairFill}"/></g>`,
    `<g clip-path="url(#${hairClip})">${hairStrands(cv, hair, strands)}</g>`,
    cloth,
    ear,
    `<g ${cv.shadowFilter(dark(skin, 0.65), 0.35, -4, 8, 4)}>${earring(cv, p.art, 567, 578, layout.worn, 0, false)}</g>`,
  ].join("");
}

/** Film-like grain: keeps flat gradients from looking like vector art (and from banding in WebP). */
function grain(cv: Canvas, seed: number): string {
  const id = cv.id("n");
  cv.defs.push(
    `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency=".9" numOctaves="2" seed="${seed % 1000}" result="t"/><feColorMatrix in="t" type="matrix" values="1 0 0 0 0 1 0 0 0 0 1 0 0 0 0 0 0 0 0 1" result="n"/><feComposite in="SourceGraphic" in2="n" operator="arithmetic" k1="${GRAIN}" k2="${1 - GRAIN / 2}"/></filter>`,
  );
  return `filter="url(#${id})"`;
}

/** A 900×1200 WebP photo of the product: worn ("uso") or alone on a backdrop ("studio"). */
export async function renderProductPhoto(product: DemoProduct, kind: "uso" | "studio"): Promise<Buffer> {
  const seed = hash(`${product.id}:${kind}`);
  const cv = new Canvas(seeded(seed));
  const look = pickLook(seeded(hash(product.id)));
  const scene =
    kind === "studio"
      ? studioScene(cv, product)
      : product.productType === "aro"
        ? profileScene(cv, product, look)
        : bustScene(cv, product, look);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><g ${grain(cv, seed)}>${scene}</g><defs>${cv.defs.join("")}</defs></svg>`;
  const raster = await sharp(Buffer.from(svg)).resize(WIDTH, HEIGHT).png().toBuffer();
  const encode = (quality: number) => sharp(raster).webp({ quality, effort: 5 }).toBuffer();
  let webp = await encode(78);
  // Grain can tip the encoder into keeping noise; step quality down rather than ship a heavy photo.
  for (const quality of [70, 62]) if (webp.length > MAX_BYTES) webp = await encode(quality);
  return webp;
}
