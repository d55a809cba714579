/**
 * Reads, from a checkout, everything `npm run deploy` decides on: the web config a production
 * build will use, the functions' declared secrets and params and their local values, the e-mail
 * extension's parameters as firebase-tools merges them, and what the last build says of itself.
 * Reading only: nothing here talks to Google.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { loadEnv } from "vite";
import { EMULATOR_PROJECT_PREFIX, type BuildInfo, type Env } from "./refusals.ts";

export const SEND_EMAIL_INSTANCE = "firestore-send-email";
export const BUILD_INFO_FILE = path.join("dist", ".vite", "build-info.json");

/** `KEY=value` lines, as dotenv files hold them (comments and blank lines skipped, quotes dropped). */
export function parseEnvFile(text: string): Env {
  const env: Env = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    env[match[1]!] = match[2]!.trim().replace(/^(["'])(.*)\1$/, "$2");
  }
  return env;
}

/** The files that exist, read in order, later ones over earlier ones (as firebase-tools does). */
function readEnvFiles(files: string[]): Env {
  return Object.assign(
    {},
    ...files.filter((file) => existsSync(file)).map((file) => parseEnvFile(readFileSync(file, "utf8"))),
  );
}

/** What the functions declare: `defineSecret("X")` and the other param kinds, by name. */
export function declaredNames(source: string): { secrets: string[]; params: string[] } {
  const secrets = [...source.matchAll(/\bdefine(?:Json)?Secret\(\s*["'`]([A-Z0-9_]+)["'`]/g)].map(
    (m) => m[1]!,
  );
  const params = [
    ...source.matchAll(/\bdefine(?:String|Int|Boolean|Float|List)\(\s*["'`]([A-Z0-9_]+)["'`]/g),
  ].map((m) => m[1]!);
  return { secrets, params };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [file] : [];
  });
}

/** The secrets and params of every function in functions/src, each named once. */
export function functionsDeclarations(root: string): { secrets: string[]; params: string[] } {
  const all = sourceFiles(path.join(root, "functions", "src")).map((file) =>
    declaredNames(readFileSync(file, "utf8")),
  );
  const unique = (names: string[]) => [...new Set(names)].sort();
  return { secrets: unique(all.flatMap((d) => d.secrets)), params: unique(all.flatMap((d) => d.params)) };
}

export type DeployInputs = {
  /** The web config `vite build` reads in production mode (.env, .env.production, their .local). */
  webEnv: Env;
  /** functions/.env and functions/.env.<project>, which firebase deploy sets on the functions. */
  functionsEnv: Env;
  declaredSecrets: string[];
  declaredParams: string[];
  /**
   * The secrets' values where they can be read offline: the emulators' project keeps them in
   * functions/.secret.local. Null for a real project, whose secrets are in Secret Manager.
   */
  localSecrets: Env | null;
  /** extensions/firestore-send-email.env, then .env.<project> over it. */
  extensionParams: Env;
  /** The extension as firebase.json pins it. */
  extensionRef: string | null;
};

export function readDeployInputs(root: string, project: string): DeployInputs {
  const functionsDir = path.join(root, "functions");
  const { secrets, params } = functionsDeclarations(root);
  const firebaseJson = JSON.parse(readFileSync(path.join(root, "firebase.json"), "utf8")) as {
    extensions?: Record<string, string>;
  };
  const extensions = path.join(root, "extensions");
  return {
    webEnv: loadEnv("production", root, "VITE_"),
    functionsEnv: readEnvFiles([path.join(functionsDir, ".env"), path.join(functionsDir, `.env.${project}`)]),
    declaredSecrets: secrets,
    declaredParams: params,
    localSecrets: project.startsWith(EMULATOR_PROJECT_PREFIX)
      ? readEnvFiles([path.join(functionsDir, ".secret.local")])
      : null,
    extensionParams: readEnvFiles([
      path.join(extensions, `${SEND_EMAIL_INSTANCE}.env`),
      path.join(extensions, `${SEND_EMAIL_INSTANCE}.env.${project}`),
    ]),
    extensionRef: firebaseJson.extensions?.[SEND_EMAIL_INSTANCE] ?? null,
  };
}

/** What the last `vite build` wrote about itself, or null when it wrote nothing. */
export function readBuildInfo(root: string): BuildInfo | null {
  const file = path.join(root, BUILD_INFO_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as BuildInfo) : null;
}
