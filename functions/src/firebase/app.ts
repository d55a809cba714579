/** The one Admin SDK app of the functions, and options every function shares. */
import { initializeApp, getApps } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import { setGlobalOptions } from "firebase-functions/v2";

/** Santiago: closest region to the shop's customers. */
export const REGION = "southamerica-west1";

setGlobalOptions({ region: REGION, maxInstances: 10 });

const app = getApps()[0] ?? initializeApp();

export const db = getFirestore(app);
export const auth = getAuth(app);
export const storage = getStorage(app);
