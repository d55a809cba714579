/**
 * Chooses how the Firestore emulator runs. The Firebase CLI downloads a closed jar at first start,
 * which these machines cannot do, so we prefer, in order:
 *   1. the jar the CLI already cached (a laptop that once had internet);
 *   2. the Google Cloud SDK's Firestore emulator, through a wrapper jar whose manifest names the
 *      SDK jar's main class (the SDK jar has no Main-Class of its own);
 *   3. nothing: the CLI downloads its jar as usual.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { toolCacheDir } from "./paths.ts";

const FIRESTORE_MAIN_CLASS = "com.google.cloud.datastore.emulator.firestore.CloudFirestore";

export type FirestoreBinary =
  | { kind: "cli-cache"; jar: string }
  | { kind: "cloud-sdk"; jar: string; sdkJar: string }
  | { kind: "download" };

export function cliCacheDir(): string {
  return path.join(os.homedir(), ".cache", "firebase", "emulators");
}

/** Newest cached CLI jar whose name starts with `prefix`, if any. */
export function cachedCliJar(prefix: string): string | undefined {
  const dir = cliCacheDir();
  if (!fs.existsSync(dir)) return undefined;
  const jars = fs
    .readdirSync(dir)
    .filter((name) => name.startsWith(prefix) && name.endsWith(".jar"))
    .sort();
  const newest = jars.at(-1);
  return newest ? path.join(dir, newest) : undefined;
}

/** The Cloud SDK's Firestore emulator jar, or undefined when the SDK or the component is absent. */
export function sdkFirestoreJar(): string | undefined {
  const candidates: string[] = [];
  if (process.env.CLOUDSDK_ROOT_DIR) candidates.push(process.env.CLOUDSDK_ROOT_DIR);
  try {
    const root = execFileSync("gcloud", ["info", "--format=value(installation.sdk_root)"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      timeout: 30_000,
    }).trim();
    if (root) candidates.push(root);
  } catch {
    // No gcloud on this machine: fall through to the usual install locations.
  }
  candidates.push("/usr/lib/google-cloud-sdk", "/usr/share/google-cloud-sdk", "/opt/google-cloud-sdk");
  for (const root of candidates) {
    const jar = path.join(root, "platform", "cloud-firestore-emulator", "cloud-firestore-emulator.jar");
    if (fs.existsSync(jar)) return jar;
  }
  return undefined;
}

/** Writes (once per SDK jar) a jar whose manifest starts the SDK's emulator. */
function wrapperJarFor(sdkJar: string): string {
  const dir = path.join(toolCacheDir, "firestore-wrapper");
  const jar = path.join(dir, "cloud-firestore-emulator-wrapper.jar");
  const manifest = path.join(dir, "MANIFEST.MF");
  const content = `Main-Class: ${FIRESTORE_MAIN_CLASS}\nClass-Path: ${new URL(`file://${sdkJar}`).href}\n`;
  if (fs.existsSync(jar) && fs.existsSync(manifest) && fs.readFileSync(manifest, "utf8") === content) {
    return jar;
  }
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(manifest, content);
  fs.rmSync(jar, { force: true });
  execFileSync("jar", ["--create", "--file", jar, "--manifest", manifest], { stdio: "inherit" });
  return jar;
}

export function chooseFirestoreBinary(): FirestoreBinary {
  const cached = cachedCliJar("cloud-firestore-emulator-");
  if (cached) return { kind: "cli-cache", jar: cached };
  const sdkJar = sdkFirestoreJar();
  if (sdkJar) return { kind: "cloud-sdk", jar: wrapperJarFor(sdkJar), sdkJar };
  return { kind: "download" };
}
