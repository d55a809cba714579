/**
 * `npm run seed:photos`: draws the demo photos that tools/seed/photos/ lacks, and removes the ones no
 * product uses any more, after a change to the art or to the demo catalog's products.
 */
import fs from "node:fs";
import path from "node:path";
import { DEMO_PRODUCTS } from "./demo-catalog.ts";
import { demoDrawing, drawingName, savedDrawingsDir, type PhotoKind } from "./photo-cache.ts";

const KINDS: PhotoKind[] = ["uso", "studio"];
fs.mkdirSync(savedDrawingsDir, { recursive: true });
const wanted = new Set<string>();
for (const product of DEMO_PRODUCTS) {
  for (const kind of KINDS) {
    const name = drawingName(product, kind);
    wanted.add(name);
    const file = path.join(savedDrawingsDir, name);
    if (!fs.existsSync(file)) {
      fs.writeFileSync(file, await demoDrawing(product, kind));
      console.log(`dibujada: ${product.id} (${kind})`);
    }
  }
}
for (const name of fs.readdirSync(savedDrawingsDir)) {
  if (!wanted.has(name)) {
    fs.rmSync(path.join(savedDrawingsDir, name));
    console.log(`eliminada: ${name}`);
  }
}
console.log(`${wanted.size} fotos de demostración en ${path.relative(process.cwd(), savedDrawingsDir)}`);
