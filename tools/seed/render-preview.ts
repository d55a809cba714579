/**
 * Renders a few demo products to /tmp/art-preview (both photos each, plus a contact sheet) so the
 * illustrations can be judged by eye: `npx tsx tools/seed/render-preview.ts [name filter...]`.
 */
import { mkdir, writeFile } from "node:fs/promises";
import sharp from "sharp";
import { DEMO_PRODUCTS } from "./demo-catalog.ts";
import { renderProductPhoto } from "./product-art.ts";

const OUT_DIR = "/tmp/art-preview";
const THUMB = { width: 300, height: 400 };
// One of each shape family, so a single sheet shows every drawing path.
const DEFAULT_PICKS = [
  "Collar Luna de Cuarzo Rosa",
  "Collar Marea de Turquesa",
  "Collar Tierra de Ojo de Tigre",
  "Collar Gota de Amatista",
  "Aros Cascada de Lapislázuli",
  "Aros Argolla Turquesa",
];

const filters = process.argv.slice(2).map((arg) => arg.toLowerCase());
const products =
  filters.length > 0
    ? DEMO_PRODUCTS.filter((p) => filters.some((word) => p.name.toLowerCase().includes(word)))
    : DEMO_PRODUCTS.filter((p) => DEFAULT_PICKS.includes(p.name));

await mkdir(OUT_DIR, { recursive: true });
const tiles: sharp.OverlayOptions[] = [];
for (const [i, product] of products.entries()) {
  for (const [j, kind] of (["uso", "studio"] as const).entries()) {
    const started = performance.now();
    const photo = await renderProductPhoto(product, kind);
    const slug = product.name.toLowerCase().normalize("NFD").replace(/[^a-z0-9]+/g, "-");
    await writeFile(`${OUT_DIR}/${slug}-${kind}.webp`, photo);
    const ms = Math.round(performance.now() - started);
    console.log(`${(photo.length / 1024).toFixed(1).padStart(6)} KB  ${ms.toString().padStart(5)} ms  ${slug}-${kind}.webp`);
    const thumb = await sharp(photo).resize(THUMB.width, THUMB.height).png().toBuffer();
    const column = (i % 3) * 2 + j;
    tiles.push({ input: thumb, left: column * THUMB.width, top: Math.floor(i / 3) * THUMB.height });
  }
}
const rows = Math.ceil(products.length / 3);
await sharp({ create: { width: THUMB.width * 6, height: THUMB.height * rows, channels: 3, background: "#ffffff" } })
  .composite(tiles)
  .png()
  .toFile(`${OUT_DIR}/sheet.png`);
console.log(`${OUT_DIR}/sheet.png`);
