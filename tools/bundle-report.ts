/**
 * What the home page downloads before it can paint: the entry chunk, the home route chunk and
 * everything they import statically, read from Vite's manifest of a finished build
 * (`vite build --manifest`). Used by the bundle-size test and by `npm run size`.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The home route's JavaScript ceiling before first paint, KiB gzipped: the target. */
export const HOME_JS_BUDGET_KIB = 100;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const readManifest = (distDir: string) =>
  JSON.parse(readFileSync(path.join(distDir, ".vite/manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;

/** The npm packages and app files a built file was made from, read from its source map. */
export function sourcesOf(distDir: string, file: string): string[] {
  // The bundler's own runtime chunk comes without a source map.
  const mapFile = path.join(distDir, `${file}.map`);
  if (!existsSync(mapFile)) return ["(runtime del empaquetador)"];
  const { sources } = JSON.parse(readFileSync(mapFile, "utf8")) as { sources: string[] };
  return [...new Set(sources.map(packageOf))];
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
  const manifest = readManifest(distDir);
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
      return { file, kib: gzipSync(code).length / 1024, sources: sourcesOf(distDir, file) };
    })
    .sort((a, b) => b.kib - a.kib);
}

/**
 * Every chunk a shopper's visit can load, at first paint or later: from the entry, through static
 * and lazy imports, everything but the back office (`src/admin/admin-app.tsx` and what only it
 * reaches). Each with the packages and app files it was built from.
 */
export function shopperChunks(distDir: string): { file: string; sources: string[] }[] {
  const manifest = readManifest(distDir);
  const seen = new Set<string>();
  const pending = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  while (pending.length > 0) {
    const key = pending.pop()!;
    if (seen.has(key) || key.endsWith("src/admin/admin-app.tsx")) continue;
    seen.add(key);
    pending.push(...(manifest[key]!.imports ?? []), ...(manifest[key]!.dynamicImports ?? []));
  }
  return [...seen]
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith(".js"))
    .map((file) => ({ file, sources: sourcesOf(distDir, file) }));
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
