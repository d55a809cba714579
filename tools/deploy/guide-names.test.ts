/**
 * docs/deploying.md names only what exists, and names every setting the code reads: each variable,
 * secret, param, npm script, file and identifier it gives in `code` is looked up in the repository's
 * code (not its docs or tests), and every VITE_* variable the app reads, every secret and param the
 * functions declare, every variable they read from their .env files and every parameter of the
 * e-mail extension appears in the guide.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import packageJson from "../../package.json" with { type: "json" };
import { repoRoot } from "../emulators/paths.ts";
import { FINTOC_WEBHOOK_EVENTS } from "@domain/orders/fintoc.ts";
import { missingNames, namesInGuide } from "./guide-names.ts";
import { functionsDeclarations, parseEnvFile } from "./inputs.ts";

const guide = readFileSync(path.join(repoRoot, "docs", "deploying.md"), "utf8");

function codeFiles(dir: string): string[] {
  return readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ["node_modules", "styled-system"].includes(entry.name) ? [] : codeFiles(file);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const ROOT_FILES = [
  "vite.config.ts",
  "firebase.json",
  "package.json",
  ".env.example",
  ".env.emulator",
  "firestore.rules",
  "storage.rules",
  "firestore.indexes.json",
  "extensions/firestore-send-email.env",
];
const read = (file: string) => readFileSync(path.join(repoRoot, file), "utf8");
const appFiles = codeFiles("src");
const functionsFiles = codeFiles("functions/src");
const code = [...appFiles, ...functionsFiles, ...codeFiles("tools"), ...ROOT_FILES].map(read).join("\n");
const repository = { root: repoRoot, code, scripts: Object.keys(packageJson.scripts) };

/** Set by Google's runtime or the emulators, never by the person deploying. */
const RUNTIME_VARIABLES = [
  "FUNCTIONS_EMULATOR",
  "FIREBASE_CONFIG",
  "FIREBASE_STORAGE_EMULATOR_HOST",
  "GCLOUD_PROJECT",
];

const mentioned = (name: string) =>
  guide.includes(`\`${name}\``) || namesInGuide(guide).variables.includes(name);

describe("docs/deploying.md", () => {
  it("names only variables, secrets, scripts, files and identifiers that exist", () => {
    const names = namesInGuide(guide);
    expect(names.variables).toContain("VITE_FIREBASE_PROJECT_ID");
    expect(names.scripts).toContain("deploy");
    expect(names.paths).toContain("src/domain/deployment.ts");
    expect(missingNames(names, repository)).toEqual([]);
  });

  it("names every VITE_* variable the app reads", () => {
    const readByApp = new Set(
      [...appFiles, "vite.config.ts"]
        .map(read)
        .join("\n")
        .match(/\bVITE_[A-Z0-9_]+/g),
    );
    expect(readByApp.size).toBeGreaterThan(5);
    expect([...readByApp].filter((name) => !mentioned(name))).toEqual([]);
  });

  it("names every secret and param the functions declare, and every setting they read", () => {
    const { secrets, params } = functionsDeclarations(repoRoot);
    const settings = functionsFiles
      .flatMap((file) => [...read(file).matchAll(/process\.env\.([A-Z0-9_]+)/g)].map((match) => match[1]!))
      .filter((name) => !RUNTIME_VARIABLES.includes(name));
    expect(secrets).toContain("GEMINI_API_KEY");
    expect(settings).toContain("SHOP_URL");
    expect([...secrets, ...params, ...settings].filter((name) => !mentioned(name))).toEqual([]);
  });

  it("names every parameter of the e-mail extension", () => {
    const params = Object.keys(parseEnvFile(read("extensions/firestore-send-email.env")));
    expect(params.filter((name) => !mentioned(name))).toEqual([]);
  });

  it("makes the first admin with grant-admin and subscribes Fintoc's webhook to every event it needs", () => {
    const section = (title: string) =>
      guide.split(/^## /m).find((part) => part.split("\n")[0]!.endsWith(title)) ?? "";
    expect(section("The first admin")).toMatch(/npm run grant-admin -- --project <project-id> /);
    const fintoc = section("Fintoc: test and live");
    expect(FINTOC_WEBHOOK_EVENTS.filter((event) => !fintoc.includes(`\`${event}\``))).toEqual([]);
  });
});

describe("missingNames", () => {
  it("reports a name that does not exist", () => {
    const wrong = [
      "Set `VITE_FIREBASE_PROJECTID` and `FINTOC_SECRET`, run `npm run deplyo -- x`,",
      "edit `tools/deploy/deplyo.ts`, `.env.prodution.local` and `functions/.envs.<project-id>`;",
      "`scheduledHoldSwep` runs in São Paulo. Right: `SHOP_URL`, `npm run deploy`, `firebase.json`.",
    ].join("\n");
    expect(missingNames(namesInGuide(wrong), repository).sort()).toEqual(
      [
        "VITE_FIREBASE_PROJECTID",
        "FINTOC_SECRET",
        "npm run deplyo",
        "tools/deploy/deplyo.ts",
        ".env.prodution.local",
        "functions/.envs.<project-id>",
        "scheduledHoldSwep",
      ].sort(),
    );
  });
});
