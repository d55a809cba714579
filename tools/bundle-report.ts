/**
 * What the home page downloads before it can paint: the entry chunk, the home route chunk and
 * everything they import statically, read from Vite's manifest of a finished build
 * (`vite build --manifest`). Used by the bundle-size test and by `npm run size`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The home route's JavaScript ceiling, KiB gzipped. The goal is 140; lower this as the shell slims. */
export const HOME_JS_BUDGET_KIB = 198;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export interface ChunkSize {
  file: string;
  kib: number;
  /** npm packages and app files the chunk was built from (from its source map). */
  sources: string[];
}

function packageOf(source: string): string {
  const inModules = source.split("node_modules/").pop()!;
  if (inModules === source) return source.replace(/^(\.\.\/)+/, "");
  const parts = inModules.split("/");
  return parts[0]!.startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

export function homeRouteChunks(distDir: string): ChunkSize[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, ".vite/manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const home = Object.keys(manifest).find((key) => key.endsWith("routes/home.tsx"));
  if (!entry || !home) throw new Error("El manifiesto no tiene la entrada o la ruta de inicio");

  const seen = new Set<string>();
  const pending = [entry, home];
  while (pending.length > 0) {
    const key = pending.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    pending.push(...(manifest[key]!.imports ?? []));
  }
  return [...seen]
    .map((key) => {
      const file = manifest[key]!.file;
      const code = readFileSync(path.join(distDir, file));
      const map = JSON.parse(readFileSync(path.join(distDir, `${file}.map`), "utf8")) as {
        sources: string[];
      };
      return {
        file,
        kib: gzipSync(code).length / 1024,
        sources: [...new Set(map.sources.map(packageOf))],
      };
    })
    .sort((a, b) => b.kib - a.kib);
}

export function totalKib(chunks: ChunkSize[]): number {
  return chunks.reduce((sum, chunk) => sum + chunk.kib, 0);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const chunks = homeRouteChunks(path.resolve("dist"));
  for (const chunk of chunks) {
    console.log(
      `${chunk.kib.toFixed(1).padStart(7)} KiB  ${chunk.file}  (${chunk.sources.slice(0, 6).join(", ")})`,
    );
  }
  console.log(
    `${totalKib(chunks).toFixed(1).padStart(7)} KiB  home route JS, gzip (techo ${HOME_JS_BUDGET_KIB})`,
  );
}
