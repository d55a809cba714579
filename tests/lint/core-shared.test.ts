/**
 * "Core" means both apps use it. Every module of the shared core (src/lib, src/theme, src/i18n)
 * must be reached, through imports, from the shop and from the back office; what one app alone
 * uses belongs in that app (src/shop/stores, src/shop/lib…) or, when it speaks to Firebase, in
 * src/lib/firebase/shop or src/lib/firebase/admin, which the lint keeps to that app
 * (eslint.config.js; boundaries.test.ts shows it refusing the other app).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SOURCE = /\.(ts|tsx)$/;
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function sourcesBelow(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .map((entry) => join(ROOT, folder, entry))
    .filter((file) => SOURCE.test(file) && !isTest(file) && statSync(file).isFile());
}

/** The project files a file imports (statically, dynamically or as a worker's URL). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specifiers = ts.preProcessFile(text, true, true).importedFiles.map(({ fileName }) => fileName);
  for (const [, specifier] of text.matchAll(/new URL\(\s*["']([^"']+)["']/g)) specifiers.push(specifier!);
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith("@/")
      ? join(ROOT, "src", specifier.slice(2))
      : specifier.startsWith("@domain/")
        ? join(ROOT, "src/domain", specifier.slice("@domain/".length))
        : specifier.startsWith(".")
          ? resolve(dirname(file), specifier)
          : null;
    if (base === null) return [];
    const found = [base, `${base}.ts`, `${base}.tsx`].find(
      (path) => existsSync(path) && statSync(path).isFile(),
    );
    return found ? [found] : [];
  });
}

function reachedFrom(roots: string[]): Set<string> {
  const reached = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    for (const imported of importsOf(pending.pop()!)) {
      if (reached.has(imported)) continue;
      reached.add(imported);
      pending.push(imported);
    }
  }
  return reached;
}

// The brand's tokens (src/theme) reach the shop through Panda's config and the back office
// through the Chakra tokens vite.config.ts trims: those configs count as part of each app.
const shop = reachedFrom([...sourcesBelow("src/shop"), join(ROOT, "panda.config.ts")]);
const admin = reachedFrom([...sourcesBelow("src/admin"), join(ROOT, "vite.config.ts")]);
const APP_FIREBASE = ["src/lib/firebase/shop/", "src/lib/firebase/admin/"];

describe("the shared core", () => {
  it("holds only what both apps use", () => {
    const core = ["src/lib", "src/theme", "src/i18n"]
      .flatMap(sourcesBelow)
      .map((file) => relative(ROOT, file))
      .filter((file) => !APP_FIREBASE.some((folder) => file.startsWith(folder)));
    expect(core.length).toBeGreaterThan(20);
    const oneAppOnly = core
      .map((file) => ({ file, shop: shop.has(join(ROOT, file)), admin: admin.has(join(ROOT, file)) }))
      .filter((use) => !use.shop || !use.admin)
      .map(
        (use) =>
          `${use.file}: ${use.shop ? "solo la tienda" : use.admin ? "solo el back office" : "ninguna app"}`,
      );
    expect(oneAppOnly).toEqual([]);
  });

  it("keeps each app's Firebase access to that app", () => {
    const [shopFirebase, adminFirebase] = APP_FIREBASE.map((folder) =>
      sourcesBelow(folder).map((file) => relative(ROOT, file)),
    );
    expect(shopFirebase!.length).toBeGreaterThan(0);
    expect(adminFirebase!.length).toBeGreaterThan(0);
    expect(shopFirebase!.filter((file) => !shop.has(join(ROOT, file)))).toEqual([]);
    expect(shopFirebase!.filter((file) => admin.has(join(ROOT, file)))).toEqual([]);
    expect(adminFirebase!.filter((file) => !admin.has(join(ROOT, file)))).toEqual([]);
    expect(adminFirebase!.filter((file) => shop.has(join(ROOT, file)))).toEqual([]);
  });
});
