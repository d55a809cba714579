import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
} from "firebase/firestore";
import { firebaseApp } from "./app.ts";
import { emulatorAddress, usesEmulators } from "./config.ts";

let db: Firestore | undefined;

/** The storefront's live reads run in a Web Worker (live-reads.worker.ts); the back office here. */
const inWorker = typeof window === "undefined" && typeof self !== "undefined" && "importScripts" in self;

/**
 * On a page (the back office), Firestore with its persistent local cache, shared by every open
 * tab: what has been seen is there again offline, and listeners resume by themselves when the
 * connection comes back. The storefront's worker keeps its cache in memory: a worker cannot take
 * part in that sharing (it needs localStorage), and the shop keeps its own copy of the catalog
 * for offline visits (lib/storefront/storefront-data.ts).
 */
export function firestore(): Firestore {
  if (!db) {
    db = initializeFirestore(firebaseApp(), {
      localCache: inWorker
        ? memoryLocalCache()
        : persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
    });
    if (usesEmulators) {
      const { host, port } = emulatorAddress("firestore");
      connectFirestoreEmulator(db, host, port);
    }
  }
  return db;
}
