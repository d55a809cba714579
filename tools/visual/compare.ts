/**
 * Puts each pair of screenshots from two `capture.ts` runs side by side (before on the left), with
 * the share of pixels that differ, so a person can look at every pair in one pass.
 *
 *   npx tsx tools/visual/compare.ts test-results/visual/before test-results/visual/after
 *
 * Writes test-results/visual/compare/<name>.jpg and prints one line per pair.
 */
import { mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const [beforeDir, afterDir, outDir = "test-results/visual/compare"] = process.argv.slice(2);
if (!beforeDir || !afterDir) {
  console.error("Uso: npx tsx tools/visual/compare.ts <antes> <después> [salida]");
  process.exit(2);
}

const GAP = 24;
const BACKGROUND = { r: 255, g: 0, b: 128, alpha: 1 };

/** The share of pixels that differ by more than a JPEG-like noise, over the shorter height. */
async function differingShare(before: string, after: string): Promise<number> {
  const [a, b] = await Promise.all(
    [before, after].map((file) => sharp(file).raw().toBuffer({ resolveWithObject: true })),
  );
  const width = Math.min(a!.info.width, b!.info.width);
  const height = Math.min(a!.info.height, b!.info.height);
  let differing = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * a!.info.width + x) * a!.info.channels;
      const j = (y * b!.info.width + x) * b!.info.channels;
      const delta = Math.max(
        Math.abs(a!.data[i]! - b!.data[j]!),
        Math.abs(a!.data[i + 1]! - b!.data[j + 1]!),
        Math.abs(a!.data[i + 2]! - b!.data[j + 2]!),
      );
      if (delta > 24) differing++;
    }
  }
  return differing / (width * height);
}

mkdirSync(outDir, { recursive: true });
const after = new Set(readdirSync(afterDir));
for (const name of readdirSync(beforeDir)
  .filter((file) => file.endsWith(".png"))
  .sort()) {
  if (!after.has(name)) {
    console.log(`${name}: falta en ${afterDir}`);
    continue;
  }
  const [left, right] = [path.join(beforeDir, name), path.join(afterDir, name)];
  const [l, r] = await Promise.all([sharp(left).metadata(), sharp(right).metadata()]);
  const width = l.width! + GAP + r.width!;
  const height = Math.max(l.height!, r.height!);
  await sharp({ create: { width, height, channels: 4, background: BACKGROUND } })
    .composite([
      { input: left, left: 0, top: 0 },
      { input: right, left: l.width! + GAP, top: 0 },
    ])
    .jpeg({ quality: 80 })
    .toFile(path.join(outDir, name.replace(/\.png$/, ".jpg")));
  const share = await differingShare(left, right);
  const heights = l.height === r.height ? `${l.height} px` : `${l.height} → ${r.height} px`;
  console.log(`${name}: ${(share * 100).toFixed(1)} % de píxeles distintos, alto ${heights}`);
}
