/**
 * The brand's two variable fonts cut down to what the shop sets: the characters of its Spanish
 * text and the weights its styles use (`npx tsx tools/fonts/subset-fonts.ts`). Writes the subset
 * fonts and their licences (SIL OFL 1.1, from the @fontsource-variable packages) to
 * src/theme/fonts/, the same bytes on every run: commit them. Prints the `unicode-range` and the
 * fallback faces that src/theme/fonts.css carries. Run it again after changing the characters, the
 * weights or the @fontsource-variable packages, and copy what it prints into fonts.css.
 *
 * HarfBuzz subsets and instances (`subset-font`, its wasm build), keeping the OpenType features in
 * FEATURES. The fallbacks' metric overrides come from the fonts themselves (`@capsizecss/unpack`)
 * and from Capsize's tables of the system fonts that stand in for them (`@capsizecss/metrics`);
 * `fontkitten` checks the files written.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import arial from "@capsizecss/metrics/arial";
import georgia from "@capsizecss/metrics/georgia";
import helvetica from "@capsizecss/metrics/helvetica";
import notoSerif from "@capsizecss/metrics/notoSerif";
import roboto from "@capsizecss/metrics/roboto";
import { fromBuffer } from "@capsizecss/unpack";
import { create, type Font } from "fontkitten";
import subsetFont from "subset-font";

/** `subset-font`'s options, with `keepFeatures`, which its type definitions (2.3) predate. */
type SubsetOptions = NonNullable<Parameters<typeof subsetFont>[2]> & { keepFeatures?: string[] };

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const OUT_DIR = path.join(ROOT, "src/theme/fonts");
const require = createRequire(import.meta.url);

/** Code points as [first, last] ranges, in order. */
type Ranges = [number, number][];

/**
 * What the shop writes: Basic Latin ($ included); Spanish's accented letters, ¿ ¡ and the signs its
 * copy uses (« » ° º ª ·, © in the footer, × in order lines, the no-break space of Intl's
 * "p. m."); typographic dashes, quotes, the bullet and the ellipsis; and €.
 */
const CHARACTERS: Ranges = [
  [0x20, 0x7e], // Basic Latin (includes $)
  [0xa0, 0xa1], // no-break space, ¡
  [0xa9, 0xa9], // ©
  [0xaa, 0xab], // ª «
  [0xb0, 0xb0], // °
  [0xb7, 0xb7], // ·
  [0xba, 0xbb], // º »
  [0xbf, 0xbf], // ¿
  [0xc1, 0xc1], // Á
  [0xc9, 0xc9], // É
  [0xcd, 0xcd], // Í
  [0xd1, 0xd1], // Ñ
  [0xd3, 0xd3], // Ó
  [0xd7, 0xd7], // ×
  [0xda, 0xda], // Ú
  [0xdc, 0xdc], // Ü
  [0xe1, 0xe1], // á
  [0xe9, 0xe9], // é
  [0xed, 0xed], // í
  [0xf1, 0xf1], // ñ
  [0xf3, 0xf3], // ó
  [0xfa, 0xfa], // ú
  [0xfc, 0xfc], // ü
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x20ac, 0x20ac], // €
];

/**
 * The OpenType features kept: those browsers apply on their own (`rvrn` swaps glyphs along the
 * weight axis) and the figures the styles ask for (`fontVariantNumeric`: `lining-nums`, as
 * Cormorant's figures are old-style, and `tabular-nums`). Small caps, stylistic sets, fractions
 * and the like go, with the glyphs only they reach.
 */
const FEATURES = [
  ...["rvrn", "ccmp", "locl", "mark", "mkmk", "curs", "kern", "liga", "clig", "calt", "rlig", "rclt"],
  ...["lnum", "tnum"],
];

interface Fallback {
  /** The @font-face family name (listed in src/theme/brand.ts after the brand's). */
  family: string;
  /** local() names, tried in order: system fonts whose average width is the same. */
  local: string[];
  /** Capsize's metrics of the first of them. */
  metrics: FontMetrics;
  /** The others', checked to give the same overrides. */
  alike?: FontMetrics[];
}

interface BrandFont {
  /** @fontsource-variable package and its Latin file. */
  source: { package: string; file: string };
  /** The subset's file name in src/theme/fonts/. */
  output: string;
  /**
   * The weights in use (styles in src/shop, src/admin and src/app; `<strong>` is `bolder`,
   * 700 on body text).
   */
  weights: { min: number; max: number };
  /** The weight most of its text is set in: the fallback's size is matched to it. */
  metricsWeight: number;
  fallbacks: Fallback[];
}

interface FontMetrics {
  familyName: string;
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

const FONTS: BrandFont[] = [
  {
    source: {
      package: "@fontsource-variable/cormorant-garamond",
      file: "files/cormorant-garamond-latin-wght-normal.woff2",
    },
    output: "cormorant-garamond-es-wght.woff2",
    // 400: the footer's brand name and the About page's quotes; 500: page headings; 600: the
    // header's brand name, numbered steps and the back office's headings.
    weights: { min: 400, max: 600 },
    metricsWeight: 500,
    fallbacks: [
      // Windows, macOS and iOS (Times New Roman is on the same systems, so never reached).
      { family: "Cormorant Garamond Fallback", local: ["Georgia"], metrics: georgia },
      {
        family: "Cormorant Garamond Fallback Android",
        local: ["Noto Serif", "NotoSerif-Regular"],
        metrics: notoSerif,
      },
    ],
  },
  {
    source: { package: "@fontsource-variable/jost", file: "files/jost-latin-wght-normal.woff2" },
    output: "jost-es-wght.woff2",
    // 400 body text, 500 labels and buttons, 600 prices and titles, 700 the cart badge and <strong>.
    weights: { min: 400, max: 700 },
    metricsWeight: 400,
    fallbacks: [
      // Windows, macOS and iOS; Helvetica is as wide as Arial, so the same overrides fit it.
      {
        family: "Jost Fallback",
        local: ["Arial", "ArialMT", "Helvetica"],
        metrics: arial,
        alike: [helvetica],
      },
      {
        family: "Jost Fallback Android",
        local: ["Roboto", "Roboto Regular", "Roboto-Regular"],
        metrics: roboto,
      },
    ],
  },
];

const codePoints = CHARACTERS.flatMap(([first, last]) =>
  Array.from({ length: last - first + 1 }, (_, index) => first + index),
);
const text = String.fromCodePoint(...codePoints);

/** The font cut down to those characters and FEATURES. */
function cut(font: Buffer, options: SubsetOptions) {
  const withFeatures: SubsetOptions = { ...options, keepFeatures: FEATURES };
  return subsetFont(font, text, withFeatures);
}

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, "0");
// Neighbouring ranges joined: U+00A9, U+00AA-00AB is U+00A9-00AB.
const unicodeRange = CHARACTERS.reduce<Ranges>((joined, [first, last]) => {
  const previous = joined.at(-1);
  if (previous && previous[1] + 1 === first) previous[1] = last;
  else joined.push([first, last]);
  return joined;
}, [])
  .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
  .join(", ");

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const percent = (value: number) => `${Number((value * 100).toFixed(2))}%`;

/**
 * The overrides that make a fallback take the brand font's room, as Capsize computes them
 * (`createFontStack`): scaled so both have the same average width of Latin text, then given the
 * brand font's ascent, descent and line gap at that scale.
 */
function overrides(brand: FontMetrics, fallback: FontMetrics) {
  const sizeAdjust = brand.xWidthAvg / brand.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const em = brand.unitsPerEm * sizeAdjust;
  return {
    "size-adjust": percent(sizeAdjust),
    "ascent-override": percent(brand.ascent / em),
    "descent-override": percent(Math.abs(brand.descent) / em),
    "line-gap-override": percent(brand.lineGap / em),
  };
}

async function subsetOne(font: BrandFont): Promise<string[]> {
  const packageDir = path.dirname(require.resolve(`${font.source.package}/LICENSE`));
  const original = readFileSync(path.join(packageDir, font.source.file));
  const subset = await cut(original, {
    targetFormat: "woff2",
    variationAxes: { wght: { min: font.weights.min, max: font.weights.max } },
  });
  writeFileSync(path.join(OUT_DIR, font.output), subset);
  const licence = font.output.replace(/-es-wght\.woff2$/, "-LICENSE.txt");
  writeFileSync(path.join(OUT_DIR, licence), readFileSync(path.join(packageDir, "LICENSE")));

  // Every character made it, and the weights are what fonts.css declares.
  const written = create(subset) as Font;
  const missing = codePoints.filter((codePoint) => !written.hasGlyphForCodePoint(codePoint));
  if (missing.length > 0) throw new Error(`${font.output}: faltan ${missing.map(hex).join(" ")}`);
  const wght = written.variationAxes.wght;
  if (wght?.min !== font.weights.min || wght.max !== font.weights.max)
    throw new Error(
      `${font.output}: wght ${wght?.min}-${wght?.max}, no ${font.weights.min}-${font.weights.max}`,
    );

  const instance = await cut(original, {
    targetFormat: "truetype",
    variationAxes: { wght: font.metricsWeight },
  });
  const brand = await fromBuffer(instance);

  const lines = [
    `${font.output}: ${kib(original.length)} → ${kib(subset.length)} (${codePoints.length} caracteres, wght ${font.weights.min}-${font.weights.max})`,
  ];
  for (const fallback of font.fallbacks) {
    const values = overrides(brand, fallback.metrics);
    for (const other of fallback.alike ?? []) {
      if (JSON.stringify(overrides(brand, other)) !== JSON.stringify(values))
        throw new Error(
          `${fallback.family}: ${other.familyName} no tiene el ancho de ${fallback.metrics.familyName}`,
        );
    }
    lines.push(
      "@font-face {",
      `  font-family: "${fallback.family}";`,
      `  src: ${fallback.local.map((name) => `local("${name}")`).join(", ")};`,
      ...Object.entries(values).map(([property, value]) => `  ${property}: ${value};`),
      "}",
    );
  }
  return lines;
}

mkdirSync(OUT_DIR, { recursive: true });
const report: string[] = [];
// One at a time: `subset-font` runs one HarfBuzz instance.
for (const font of FONTS) report.push(...(await subsetOne(font)));
console.log([...report, `unicode-range: ${unicodeRange};`].join("\n"));
