/**
 * The app's own Firebase modules (src/lib/firebase) run in a test, as the back office runs them:
 * pointed at this worker's emulators and signed in through the app's sign-in. Tests that count what
 * the back office reads call its real data-access functions this way, not copies of their queries.
 */
/// <reference types="vite/client" />
import { deleteApp, getApp } from "firebase/app";
import { vi } from "vitest";
import { PROJECT_ID } from "../../tools/emulators/launch.ts";
import type { Account } from "./accounts.ts";

/**
 * Signs the app in as `account`, which must be an admin. The app reads its configuration from
 * import.meta.env when its modules load (config.ts), which vitest fills from process.env, and keeps
 * its clients in module singletons: the modules are loaded afresh here, so import any
 * src/lib/firebase module dynamically, after this. The emulator hosts come from the variables the
 * suite set (tests/support/emulator-suite.ts).
 */
export async function signInAppAsAdmin(account: Account): Promise<void> {
  Object.assign(process.env, {
    VITE_USE_EMULATORS: "true",
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    VITE_FIREBASE_API_KEY: "demo-api-key",
    VITE_FIREBASE_APP_ID: "demo-app",
  });
  vi.resetModules();
  const { signInAdmin } = await import("../../src/lib/firebase/admin/auth.ts");
  const session = await signInAdmin(account.email, account.password);
  if (session.status !== "signed-in" || !session.isAdmin)
    throw new Error(`${account.email} no entró como administradora`);
}

/** Closes the app's Firebase clients (Firestore's listeners and connection, Auth). */
export async function closeApp(): Promise<void> {
  await deleteApp(getApp());
}
