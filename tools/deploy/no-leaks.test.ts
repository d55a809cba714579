/**
 * Local env and secret files stay local: git ignores them, the functions' upload leaves them out
 * (through firebase-tools' own file walk, with firebase.json's `ignore`), and a production build
 * stops before it would compile an App Check debug token into the page.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import firebaseConfig from "../../firebase.json" with { type: "json" };
import { repoRoot } from "../emulators/paths.ts";

/** Local files that hold a deployment's or a developer's values, by where the tools look for them. */
const LOCAL_FILES = [
  ".env.local",
  ".env.production.local",
  ".env.development.local",
  ".env.emulator.local",
  "functions/.secret.local",
  "functions/.env.local",
  "extensions/firestore-send-email.secret.local",
  "extensions/firestore-send-email.env.local",
];

describe("local env and secret files", () => {
  it("are ignored by git, as are service-account keys", () => {
    const keyFiles = ["service-account.json", "mi-tienda-firebase-adminsdk-ab12c-0123456789.json"];
    const checked = spawnSync("git", ["check-ignore", "--no-index", ...LOCAL_FILES, ...keyFiles], {
      cwd: repoRoot,
      encoding: "utf8",
    });
    expect(checked.stdout.trim().split("\n").sort()).toEqual([...LOCAL_FILES, ...keyFiles].sort());
  });

  it("are left out of the functions' upload", async () => {
    // firebase-tools 14.18 walks functions/ with this, minus firebase.json's `ignore`.
    const require = createRequire(path.join(repoRoot, "package.json"));
    const { readdirRecursive } = require("firebase-tools/lib/fsAsync.js") as {
      readdirRecursive(options: { path: string; ignore: string[] }): Promise<{ name: string }[]>;
    };
    const functionsDir = mkdtempSync(path.join(tmpdir(), "functions-upload-"));
    try {
      const files = [
        ".secret.local",
        ".env.local",
        ".env.mi-tienda-1234.local",
        ".env",
        "lib/index.js",
        "package.json",
      ];
      mkdirSync(path.join(functionsDir, "lib"));
      for (const file of files) writeFileSync(path.join(functionsDir, file), "");
      const uploaded = await readdirRecursive({
        path: functionsDir,
        ignore: [...firebaseConfig.functions[0]!.ignore],
      });
      expect(uploaded.map((file) => path.relative(functionsDir, file.name)).sort()).toEqual(
        [".env", "lib/index.js", "package.json"].sort(),
      );
    } finally {
      rmSync(functionsDir, { recursive: true, force: true });
    }
  });
});

describe("a production build", () => {
  // It stops while reading its config, before bundling anything, so this takes seconds.
  it("refuses an App Check debug token", { timeout: 120_000 }, () => {
    const outDir = mkdtempSync(path.join(tmpdir(), "vite-build-"));
    try {
      const build = spawnSync("npx", ["vite", "build", "--outDir", outDir, "--emptyOutDir"], {
        cwd: repoRoot,
        encoding: "utf8",
        env: { ...process.env, VITE_APP_CHECK_DEBUG_TOKEN: "0f3c-debug-token" },
      });
      expect(build.status).not.toBe(0);
      expect(build.stdout + build.stderr).toMatch(/VITE_APP_CHECK_DEBUG_TOKEN tiene un valor/);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
