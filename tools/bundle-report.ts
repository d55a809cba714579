/**
 * What the home page downloads before it can paint: the entry chunk, the home route chunk and
 * everything they import statically, read from Vite's manifest of a finished build
 * (`vite build --manifest`). Used by the bundle-size test and by `npm run size`.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The home route's JavaScript ceiling before first paint, KiB gzipped (issue target). */
export const HOME_JS_BUDGET_KIB = 140;

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

/**
 * The chunks a page needs before it can paint: the entry and, for a page with a chunk of its own,
 * that chunk, each with everything it imports statically.
 */
export function routeChunks(distDir: string, routeModule: string): ChunkSize[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, ".vite/manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error("El manifiesto no tiene la entrada");
  // The home page is bundled into the entry; other pages have a chunk of their own.
  const route = Object.keys(manifest).find((key) => key.endsWith(routeModule));

  const seen = new Set<string>();
  const pending = route ? [entry, route] : [entry];
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
      // The bundler's own runtime chunk comes without a source map.
      const mapFile = path.join(distDir, `${file}.map`);
      const sources = existsSync(mapFile)
        ? (JSON.parse(readFileSync(mapFile, "utf8")) as { sources: string[] }).sources.map(packageOf)
        : ["(runtime del empaquetador)"];
      return { file, kib: gzipSync(code).length / 1024, sources: [...new Set(sources)] };
    })
    .sort((a, b) => b.kib - a.kib);
}

export const homeRouteChunks = (distDir: string) => routeChunks(distDir, "src/shop/routes/home.tsx");

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
