/**
 * Stones: one lit body per finish (polished, translucent, pearl, banded…) and the outlines they come
 * in — round beads, tumbled chips and teardrops.
 */
import type { StoneArt, StoneFinish } from "../demo-catalog.ts";
import { type Canvas, RADIAL, dark, f, light, mix, stop } from "./canvas.ts";

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

export const bead = (cv: Canvas, s: StoneArt, x: number, y: number, r: number) =>
  stone(cv, s, (a) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" ${a}/>`, x, y, r);

/** A tumbled chip: an irregular rounded polygon. */
export function chip(cv: Canvas, s: StoneArt, x: number, y: number, r: number) {
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
export function drop(cv: Canvas, s: StoneArt, x: number, top: number, w: number, h: number) {
  const [hw, cy] = [w / 2, top + h - w / 2];
  const d = `M${f(x)} ${f(top)} C${f(x + w * 0.18)} ${f(top + h * 0.2)} ${f(x + hw)} ${f(cy - w * 0.45)} ${f(x + hw)} ${f(cy)} A${f(hw)} ${f(hw)} 0 0 1 ${f(x - hw)} ${f(cy)} C${f(x - hw)} ${f(cy - w * 0.45)} ${f(x - w * 0.18)} ${f(top + h * 0.2)} ${f(x)} ${f(top)}Z`;
  return stone(cv, s, (a) => `<path d="${d}" ${a}/>`, x, cy - hw * 0.15, hw);
}
