/**
 * The demo photos. Drawing one (tools/seed/art) takes about 2 CPU-s, mostly librsvg's filters, and
 * the result is deterministic, so the drawings are kept in the repository, in tools/seed/photos/,
 * named by a hash of what draws them: the art's source, the photo's kind and the product's id, type
 * and art. A photo whose drawing is not there is drawn at seed time; `npm run seed:photos` saves the
 * new ones and drops the stale (tests/build/demo-photos.test.ts says when that is due). The resized
 * variants and the JPEG copy are made from the drawing by the functions' own code and cached in
 * .cache/.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { resizeVariants, type DerivedPhotos } from "../../functions/src/storage/resize-variants.ts";
import { toolCacheDir } from "../emulators/paths.ts";
import { renderProductPhoto } from "./art/render.ts";
import type { DemoProduct } from "./demo-catalog.ts";

export type DemoPhoto = DerivedPhotos & { original: Buffer };

/** DerivedPhotos as JSON: buffers as base64. */
type CachedPhotos = { variants: Array<{ width: number; webp: string }>; jpegCopy: string };
export type PhotoKind = "uso" | "studio";

export const savedDrawingsDir = new URL("./photos/", import.meta.url).pathname;
const variantsDir = path.join(toolCacheDir, "..", "seed-photos");

const sourceHashes = new Map<string, string>();
function hashOfSources(dir: string): string {
  let hash = sourceHashes.get(dir);
  if (!hash) {
    const sha = crypto.createHash("sha256");
    for (const file of fs.readdirSync(dir).sort())
      sha.update(file).update(fs.readFileSync(path.join(dir, file)));
    hash = sha.digest("hex");
    sourceHashes.set(dir, hash);
  }
  return hash;
}

/** The file name of a photo's drawing: changes when anything that draws it does. */
export function drawingName(product: DemoProduct, kind: PhotoKind): string {
  const hash = crypto
    .createHash("sha256")
    .update(hashOfSources(new URL("./art/", import.meta.url).pathname))
    .update(kind)
    .update(JSON.stringify([product.id, product.productType, product.art]))
    .digest("hex");
  return `${hash.slice(0, 32)}.webp`;
}

/** The drawing, from the repository when it is there. */
export async function demoDrawing(product: DemoProduct, kind: PhotoKind): Promise<Buffer> {
  const saved = path.join(savedDrawingsDir, drawingName(product, kind));
  return fs.existsSync(saved) ? fs.readFileSync(saved) : renderProductPhoto(product, kind);
}

export async function demoPhoto(product: DemoProduct, kind: PhotoKind): Promise<DemoPhoto> {
  const name = drawingName(product, kind);
  const key = crypto
    .createHash("sha256")
    .update(name)
    .update(hashOfSources(new URL("../../functions/src/storage/", import.meta.url).pathname))
    .digest("hex");
  const file = path.join(variantsDir, `${key}.json`);
  const original = await demoDrawing(product, kind);
  if (fs.existsSync(file)) {
    const cached = JSON.parse(fs.readFileSync(file, "utf8")) as CachedPhotos;
    return {
      original,
      variants: cached.variants.map(({ width, webp }) => ({ width, webp: Buffer.from(webp, "base64") })),
      jpegCopy: Buffer.from(cached.jpegCopy, "base64"),
    };
  }
  const derived = await resizeVariants(original);
  const cached: CachedPhotos = {
    variants: derived.variants.map(({ width, webp }) => ({ width, webp: webp.toString("base64") })),
    jpegCopy: derived.jpegCopy.toString("base64"),
  };
  fs.mkdirSync(variantsDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(cached));
  return { original, ...derived };
}
