import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
} from "firebase/firestore";
import { firebaseApp } from "./app.ts";
import { EMULATOR_PORTS, emulatorHost, usesEmulators } from "./config.ts";

let db: Firestore | undefined;

/**
 * Firestore with its persistent local cache, shared by every open tab: what a visitor has seen is
 * there again offline, and listeners resume by themselves when the connection comes back.
 */
export function firestore(): Firestore {
  if (!db) {
    db = initializeFirestore(firebaseApp(), {
      localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
    });
    if (usesEmulators) connectFirestoreEmulator(db, emulatorHost(), EMULATOR_PORTS.firestore);
  }
  return db;
}
