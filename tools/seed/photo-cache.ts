/**
 * Rendering the demo photos and their resized variants is the slow part of seeding, and the result
 * is deterministic, so each photo is kept in .cache/ under a hash of its product and of the
 * renderer's source: any change to either renders it again.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { resizeVariants } from "../../functions/src/storage/resize-variants.ts";
import { toolCacheDir } from "../emulators/paths.ts";
import { renderProductPhoto } from "./art/render.ts";
import type { DemoProduct } from "./demo-catalog.ts";

export type DemoPhoto = { original: Buffer; variants: Array<{ width: number; webp: Buffer }> };

const sources = [
  new URL("./art/", import.meta.url).pathname,
  new URL("../../functions/src/storage/", import.meta.url).pathname,
];
const cacheDir = path.join(toolCacheDir, "..", "seed-photos");

let sourceHash: string | undefined;
function hashOfSources(): string {
  if (!sourceHash) {
    const hash = crypto.createHash("sha256");
    for (const dir of sources) {
      for (const file of fs.readdirSync(dir).sort())
        hash.update(file).update(fs.readFileSync(path.join(dir, file)));
    }
    sourceHash = hash.digest("hex");
  }
  return sourceHash;
}

export async function demoPhoto(product: DemoProduct, kind: "uso" | "studio"): Promise<DemoPhoto> {
  const key = crypto
    .createHash("sha256")
    .update(hashOfSources())
    .update(kind)
    .update(JSON.stringify(product))
    .digest("hex");
  const file = path.join(cacheDir, `${key}.json`);
  if (fs.existsSync(file)) {
    const cached = JSON.parse(fs.readFileSync(file, "utf8")) as {
      original: string;
      variants: Array<{ width: number; webp: string }>;
    };
    return {
      original: Buffer.from(cached.original, "base64"),
      variants: cached.variants.map(({ width, webp }) => ({ width, webp: Buffer.from(webp, "base64") })),
    };
  }
  const original = await renderProductPhoto(product, kind);
  const variants = await resizeVariants(original);
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.writeFileSync(
    file,
    JSON.stringify({
      original: original.toString("base64"),
      variants: variants.map(({ width, webp }) => ({ width, webp: webp.toString("base64") })),
    }),
  );
  return { original, variants };
}
