/**
 * The names docs/deploying.md gives in `code` — environment variables, secrets and params, npm
 * scripts, files, identifiers — so a test can check that each exists in the repository
 * (guide-names.test.ts): a guide followed word for word must not send anyone to a variable or a
 * file that is not there.
 */
import { existsSync } from "node:fs";
import path from "node:path";

export type GuideNames = { variables: string[]; scripts: string[]; paths: string[]; identifiers: string[] };

/** The text of every inline code span and fenced code block. */
function codeIn(markdown: string): string[] {
  const blocks = [...markdown.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((match) => match[1]!);
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```/gm, "");
  return [...blocks, ...[...prose.matchAll(/`([^`]+)`/g)].map((match) => match[1]!)];
}

const FILE_NAME = /^[\w.-]*\.(ts|tsx|js|mjs|json|md|rules|env|local|example|emulator|yaml)$/;

export function namesInGuide(markdown: string): GuideNames {
  const variables = new Set<string>();
  const scripts = new Set<string>();
  const paths = new Set<string>();
  const identifiers = new Set<string>();
  for (const code of codeIn(markdown)) {
    for (const [, name] of code.matchAll(/\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\b/g)) variables.add(name!);
    for (const [, script] of code.matchAll(/\bnpm run ([\w:-]+)/g)) scripts.add(script!);
    for (const token of code.split(/[\s,()'"]+/)) {
      if (/^[a-z]+[A-Z]\w*$/.test(token)) identifiers.add(token);
      if (!/^[\w.]/.test(token) || token.includes("://") || token.includes("=")) continue;
      const file = token.replace(/[.:;]+$/, "").replace(/\/$/, "");
      if (file.includes("/") || FILE_NAME.test(file.replace(/<[^>]*>/g, "x"))) paths.add(file);
    }
  }
  const sorted = (names: Set<string>) => [...names].sort();
  return {
    variables: sorted(variables),
    scripts: sorted(scripts),
    paths: sorted(paths),
    identifiers: sorted(identifiers),
  };
}

export type Repository = { root: string; code: string; scripts: readonly string[] };

/**
 * The names that do not exist: a variable or identifier no code file contains, a script
 * package.json lacks, a path that is neither in the checkout nor named by the code (a local file
 * such as .env.production.local). A path with a `<placeholder>` is checked up to it.
 */
export function missingNames(names: GuideNames, repository: Repository): string[] {
  const inCode = (text: string) => repository.code.includes(text);
  const pathExists = (file: string) => {
    const known = file.split("<")[0]!;
    return file.includes("<") ? inCode(known) : existsSync(path.join(repository.root, file)) || inCode(file);
  };
  return [
    ...names.variables.filter((name) => !new RegExp(`\\b${name}\\b`).test(repository.code)),
    ...names.identifiers.filter((name) => !new RegExp(`\\b${name}\\b`).test(repository.code)),
    ...names.scripts
      .filter((script) => !repository.scripts.includes(script))
      .map((script) => `npm run ${script}`),
    ...names.paths.filter((file) => !pathExists(file)),
  ];
}
