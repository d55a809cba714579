/**
 * Admin SDK for the project's scripts (seed, grant-admin) and tests. With the emulator variables
 * set (the launcher and `firebase emulators:exec` set them) it talks to the emulators; otherwise to
 * the real project of GOOGLE_APPLICATION_CREDENTIALS.
 */
import { getApps, initializeApp, type App } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import { EMULATOR_HOSTS, PROJECT_ID } from "./emulators/launch.ts";

export function useLocalEmulators(): void {
  for (const [name, value] of Object.entries(EMULATOR_HOSTS)) process.env[name] ??= value;
}

function adminApp(): App {
  const projectId = process.env.GCLOUD_PROJECT ?? PROJECT_ID;
  return getApps()[0] ?? initializeApp({ projectId, storageBucket: `${projectId}.appspot.com` });
}

export const adminDb = () => getFirestore(adminApp());
export const adminAuth = () => getAuth(adminApp());
export const adminBucket = () => getStorage(adminApp()).bucket();
