import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
} from "firebase/firestore";
import { firebaseApp } from "./app.ts";
import { emulatorAddress, usesEmulators } from "./config.ts";

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
    if (usesEmulators) {
      const { host, port } = emulatorAddress("firestore");
      connectFirestoreEmulator(db, host, port);
    }
  }
  return db;
}
