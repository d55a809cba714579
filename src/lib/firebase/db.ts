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

/**
 * Firestore with its cache in memory, on a page (the back office) as in the storefront's worker
 * (live-reads.worker.ts). An open page keeps what it loaded while the connection is gone, and its
 * listeners resume by themselves when it comes back. A cache in IndexedDB would add nothing the
 * owner sees: the back office does not open offline (the service worker keeps none of it), and
 * each list waits for the server's answer anyway. It cost a transaction on every answer: at 4×
 * CPU on a phone, "Pedidos" showed its first row 0.5 s later and a filter 0.2 s later (issue 41).
 * The shop keeps its own copy of the catalog for offline visits (lib/storefront/storefront-data.ts).
 */
export function firestore(): Firestore {
  if (!db) {
    db = initializeFirestore(firebaseApp(), {
      // A document is dropped once no listener holds it: a page opened again shows the server's
      // answer, never what another page once read (the default keeps old documents and answers
      // from them first).
      localCache: memoryLocalCache({ garbageCollector: memoryEagerGarbageCollector() }),
    });
    if (usesEmulators) {
      const { host, port } = emulatorAddress("firestore");
      connectFirestoreEmulator(db, host, port);
    }
  }
  return db;
}
