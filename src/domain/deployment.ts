/**
 * Where the shop's Cloud Functions run: Santiago, the region closest to its customers. The functions
 * deploy there and the app, tools and tests call them there; firebase.json's Hosting rewrites
 * repeat it because JSON cannot import, and deployment.test.ts keeps them in step.
 */
export const FUNCTIONS_REGION = "southamerica-west1";

/**
 * The regions where Cloud Scheduler runs jobs. A v2 scheduled function's job is created in the
 * function's own region (firebase-tools 14.18, `upsertScheduleV2`), and Santiago is not among
 * them, so a schedule placed there fails to deploy.
 * Source: https://docs.cloud.google.com/scheduler/docs/locations, read 2026-11-27 — the Americas
 * rows only (this shop's customers are in Chile); a region missing here may still have Cloud
 * Scheduler: check the page before adding it.
 */
export const CLOUD_SCHEDULER_REGIONS = [
  "northamerica-northeast1",
  "northamerica-northeast2",
  "southamerica-east1",
  "us-central1",
  "us-east1",
  "us-east4",
] as const;

/**
 * Where the scheduled functions (functions/src/scheduler/) run: São Paulo, the nearest region
 * with Cloud Scheduler, so each sweep's many Firestore round trips to Santiago stay short.
 * Everything else stays in FUNCTIONS_REGION.
 */
export const SCHEDULER_REGION: (typeof CLOUD_SCHEDULER_REGIONS)[number] = "southamerica-east1";

/**
 * The local emulators' ports, as firebase.json gives them (deployment.test.ts keeps the two in
 * step); the Firestore emulator's WebSocket port is the CLI's default.
 */
export const EMULATOR_PORTS = {
  hosting: 5050,
  functions: 5001,
  firestore: 8080,
  firestoreWebSocket: 9150,
  auth: 9099,
  storage: 9199,
  hub: 4400,
  logging: 4500,
} as const;
export type EmulatorPorts = { [Service in keyof typeof EMULATOR_PORTS]: number };

/**
 * `EMULATOR_SUITES=2 npm test` runs a second suite of emulators beside the first, every port moved up by this step,
 * so two test files can each have a whole shop to themselves.
 */
export const EMULATOR_SUITE_STEP = 20;
export const EMULATOR_SUITE_COUNT = 2;

export function emulatorPortsOfSuite(suite: number): EmulatorPorts {
  const shift = suite * EMULATOR_SUITE_STEP;
  return Object.fromEntries(
    Object.entries(EMULATOR_PORTS).map(([service, port]) => [service, port + shift]),
  ) as EmulatorPorts;
}

/** The suite whose Hosting emulator has this port; suite 0 for any other (Vite's dev server). */
export function suiteServedFrom(hostingPort: number): number {
  const suite = (hostingPort - EMULATOR_PORTS.hosting) / EMULATOR_SUITE_STEP;
  return Number.isInteger(suite) && suite >= 0 && suite < EMULATOR_SUITE_COUNT ? suite : 0;
}
