/**
 * Draws placeholder product photography for the demo catalog: an SVG illustration rendered to WebP
 * with sharp. Every random choice comes from a PRNG seeded with the product id, so re-seeding produces
 * byte-identical images (stable Storage uploads, no churn in screenshots). This module only composes a
 * scene (studio.ts, worn.ts) and encodes it.
 */
import sharp from "sharp";
import type { DemoProduct } from "../demo-catalog.ts";
import { Canvas, HEIGHT, WIDTH, hash, seeded } from "./canvas.ts";
import { studioScene } from "./studio.ts";
import { bustScene, pickLook, profileScene } from "./worn.ts";

const MAX_BYTES = 90 * 1024;
/** Strength of the film grain; stronger tips WebP into keeping the noise and files triple in size. */
const GRAIN = 0.3;

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
