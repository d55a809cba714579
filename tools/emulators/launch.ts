/**
 * What every emulator run of this project shares (start, dev, tests): the services, the project,
 * and the offline-capable Firestore and Storage rules binaries, announced so the developer knows
 * which one ran.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { chooseFirestoreBinary } from "./firestore-binary.ts";
import { repoRoot } from "./paths.ts";
import { SECRET_UNSET } from "../../functions/src/firebase/secret-unset.ts";
import { chooseStorageRulesRuntime } from "./storage-binary.ts";

export const PROJECT_ID = "demo-chatoyant";
export const SERVICES = ["auth", "firestore", "functions", "storage", "hosting"] as const;

/** Where the Admin SDK and the tests find the emulators (ports from firebase.json). */
export const EMULATOR_HOSTS = {
  FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
  FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
  FIREBASE_STORAGE_EMULATOR_HOST: "127.0.0.1:9199",
  STORAGE_EMULATOR_HOST: "http://127.0.0.1:9199",
  GCLOUD_PROJECT: PROJECT_ID,
} as const;
export const HOSTING_URL = "http://127.0.0.1:5050";
export const HUB_URL = "http://127.0.0.1:4400";
export const FUNCTIONS_URL = "http://127.0.0.1:5001";

/**
 * The local Fintoc (tools/fintoc/stand-in.ts): its port, and the test keys the functions and it
 * share. `FINTOC=off` runs the shop as a deployment without Fintoc (the spec's payment link).
 */
export const LOCAL_FINTOC = {
  enabled: process.env.FINTOC !== "off",
  port: 5080,
  secretKey: "sk_test_local_chatoyant",
  webhookSecret: "whsec_local_chatoyant",
  webhookUrl: `${HOSTING_URL}/api/fintoc/webhook`,
} as const;

/**
 * Environment for the Firebase CLI, pointing it at binaries that need no download, and the
 * functions' local configuration. `shopUrl`: where the shop is served (links in e-mails and
 * Fintoc's return pages).
 */
export function emulatorBinaryEnv(shopUrl: string = HOSTING_URL): Record<string, string> {
  const env: Record<string, string> = {
    // The Functions emulator starts one process per concurrent request; a burst of checkouts on a
    // two-core machine needs more than its default 30 s for all of them to load.
    FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? "180",
  };

  const firestore = chooseFirestoreBinary();
  if (firestore.kind === "cli-cache") {
    console.log(`[emuladores] Firestore: jar en caché de Firebase CLI (${firestore.jar})`);
  } else if (firestore.kind === "cloud-sdk") {
    env.FIRESTORE_EMULATOR_BINARY_PATH = firestore.jar;
    console.log(`[emuladores] Firestore: emulador del Google Cloud SDK (${firestore.sdkJar})`);
  } else {
    console.log("[emuladores] Firestore: Firebase CLI descargará su emulador");
  }

  const storage = chooseStorageRulesRuntime();
  if (storage.kind === "cli-cache") {
    console.log(`[emuladores] Storage: runtime de reglas en caché de Firebase CLI (${storage.jar})`);
  } else if (storage.kind === "adapter") {
    env.STORAGE_EMULATOR_BINARY_PATH = storage.jar;
    console.log(
      `[emuladores] Storage: runtime de reglas del proyecto sobre el motor de ${storage.engineJar}`,
    );
  } else {
    console.log("[emuladores] Storage: Firebase CLI descargará su runtime de reglas");
  }
  writeLocalSecrets();
  writeLocalFunctionsEnv(shopUrl);
  return env;
}

/**
 * The Functions emulator reads secrets from functions/.secret.local (git-ignored) and asks Google's
 * Secret Manager, which it cannot reach, for any missing one. The developer's GEMINI_API_KEY goes
 * there; without one, a value that means "not set" keeps the built-in analyser and the log quiet.
 * Fintoc's keys are the local stand-in's.
 */
function writeLocalSecrets(): void {
  const key = process.env.GEMINI_API_KEY?.trim();
  const fintoc = LOCAL_FINTOC.enabled;
  writeFileSync(
    path.join(repoRoot, "functions", ".secret.local"),
    [
      `GEMINI_API_KEY=${key || SECRET_UNSET}`,
      `FINTOC_SECRET_KEY=${fintoc ? LOCAL_FINTOC.secretKey : SECRET_UNSET}`,
      `FINTOC_WEBHOOK_SECRET=${fintoc ? LOCAL_FINTOC.webhookSecret : SECRET_UNSET}`,
      "",
    ].join("\n"),
  );
  console.log(
    key
      ? "[emuladores] IA: Gemini (GEMINI_API_KEY del entorno)"
      : "[emuladores] IA: análisis y descripciones incorporados (define GEMINI_API_KEY para usar Gemini)",
  );
  console.log(
    fintoc
      ? `[emuladores] Pagos: Fintoc simulado en http://127.0.0.1:${LOCAL_FINTOC.port} (FINTOC=off para el link de pago)`
      : "[emuladores] Pagos: link de pago y comprobante, sin Fintoc (FINTOC=off)",
  );
}

/** functions/.env.local (git-ignored), which only the emulator reads: local addresses. */
function writeLocalFunctionsEnv(shopUrl: string): void {
  writeFileSync(
    path.join(repoRoot, "functions", ".env.local"),
    [`SHOP_URL=${shopUrl}`, `FINTOC_API_URL=http://127.0.0.1:${LOCAL_FINTOC.port}/v1`, ""].join("\n"),
  );
}

export function firebaseBin(): string {
  return new URL("../../node_modules/.bin/firebase", import.meta.url).pathname;
}
