/** Which Firebase project the app talks to: the local emulators, or a real project from env vars. */
import type { FirebaseOptions } from "firebase/app";

const env = import.meta.env;

export const usesEmulators = env.VITE_USE_EMULATORS === "true";

export const firebaseOptions: FirebaseOptions = {
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  apiKey: env.VITE_FIREBASE_API_KEY,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? `${env.VITE_FIREBASE_PROJECT_ID}.firebaseapp.com`,
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
  appId: env.VITE_FIREBASE_APP_ID,
};

/** Emulator ports; they must match firebase.json. */
export const EMULATOR_PORTS = { auth: 9099, firestore: 8080, functions: 5001, storage: 9199 } as const;

/**
 * The emulators run on the machine that serves the page, so a phone on the same network that
 * opens http://<laptop-ip>:5050 reaches them too.
 */
export function emulatorHost(): string {
  return typeof location === "undefined" ? "127.0.0.1" : location.hostname;
}
