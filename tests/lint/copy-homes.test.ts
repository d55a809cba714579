/**
 * Every sentence a person reads is written once (CONTRIBUTING, "Copy"): the same words in two of
 * the apps' files mean two homes, which drift apart the day one of them is edited. Domain data that
 * happens to repeat a word between two domain tables (a stone's name in materials and palettes)
 * is the domain's own business; developer logs (console.*) are not copy.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SKIPPED = /\.test\.tsx?$|\/styled-system\/|\/testing\//;

const sources = readdirSync(join(ROOT, "src"), { recursive: true, encoding: "utf8" })
  .map((entry) => join(ROOT, "src", entry))
  .filter((file) => /\.tsx?$/.test(file) && !SKIPPED.test(file) && statSync(file).isFile());

/** A sentence or a label of several words, as a person reads it. */
const isCopy = (text: string) =>
  /^[A-ZÁÉÍÓÚÑ¿¡]/.test(text) && /[a-záéíóúñ]/.test(text) && text.includes(" ");

const isConsoleCall = (node: ts.Node) =>
  ts.isCallExpression(node) &&
  ts.isPropertyAccessExpression(node.expression) &&
  ts.isIdentifier(node.expression.expression) &&
  node.expression.expression.text === "console";

/** Each piece of copy, and the files that write it. */
function copyHomes(): Map<string, Set<string>> {
  const homes = new Map<string, Set<string>>();
  for (const file of sources) {
    const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, kind);
    const visit = (node: ts.Node) => {
      if (isConsoleCall(node) || ts.isImportDeclaration(node)) return;
      const text =
        ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
          ? node.text
          : ts.isJsxText(node)
            ? node.text.trim().replace(/\s+/g, " ")
            : null;
      if (text !== null && isCopy(text)) {
        const files = homes.get(text) ?? new Set();
        homes.set(text, files.add(relative(ROOT, file)));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return homes;
}

describe("copy", () => {
  it("is written once: no sentence in two files, unless both are domain data", () => {
    const homes = copyHomes();
    expect(homes.size).toBeGreaterThan(500);
    const twice = [...homes]
      .filter(([, files]) => files.size > 1 && [...files].some((file) => !file.startsWith("src/domain/")))
      .map(([text, files]) => `"${text}": ${[...files].join(", ")}`);
    expect(twice).toEqual([]);
  });
});
