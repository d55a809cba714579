/**
 * Pausing the Functions emulator's background triggers (Firestore and Storage events) around work
 * whose events nobody wants: the seed writes the photos' variants itself, and a test's wipe of the
 * previous file's data would otherwise set off some 40 s of media clean-up and storefront rebuilds
 * that run into the next file. Events of writes made while paused are never delivered.
 */
import { FUNCTIONS_URL, HUB_URL } from "./launch.ts";

/** Every function that a Firestore or Storage event runs (functions/src/index.ts). */
export const BACKGROUND_TRIGGERS = [
  "createProductImageVariants",
  "deleteProductImageVariants",
  "deleteProductMedia",
  "rebuildStorefrontOnProductWrite",
  "rebuildStorefrontOnSettingsWrite",
  "recordPaymentProof",
];

/**
 * The Functions emulator joins the hub before it has registered its functions, and registers them
 * one by one; pausing triggers pauses only those registered. Wait until all are (at most 3 minutes).
 */
async function triggersLoaded(): Promise<void> {
  type Listing = { backends?: { functionTriggers?: { entryPoint?: string }[] }[] };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const listing: Listing = await fetch(`${FUNCTIONS_URL}/backends`)
      .then((res) => (res.ok ? (res.json() as Promise<Listing>) : {}))
      .catch(() => ({}));
    const loaded = new Set(
      listing.backends?.flatMap((backend) => backend.functionTriggers?.map((trigger) => trigger.entryPoint)),
    );
    if (BACKGROUND_TRIGGERS.every((name) => loaded.has(name))) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("El emulador de Functions no cargó las funciones en 3 minutos.");
}

export async function withBackgroundTriggersPaused<T>(work: () => Promise<T>): Promise<T> {
  const hub = process.env.FIREBASE_EMULATOR_HUB ? `http://${process.env.FIREBASE_EMULATOR_HUB}` : HUB_URL;
  // A pause that fails costs time, not correctness: the events then run as usual.
  const toggle = (state: "disable" | "enable") =>
    fetch(`${hub}/functions/${state}BackgroundTriggers`, { method: "PUT" }).catch(() => undefined);
  await triggersLoaded();
  await toggle("disable");
  try {
    return await work();
  } finally {
    await toggle("enable");
  }
}
