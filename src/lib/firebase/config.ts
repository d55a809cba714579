/** Which Firebase project the app talks to: the local emulators, or a real project from env vars. */
import type { FirebaseOptions } from "firebase/app";
import { EMULATOR_PORTS, emulatorPortsOfSuite, suiteServedFrom } from "@domain/deployment.ts";

const env = import.meta.env;

export const usesEmulators = env.VITE_USE_EMULATORS === "true";

export const firebaseOptions: FirebaseOptions = {
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  apiKey: env.VITE_FIREBASE_API_KEY,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? `${env.VITE_FIREBASE_PROJECT_ID}.firebaseapp.com`,
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
  appId: env.VITE_FIREBASE_APP_ID,
};

type EmulatedService = "auth" | "firestore" | "functions" | "storage";

/** What the Functions emulator tells the code it runs (the server-side render) about its suite. */
const SERVER_ENV_HOSTS: Partial<Record<EmulatedService, string>> = {
  auth: "FIREBASE_AUTH_EMULATOR_HOST",
  firestore: "FIRESTORE_EMULATOR_HOST",
  storage: "FIREBASE_STORAGE_EMULATOR_HOST",
};

/**
 * Where an emulator is. In the browser: on the machine that served the page, so a phone on the same
 * network that opens http://<laptop-ip>:5050 reaches them too, and in the suite of emulators that
 * served it (the tests can run two, see domain/deployment.ts).
 */
export function emulatorAddress(service: EmulatedService): { host: string; port: number } {
  if (typeof location === "undefined") {
    const serverEnv = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env;
    const variable = SERVER_ENV_HOSTS[service];
    const [host, port] = ((variable && serverEnv?.[variable]) || "").split(":");
    return host && port ? { host, port: Number(port) } : { host: "127.0.0.1", port: EMULATOR_PORTS[service] };
  }
  const suite = suiteServedFrom(Number(location.port));
  return { host: location.hostname, port: emulatorPortsOfSuite(suite)[service] };
}
