/** The one Admin SDK app of the functions, and options every function shares. */
import { initializeApp, getApps } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import { setGlobalOptions } from "firebase-functions/v2";
import { FUNCTIONS_REGION } from "@domain/deployment.ts";

/**
 * App Check on every callable when the deployment says so (`APP_CHECK=enforce` in functions/.env;
 * see the README): a request without a valid token from the shop's web app gets a 401. Never in the
 * emulators, where no reCAPTCHA can vouch for a page.
 */
export const APP_CHECK_ENFORCED =
  process.env.APP_CHECK === "enforce" && process.env.FUNCTIONS_EMULATOR !== "true";

setGlobalOptions({ region: FUNCTIONS_REGION, maxInstances: 10, enforceAppCheck: APP_CHECK_ENFORCED });

const app = getApps()[0] ?? initializeApp();

export const db = getFirestore(app);
export const auth = getAuth(app);
export const storage = getStorage(app);
