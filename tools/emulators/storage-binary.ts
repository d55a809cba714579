/**
 * Chooses the "storage rules runtime" the Storage emulator evaluates storage.rules with. The CLI
 * downloads a closed jar for it at first start, which these machines cannot do, so we prefer, in order:
 *   1. the jar the CLI already cached (a laptop that once had internet);
 *   2. our own adapter (tools/storage-rules-runtime): it speaks the CLI's protocol and evaluates the
 *      rules with Google's rules engine, taken from a Firestore emulator jar (CLI-cached or Cloud SDK);
 *   3. nothing: the CLI downloads its jar as usual.
 * The CLI runs whichever jar STORAGE_EMULATOR_BINARY_PATH names.
 */
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { cachedCliJar, sdkFirestoreJar } from "./firestore-binary.ts";
import { repoRoot, toolCacheDir } from "./paths.ts";

const MAIN_CLASS = "shop.emulators.storagerules.Main";
const sourceDir = path.join(repoRoot, "tools", "storage-rules-runtime", "src");
const buildDir = path.join(toolCacheDir, "storage-rules-runtime");

export type StorageRulesRuntime =
  | { kind: "cli-cache"; jar: string }
  | { kind: "adapter"; jar: string; engineJar: string }
  | { kind: "download" };

export function chooseStorageRulesRuntime(): StorageRulesRuntime {
  const cached = cachedCliJar("cloud-storage-rules-runtime-");
  if (cached) return { kind: "cli-cache", jar: cached };
  const engineJar = cachedCliJar("cloud-firestore-emulator-") ?? sdkFirestoreJar();
  // Building needs a JDK; a machine with only a JRE can still let the CLI download its jar.
  if (engineJar && hasJavac()) {
    return { kind: "adapter", jar: buildStorageRulesAdapter(engineJar), engineJar };
  }
  return { kind: "download" };
}

/**
 * Compiles the adapter against `engineJar` and returns its jar, whose manifest names the main class
 * and puts the engine jar on the class path. Rebuilds only when the Java sources or the engine jar's
 * path changed since the last build (a hash of both is stored next to the jar).
 */
export function buildStorageRulesAdapter(engineJar: string): string {
  const jar = path.join(buildDir, "storage-rules-runtime.jar");
  const stampFile = path.join(buildDir, "storage-rules-runtime.stamp");
  const sources = javaFiles(sourceDir);
  const stamp = buildStamp(engineJar, sources);
  if (fs.existsSync(jar) && readIfExists(stampFile) === stamp) return jar;

  // Build in a private directory and move the results in place, so that two processes building at
  // once (say, the test runner and `npm start`) never see each other's half-written files.
  fs.mkdirSync(buildDir, { recursive: true });
  const work = fs.mkdtempSync(path.join(buildDir, "build-"));
  try {
    const classes = path.join(work, "classes");
    const manifest = path.join(work, "MANIFEST.MF");
    const newJar = path.join(work, "storage-rules-runtime.jar");
    // --release 11: the engine jar's own classes target Java 11, so the adapter runs wherever it does.
    const javacFlags = ["-proc:none", "-nowarn", "-encoding", "UTF-8", "--release", "11"];
    run("javac", [...javacFlags, "-cp", engineJar, "-d", classes, ...sources]);
    fs.writeFileSync(manifest, `Main-Class: ${MAIN_CLASS}\nClass-Path: ${pathToFileURL(engineJar).href}\n`);
    run("jar", ["--create", "--file", newJar, "--manifest", manifest, "-C", classes, "."]);
    fs.renameSync(newJar, jar);
    fs.writeFileSync(path.join(work, "stamp"), stamp);
    fs.renameSync(path.join(work, "stamp"), stampFile);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return jar;
}

function buildStamp(engineJar: string, sources: string[]): string {
  const hash = crypto.createHash("sha256").update(`${engineJar}\0`);
  for (const file of sources) {
    hash
      .update(`${path.relative(sourceDir, file)}\0`)
      .update(fs.readFileSync(file))
      .update("\0");
  }
  return hash.digest("hex");
}

function javaFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".java"))
    .map((name) => path.join(dir, name))
    .sort();
}

function readIfExists(file: string): string | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined;
}

function hasJavac(): boolean {
  try {
    execFileSync("javac", ["-version"], { stdio: "ignore", timeout: 30_000 });
    return true;
  } catch {
    return false;
  }
}

/** Runs a JDK tool quietly; on failure, throws with its output (javac's compile errors, say). */
function run(tool: string, args: string[]): void {
  try {
    execFileSync(tool, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw new Error(`${tool} failed building the storage rules runtime:\n${stdout}${stderr}`, {
      cause: error,
    });
  }
}
