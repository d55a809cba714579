/**
 * What every emulator run of this project shares (start, dev, tests): the services, the project,
 * and the offline-capable Firestore and Storage rules binaries, announced so the developer knows
 * which one ran.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { EMULATOR_PORTS, EMULATOR_SUITE_STEP, emulatorPortsOfSuite } from "@domain/deployment.ts";
import { chooseFirestoreBinary } from "./firestore-binary.ts";
import { repoRoot } from "./paths.ts";
import { SECRET_UNSET } from "../../functions/src/firebase/secret-unset.ts";
import { chooseStorageRulesRuntime } from "./storage-binary.ts";

export const PROJECT_ID = "demo-chatoyant";
export const SERVICES = ["auth", "firestore", "functions", "storage", "hosting"] as const;

/**
 * Which suite of emulators this process talks to: 0, firebase.json's ports, unless the tests gave
 * it the second one (tests/support/emulator-suite.ts).
 */
export const EMULATOR_SUITE = Number(process.env.EMULATOR_SUITE ?? "0");
export const SUITE_PORTS = emulatorPortsOfSuite(EMULATOR_SUITE);
const ports = SUITE_PORTS;

/** Where the Admin SDK and the tests find the emulators. */
export const EMULATOR_HOSTS = {
  FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
  FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
  FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${ports.storage}`,
  STORAGE_EMULATOR_HOST: `http://127.0.0.1:${ports.storage}`,
  GCLOUD_PROJECT: PROJECT_ID,
} as const;
export const HOSTING_URL = `http://127.0.0.1:${ports.hosting}`;
export const HUB_URL = `http://127.0.0.1:${ports.hub}`;
export const FUNCTIONS_URL = `http://127.0.0.1:${ports.functions}`;
/** The shop's address in the emulator build (.env.emulator's VITE_SITE_URL): suite 0's Hosting. */
export const BUILT_SITE_URL = `http://127.0.0.1:${EMULATOR_PORTS.hosting}`;

/**
 * The local Fintoc (tools/fintoc/stand-in.ts): its port, and the test keys the functions and it
 * share. `FINTOC=off` runs the shop as a deployment without Fintoc (the spec's payment link).
 */
export const LOCAL_FINTOC = {
  enabled: process.env.FINTOC !== "off",
  port: 5080 + EMULATOR_SUITE * EMULATOR_SUITE_STEP,
  secretKey: "sk_test_local_chatoyant",
  webhookSecret: "whsec_local_chatoyant",
  webhookUrl: `${HOSTING_URL}/api/fintoc/webhook`,
} as const;

/**
 * The local inbox (maildev: SMTP and a web page) where the mail stand-in delivers the owner's
 * e-mails (tools/mail/). `MAIL=off` leaves them undelivered in the `mail` collection.
 */
export const LOCAL_MAIL = {
  enabled: process.env.MAIL !== "off",
  smtpPort: 1025 + EMULATOR_SUITE * EMULATOR_SUITE_STEP,
  webPort: 1080 + EMULATOR_SUITE * EMULATOR_SUITE_STEP,
} as const;

/**
 * Environment for the Firebase CLI, pointing it at binaries that need no download, and the
 * functions' local configuration, which their processes inherit from the CLI. `shopUrl`: where
 * the shop is served (links in e-mails and Fintoc's return pages).
 */
export function emulatorBinaryEnv(shopUrl: string = HOSTING_URL): Record<string, string> {
  const env: Record<string, string> = {
    SHOP_URL: shopUrl,
    FINTOC_API_URL: `http://127.0.0.1:${LOCAL_FINTOC.port}/v1`,
    // Loading the functions to list them can take more than the default 30 s on a busy two-core
    // machine (the tests may start two suites at once).
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

/**
 * The Firebase CLI's configuration for this process's suite: firebase.json itself for suite 0; for
 * another, a copy beside it (git-ignored, as the CLI finds the project's files next to its
 * configuration) with that suite's ports.
 */
const CLI_DEFAULT_PORTS = { eventarc: 9299, tasks: 9499 };

export function suiteConfigFile(): string {
  if (EMULATOR_SUITE === 0) return "firebase.json";
  const config = JSON.parse(readFileSync(path.join(repoRoot, "firebase.json"), "utf8")) as {
    emulators: Record<string, object>;
  };
  const file = `.firebase-suite-${EMULATOR_SUITE}.json`;
  for (const [service, port] of Object.entries(ports)) {
    if (service === "firestoreWebSocket") continue;
    config.emulators[service] = { ...config.emulators[service], port };
  }
  config.emulators.firestore = { ...config.emulators.firestore, websocketPort: ports.firestoreWebSocket };
  // Emulators the Functions emulator starts on the first free port from the CLI's default: two
  // suites starting at once would both take the same one.
  const shift = EMULATOR_SUITE * EMULATOR_SUITE_STEP;
  config.emulators.eventarc = { port: CLI_DEFAULT_PORTS.eventarc + shift };
  config.emulators.tasks = { port: CLI_DEFAULT_PORTS.tasks + shift };
  writeFileSync(path.join(repoRoot, file), JSON.stringify(config, null, 2));
  return file;
}

export function firebaseBin(): string {
  return new URL("../../node_modules/.bin/firebase", import.meta.url).pathname;
}
