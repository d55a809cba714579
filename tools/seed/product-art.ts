/**
 * Draws placeholder product photography for the demo catalogue: an SVG illustration rendered to WebP
 * with sharp. Every random choice comes from a PRNG seeded with the product id, so re-seeding produces
 * byte-identical images (stable Storage uploads, no churn in screenshots).
 */
import sharp from "sharp";
import type { DemoProduct, MetalTone, ProductArt, StoneArt, StoneFinish } from "./demo-catalog.ts";

const WIDTH = 900;
const HEIGHT = 1200;

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

  gradient(kind: "radialGradient" | "linearGradient", attrs: string, stops: [number, string, number?][]): string {
    const id = this.id("g");
    const body = stops
      .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`)
      .join("");
    this.defs.push(`<${kind} id="${id}" ${attrs}>${body}</${kind}>`);
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

function stoneStops(finish: StoneFinish, c: string, d: string): [number, string][] {
  if (finish === "translucent") return [[0, light(c, 0.55)], [0.5, c], [0.88, dark(c, 0.22)], [1, light(c, 0.1)]];
  if (finish === "pearl") return [[0, light(c, 0.85)], [0.45, c], [0.82, mix(c, d, 0.7)], [1, dark(c, 0.22)]];
  if (finish === "matte") return [[0, light(c, 0.16)], [0.6, c], [1, dark(c, 0.38)]];
  return [[0, light(c, 0.38)], [0.42, c], [1, dark(c, 0.6)]];
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
function stone(cv: Canvas, spec: StoneArt, shape: (attrs: string) => string, x: number, y: number, r: number) {
  const { rand } = cv;
  const c = mix(spec.color, rand() < 0.5 ? "#000000" : "#ffffff", rand() * 0.1);
  const d = spec.detail ?? light(c, 0.4);
  const fill = cv.gradient("radialGradient", RADIAL, stoneStops(spec.finish, c, d));
  const clip = cv.id("c");
  cv.defs.push(`<clipPath id="${clip}">${shape("")}</clipPath>`);
  const soft = spec.finish === "matte" || spec.finish === "pearl";
  const [hx, hy] = [x - r * (0.32 + rand() * 0.08), y - r * (0.38 + rand() * 0.08)];
  const gloss =
    `<ellipse cx="${f(hx)}" cy="${f(hy)}" rx="${f(r * (soft ? 0.5 : 0.3))}" ry="${f(r * (soft ? 0.32 : 0.18))}" transform="rotate(-35 ${f(hx)} ${f(hy)})" fill="#fff" opacity="${soft ? 0.35 : 0.7}" ${cv.blur(r * (soft ? 0.2 : 0.07))}/>` +
    (soft ? "" : `<circle cx="${f(hx - r * 0.03)}" cy="${f(hy - r * 0.02)}" r="${f(r * 0.07)}" fill="#fff" opacity=".95"/>`);
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
  return cv.gradient("radialGradient", RADIAL, [[0, l], [0.5, m], [1, d]]);
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
  for (let i = 1; i <= steps; i++) cum.push(cum[i - 1]! + Math.hypot(pts[i]![0] - pts[i - 1]![0], pts[i]![1] - pts[i - 1]![1]));
  const length = cum[steps]!;
  const at = (s: number): Point => {
    let i = cum.findIndex((c) => c >= s);
    i = Math.min(Math.max(i, 1), steps);
    const [p, q] = [pts[i - 1]!, pts[i]!];
    const t = (s - cum[i - 1]!) / (cum[i]! - cum[i - 1]! || 1);
    return { x: p[0] + (q[0] - p[0]) * t, y: p[1] + (q[1] - p[1]) * t, a: Math.atan2(q[1] - p[1], q[0] - p[0]) };
  };
  const range = (from: number, to: number, step: number) =>
    Array.from({ length: Math.max(2, Math.ceil((to - from) / step) + 1) }, (_, i) => at(Math.min(to, from + i * step)));
  return { length, at, range };
}
type Track = ReturnType<typeof track>;

// ——— Pieces ———

/** Beads or chips strung from s = from to s = to; the strand is drawn from both ends towards the middle so the front beads overlap naturally. */
function strand(cv: Canvas, art: ProductArt, tr: Track, from: number, to: number, r: number): string {
  const chips = art.shape === "chips";
  const out: string[] = [];
  let s = from + r;
  for (let i = 0; s < to - r * 0.6; i++) {
    const stoneSpec = art.stones[i % art.stones.length]!;
    const ri = r * (chips ? 0.75 + cv.rand() * 0.4 : 0.94 + cv.rand() * 0.1);
    const p = tr.at(s);
    const off = chips ? (cv.rand() - 0.5) * r * 0.5 : 0;
    const [x, y] = [p.x - Math.sin(p.a) * off, p.y + Math.cos(p.a) * off];
    out.push(chips ? chip(cv, stoneSpec, x, y, ri) : bead(cv, stoneSpec, x, y, ri));
    s += chips ? ri * 1.3 : ri * 2 + r * 0.04;
  }
  return out.join("");
}

/** A pendant hanging from (x, y), in units where the drop is ~80 px tall; `scale` sizes it. */
function pendant(cv: Canvas, art: ProductArt, x: number, y: number, scale: number): string {
  const focal = art.focal ?? art.stones[0];
  if (!focal) return "";
  const ring = `<circle cx="0" cy="7" r="7" fill="none" stroke="${METALS[art.metal][1]}" stroke-width="2.6"/>`;
  const body =
    art.shape === "pendant-round"
      ? `${metalBall(cv, art.metal, 0, 52, 40)}${bead(cv, focal, 0, 52, 33)}`
      : `<ellipse cx="0" cy="15" rx="6" ry="4.5" fill="${metalFill(cv, art.metal)}"/>${drop(cv, focal, 0, 13, 54, 84)}`;
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${scale})">${ring}${body}</g>`;
}

function clasp(cv: Canvas, art: ProductArt, p: Point): string {
  if (art.cord) {
    return `<g transform="translate(${f(p.x)} ${f(p.y)})"><rect x="-16" y="-7" width="32" height="14" rx="7" fill="${art.cord}"/>${[-8, -2, 4, 10].map((dx) => `<path d="M${dx} -7 l-3 14" stroke="${dark(art.cord!, 0.4)}" stroke-width="1.4"/>`).join("")}</g>`;
  }
  const [, m] = METALS[art.metal];
  return `<g transform="translate(${f(p.x)} ${f(p.y)})"><circle cx="-14" cy="0" r="6" fill="none" stroke="${m}" stroke-width="2.4"/><ellipse cx="6" cy="0" rx="14" ry="7.5" fill="${metalFill(cv, art.metal)}"/><path d="M-2 -3 q8 -5 16 0" fill="none" stroke="${METALS[art.metal][2]}" stroke-width="1.2" opacity=".7"/></g>`;
}

/** A whole necklace along `tr` (clasp at s = 0 when `withClasp`), with its pendant at the lowest point. */
function necklace(cv: Canvas, art: ProductArt, tr: Track, r: number, chainWidth: number, withClasp: boolean, scale: number) {
  const onChain = art.stones.length === 0;
  const gap = withClasp ? 34 : 0;
  const parts: string[] = [];
  if (onChain || withClasp) parts.push(chain(tr.range(0, tr.length, 3), art, chainWidth));
  const bottom = tr.at(tr.length / 2);
  if (onChain) parts.push(pendant(cv, art, bottom.x, bottom.y - 2, scale));
  else {
    const half = tr.length / 2 - (art.focal ? r * 0.9 : 0);
    const left = strand(cv, art, tr, gap, half, r);
    const right = strand(cv, art, { ...tr, at: (s) => tr.at(tr.length - s) }, gap, half, r);
    parts.push(left, right);
    if (art.focal) parts.push(pendant(cv, art, bottom.x, bottom.y + r * 0.4, scale));
  }
  if (withClasp) parts.push(clasp(cv, art, tr.at(0)));
  return parts.join("");
}

/** One earring hanging from the piercing at (x, y); the hook is only drawn when the ear does not hide it. */
function earring(cv: Canvas, art: ProductArt, x: number, y: number, scale: number, rot: number, fullHook: boolean) {
  const [l, m] = METALS[art.metal];
  const focal = art.focal ?? art.stones[0]!;
  const wire = (d: string, w: number) =>
    `<path d="${d}" fill="none" stroke="${m}" stroke-width="${w}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${l}" stroke-width="${w * 0.4}" stroke-linecap="round" opacity=".8"/>`;
  const hook =
    (fullHook ? wire("M0 16 L0 -4 C0 -34 38 -36 40 -8 L41 28 C42 38 44 44 48 50", 1.7) : wire("M0 -2 L0 16", 1.7)) +
    `<circle cx="0" cy="19" r="3.4" fill="none" stroke="${m}" stroke-width="1.4"/>`;
  let body: string;
  if (art.shape === "stud") {
    body = focal.finish === "pearl" ? bead(cv, focal, 0, 0, 10) : `${metalBall(cv, art.metal, 0, 0, 11.5)}${bead(cv, focal, 0, 0, 9.2)}`;
  } else if (art.shape === "hoop") {
    const n = art.stones.length;
    const beads = art.stones.map((s, i) => {
      const a = Math.PI / 2 + (i - (n - 1) / 2) * 0.42;
      return bead(cv, s, Math.cos(a) * 22, 22 + Math.sin(a) * 22, n === 1 ? 6 : 4.6);
    });
    body = `${wire("M-2 0.2 A22 22 0 1 0 2 0.2", 2.4)}${beads.join("")}`;
  } else if (art.shape === "beads-dangle") {
    const sizes = [5.2, 6, 7];
    let cy = 24;
    body = hook;
    sizes.forEach((r, i) => {
      body += metalBall(cv, art.metal, 0, cy, 1.8) + bead(cv, art.stones[i % art.stones.length]!, 0, cy + 1.5 + r, r);
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

function backdrop(cv: Canvas, base: string): string {
  const fill = cv.gradient("radialGradient", `cx=".5" cy=".42" r=".75"`, [[0, light(base, 0.35)], [0.6, base], [1, dark(base, 0.12)]]);
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="${fill}"/>`;
}

function studioScene(cv: Canvas, p: DemoProduct): string {
  const { art } = p;
  const bg = backdrop(cv, pick(cv.rand, STUDIO_BACKDROPS));
  const shadow = cv.shadowFilter("#4a3728", 0.32, 6, 11, 6);
  let piece: string;
  if (p.productType === "aro") {
    const scale = { stud: 5.2, hoop: 4.2, "beads-dangle": 3.6 }[art.shape as string] ?? 4;
    const y = art.shape === "stud" ? 600 : art.shape === "hoop" ? 470 : 430;
    const tilt = (cv.rand() - 0.5) * 10;
    piece = earring(cv, art, 320, y - 14, scale, tilt, true) + earring(cv, art, 590, y + 14, scale, -tilt * 0.7, true);
  } else {
    const wobble = cv.rand() * Math.PI * 2;
    const onChain = art.stones.length === 0;
    const [a, b, v] = onChain ? [250, 330, 0.3] : [265, 350, 0.12];
    const tr = track((t) => {
      const th = t * Math.PI * 2;
      const down = Math.max(0, -Math.cos(th));
      return [450 + a * Math.sin(th) * (1 - v * down * down) + 7 * Math.sin(3 * th + wobble), 570 - b * Math.cos(th) - (onChain ? 30 : 0)];
    });
    piece = necklace(cv, art, tr, art.shape === "chips" ? 15 : 17, 2.6, true, 1.05);
  }
  return `${bg}<g ${shadow}>${piece}</g>`;
}

/** Shared look of the model, varied per product so the catalogue grid does not repeat one person. */
function pickLook(rand: Rand) {
  return {
    skin: pick(rand, SKINS),
    hair: pick(rand, HAIRS),
    hairStyle: pick(rand, ["down", "up", "side"] as const),
    cloth: pick(rand, CLOTHES),
    neckline: pick(rand, ["scoop", "v", "straight"] as const),
    bg: pick(rand, BACKDROPS),
  };
}
type Look = ReturnType<typeof pickLook>;

const soft = (cv: Canvas, d: string, color: string, w: number, op: number, sd: number) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${w}" stroke-linecap="round" opacity="${op}" ${cv.blur(sd)}/>`;
const MIRROR = `transform="matrix(-1 0 0 1 ${WIDTH} 0)"`;

function hairStrands(cv: Canvas, color: string, paths: string[]): string {
  return paths.map((d) => soft(cv, d, light(color, 0.22 + cv.rand() * 0.15), 2 + cv.rand() * 3, 0.35, 1)).join("");
}

/** Front view of neck and shoulders (for necklaces), with the necklace on the collarbone. */
function bustScene(cv: Canvas, p: DemoProduct, look: Look): string {
  const { skin, hair } = look;
  const [sh, hi] = [dark(skin, 0.32), light(skin, 0.3)];
  const body =
    "M322 0 C318 160 314 300 302 380 C284 452 200 500 92 538 C44 554 0 566 0 590 L0 1200 L900 1200 L900 590 C900 566 856 554 808 538 C700 500 616 452 598 380 C586 300 582 160 578 0Z";
  const clip = cv.id("c");
  cv.defs.push(`<clipPath id="${clip}"><path d="${body}"/></clipPath>`);
  const skinFill = cv.gradient("linearGradient", `x1="0" x2="1"`, [[0, dark(skin, 0.18)], [0.32, skin], [0.5, light(skin, 0.08)], [0.68, skin], [1, dark(skin, 0.22)]]);
  const hairFill = cv.gradient("linearGradient", `x1="0" y1="0" x2="0" y2="1"`, [[0, light(hair, 0.12)], [1, dark(hair, 0.35)]]);
  const sideHair = "M0 0 L304 0 C298 140 288 262 270 360 C250 440 180 484 60 522 L0 540Z";
  const behind =
    look.hairStyle === "down"
      ? `<g fill="${hairFill}"><path d="${sideHair}"/><path d="${sideHair}" ${MIRROR}/></g>`
      : look.hairStyle === "side"
        ? `<path d="${sideHair}" ${MIRROR} fill="${hairFill}"/>`
        : "";
  const front =
    look.hairStyle === "side"
      ? `<g ${cv.shadowFilter(dark(skin, 0.6), 0.35, 4, 8, 8)}><path d="M0 0 L262 0 C270 150 290 300 276 430 C262 570 210 700 160 780 C120 836 50 846 0 830Z" fill="${hairFill}"/>${hairStrands(cv, hair, ["M150 0 C170 200 190 420 120 760", "M210 0 C236 220 240 460 170 740", "M80 0 C100 240 110 520 50 800"])}</g>`
      : "";
  const collarbone = "M436 612 C380 596 300 586 210 572 C160 566 110 570 60 582";
  const necklines = {
    scoop: "M0 880 C200 940 330 1010 450 1010 C570 1010 700 940 900 880 L900 1200 L0 1200Z",
    v: "M0 860 C150 866 250 880 320 930 C380 975 420 1030 450 1080 C480 1030 520 975 580 930 C650 880 750 866 900 860 L900 1200 L0 1200Z",
    straight: "M0 960 C300 992 600 992 900 960 L900 1200 L0 1200Z",
  };
  const clothFill = cv.gradient("linearGradient", `x1="0" y1="0" x2="0" y2="1"`, [[0, light(look.cloth, 0.08)], [1, dark(look.cloth, 0.18)]]);
  const chin = "M236 -20 C250 100 350 212 450 216 C550 212 650 100 664 -20Z";
  const skinArt = [
    `<rect width="900" height="440" fill="${cv.gradient("linearGradient", `x1="0" y1="0" x2="0" y2="1"`, [[0, dark(skin, 0.45), 0.75], [0.55, dark(skin, 0.3), 0.25], [1, skin, 0]])}"/>`,
    soft(cv, "M332 0 C328 160 322 300 310 380", sh, 46, 0.45, 16),
    `<g ${MIRROR}>${soft(cv, "M332 0 C328 160 322 300 310 380", sh, 46, 0.45, 16)}</g>`,
    soft(cv, "M356 150 C384 300 412 480 436 592", sh, 16, 0.2, 8),
    `<g ${MIRROR}>${soft(cv, "M356 150 C384 300 412 480 436 592", sh, 16, 0.2, 8)}</g>`,
    `<ellipse cx="450" cy="604" rx="30" ry="15" fill="${sh}" opacity=".4" ${cv.blur(8)}/>`,
    ...[collarbone].flatMap((d) => [
      `<g>${soft(cv, d, sh, 16, 0.32, 7).replace("<path", `<path transform="translate(0 13)"`)}${soft(cv, d, hi, 10, 0.5, 5)}</g>`,
      `<g ${MIRROR}>${soft(cv, d, sh, 16, 0.32, 7).replace("<path", `<path transform="translate(0 13)"`)}${soft(cv, d, hi, 10, 0.5, 5)}</g>`,
    ]),
    `<ellipse cx="450" cy="860" rx="270" ry="200" fill="${hi}" opacity=".3" ${cv.blur(60)}/>`,
    `<path d="${chin}" transform="translate(0 22)" fill="${dark(skin, 0.5)}" opacity=".45" ${cv.blur(16)}/>`,
  ].join("");
  const chinFill = cv.gradient("linearGradient", `x1="0" y1="0" x2="0" y2="1"`, [[0, skin], [0.75, light(skin, 0.1)], [1, dark(skin, 0.08)]]);
  const onChain = p.art.stones.length === 0;
  const drape = onChain ? 800 : p.art.shape === "chips" ? 730 : 750;
  const half = (t: number): [number, number] => {
    const u = 1 - t;
    const bx = u * u * u * 306 + 3 * u * u * t * 296 + 3 * u * t * t * 364 + t * t * t * 450;
    const by = u * u * u * 404 + 3 * u * u * t * 560 + 3 * u * t * t * drape + t * t * t * (drape + 12);
    return [bx, by];
  };
  const tr = track((t) => (t < 0.5 ? half(t * 2) : ((([x, y]) => [900 - x, y])(half((1 - t) * 2)) as [number, number])));
  const jewel = necklace(cv, p.art, tr, p.art.shape === "chips" ? 9 : 10.5, 1.5, false, 0.62);
  return [
    backdrop(cv, look.bg),
    behind,
    `<path d="${body}" fill="${skinFill}"/><g clip-path="url(#${clip})">${skinArt}</g>`,
    `<path d="${chin}" fill="${chinFill}"/><ellipse cx="450" cy="160" rx="80" ry="34" fill="${hi}" opacity=".35" ${cv.blur(16)}/>`,
    `<g ${cv.shadowFilter(dark(skin, 0.6), 0.25, 0, -6, 10)}><path d="${necklines[look.neckline]}" fill="${clothFill}"/></g>`,
    front,
    `<g ${cv.shadowFilter(dark(skin, 0.65), 0.4, 3, 7, 4)}>${jewel}</g>`,
  ].join("");
}

/** Profile facing left: cheek, jaw, ear and neck (for earrings), the earring on the lobe. */
function profileScene(cv: Canvas, p: DemoProduct, look: Look): string {
  const { skin, hair } = look;
  const [sh, hi] = [dark(skin, 0.32), light(skin, 0.3)];
  const head =
    "M0 0 L0 690 C34 700 66 728 80 766 C92 800 134 816 192 824 C212 900 226 1050 240 1200 L900 1200 L900 1040 C822 1002 772 962 748 884 C732 822 722 760 720 700 L720 0Z";
  const hairline = "M330 0 C392 140 440 262 478 338 C498 380 508 430 514 486 C560 520 600 540 626 600 C664 690 700 770 744 850 C780 910 840 950 900 966";
  const clip = cv.id("c");
  cv.defs.push(`<clipPath id="${clip}"><path d="${head}"/></clipPath>`);
  const skinFill = cv.gradient("radialGradient", `cx=".3" cy=".3" r=".9"`, [[0, light(skin, 0.12)], [0.55, skin], [1, dark(skin, 0.25)]]);
  const hairFill = cv.gradient("linearGradient", `x1="0" y1="0" x2="1" y2="1"`, [[0, light(hair, 0.15)], [1, dark(hair, 0.4)]]);
  const skinArt = [
    soft(cv, "M610 630 C480 700 320 760 110 806", sh, 90, 0.4, 24),
    soft(cv, "M594 604 C470 690 320 740 92 770", hi, 12, 0.35, 6),
    soft(cv, "M610 660 C520 800 420 1000 330 1200", sh, 44, 0.2, 22),
    `<ellipse cx="260" cy="360" rx="210" ry="160" fill="${hi}" opacity=".3" ${cv.blur(50)}/>`,
    soft(cv, hairline, dark(skin, 0.4), 34, 0.35, 14),
  ].join("");
  const strands = Array.from({ length: 9 }, (_, i) => {
    const [sx, sy] = [350 + i * 22 + cv.rand() * 10, 30 + i * 60];
    return `M${f(sx)} ${f(sy)} C${f(sx + 140)} ${f(sy - 40)} ${f(sx + 300)} ${f(sy + 20 + i * 10)} 900 ${f(sy + 60 + i * 40)}`;
  });
  const ear = `<g transform="translate(560 470)" ${cv.shadowFilter(dark(hair, 0.5), 0.4, 6, 6, 8)}>
<path d="M-42 -92 C-22 -132 48 -134 72 -92 C88 -62 84 -12 64 30 C52 58 40 76 30 96 C18 122 -6 130 -22 116 C-34 106 -38 88 -40 72 C-44 40 -48 -40 -42 -92Z" fill="${cv.gradient("linearGradient", `x1="0" x2="1"`, [[0, dark(skin, 0.06)], [1, light(mix(skin, "#d98a7a", 0.15), 0.1)]])}"/>
${soft(cv, "M-24 -84 C0 -110 52 -104 56 -66 C60 -30 44 8 28 42", sh, 8, 0.5, 3)}${soft(cv, "M-12 -70 C10 -88 38 -80 40 -56 C42 -28 30 0 16 24", hi, 6, 0.5, 3)}
<ellipse cx="-8" cy="10" rx="22" ry="32" fill="${sh}" opacity=".55" ${cv.blur(8)}/><ellipse cx="-24" cy="14" rx="7" ry="11" fill="${dark(skin, 0.6)}" opacity=".6" ${cv.blur(4)}/>
<ellipse cx="-34" cy="20" rx="8" ry="13" fill="${hi}" opacity=".4" ${cv.blur(4)}/><ellipse cx="2" cy="102" rx="18" ry="12" fill="${mix(skin, "#e08070", 0.18)}" opacity=".45" ${cv.blur(6)}/></g>`;
  const cloth = `<path d="M470 1200 C560 1120 720 1080 900 1064 L900 1200Z" fill="${cv.gradient("linearGradient", `x1="0" y1="0" x2="0" y2="1"`, [[0, light(look.cloth, 0.06)], [1, dark(look.cloth, 0.2)]])}"/>`;
  const jewel = earring(cv, p.art, 546, 576, p.art.shape === "stud" ? 1.7 : 2.3, 0, false);
  return [
    backdrop(cv, look.bg),
    `<path d="${head}" fill="${skinFill}"/><g clip-path="url(#${clip})">${skinArt}</g>`,
    `<g ${cv.shadowFilter(dark(skin, 0.6), 0.3, -4, 6, 10)}><path d="${hairline} L900 0Z" fill="${hairFill}"/></g>`,
    hairStrands(cv, hair, strands),
    cloth,
    ear,
    `<g ${cv.shadowFilter(dark(skin, 0.65), 0.35, -4, 8, 4)}>${jewel}</g>`,
  ].join("");
}

/** A 900×1200 WebP photo of the product: worn ("uso") or alone on a backdrop ("studio"). */
export async function renderProductPhoto(product: DemoProduct, kind: "uso" | "studio"): Promise<Buffer> {
  const cv = new Canvas(seeded(hash(`${product.id}:${kind}`)));
  const look = pickLook(seeded(hash(product.id)));
  const scene =
    kind === "studio" ? studioScene(cv, product) : product.productType === "aro" ? profileScene(cv, product, look) : bustScene(cv, product, look);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${cv.defs.join("")}</defs>${scene}</svg>`;
  return sharp(Buffer.from(svg)).resize(WIDTH, HEIGHT).webp({ quality: 78, effort: 5 }).toBuffer();
}
