/**
 * The worn ("uso") shots: a model whose look varies per product, wearing a necklace on neck and
 * shoulders or an earring on the ear of a profile.
 */
import type { DemoProduct } from "../demo-catalog.ts";
import { type Canvas, type Rand, WIDTH, dark, f, light, mix, pick, stop } from "./canvas.ts";
import { EARRING_LAYOUT, earring, necklace, track } from "./jewellery.ts";
import { backdrop, soft, vertical } from "./scene.ts";

const SKINS = ["#F3D7C4", "#EAC3A6", "#DBA887", "#C68C66", "#A56C49", "#7C4C34"];
const HAIRS = ["#2A1C15", "#3E2A1F", "#5A3A27", "#83563A", "#A8825A"];
const CLOTHES = ["#F2EDE4", "#2C2927", "#A9AF98", "#C7A688", "#E6DDD0", "#6E5A4D"];
const BACKDROPS = ["#D8CEC2", "#CDBFB0", "#CACDBF", "#D9C6BC", "#D3CCC4"];
const MIRROR = `transform="matrix(-1 0 0 1 ${WIDTH} 0)"`;

/** The model's look, varied per product so the catalog grid does not repeat one person. */
export function pickLook(rand: Rand) {
  return {
    skin: pick(rand, SKINS),
    hair: pick(rand, HAIRS),
    hairStyle: pick(rand, ["down", "up", "side"] as const),
    cloth: pick(rand, CLOTHES),
    neckline: pick(rand, ["scoop", "v", "boat"] as const),
    bg: pick(rand, BACKDROPS),
  };
}
export type Look = ReturnType<typeof pickLook>;

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
export function bustScene(cv: Canvas, p: DemoProduct, look: Look): string {
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
export function profileScene(cv: Canvas, p: DemoProduct, look: Look): string {
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
