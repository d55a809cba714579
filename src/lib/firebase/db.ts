import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryEagerGarbageCollector,
  memoryLocalCache,
  type Firestore,
} from "firebase/firestore";
import { firebaseApp } from "./app.ts";
import { emulatorAddress, usesEmulators } from "./config.ts";

let db: Firestore | undefined;

/** The storefront's live reads run in a Web Worker (live-reads.worker.ts); the back office here. */
const inWorker = typeof window === "undefined" && typeof self !== "undefined" && "importScripts" in self;

/**
 * Firestore with its cache in memory. An open page keeps what it loaded while the connection is
 * gone, and its listeners resume by themselves when it comes back.
 * - The back office (a page) drops a document once no listener holds it, so a list opened again
 *   shows the server's answer, never what another page once read. A cache in IndexedDB would add
 *   nothing the owner sees (the back office does not open offline: the service worker keeps none
 *   of it, and each list waits for the server's answer anyway) and cost a transaction on every
 *   answer: at 4× CPU on a phone, "Pedidos" showed its first row 0.5 s later (issue 41).
 * - The storefront's worker keeps Firestore's default (recently read documents answer first); the
 *   shop keeps its own copy of the catalog for offline visits (lib/storefront/storefront-data.ts).
 */
export function firestore(): Firestore {
  if (!db) {
    db = initializeFirestore(firebaseApp(), {
      localCache: inWorker
        ? memoryLocalCache()
        : memoryLocalCache({ garbageCollector: memoryEagerGarbageCollector() }),
    });
    if (usesEmulators) {
      const { host, port } = emulatorAddress("firestore");
      connectFirestoreEmulator(db, host, port);
    }
  }
  return db;
}
