import { connectFirestoreEmulator, getFirestore, type Firestore } from "firebase/firestore";
import { firebaseApp } from "./app.ts";
import { EMULATOR_PORTS, emulatorHost, usesEmulators } from "./config.ts";

let db: Firestore | undefined;

export function firestore(): Firestore {
  if (!db) {
    db = getFirestore(firebaseApp());
    if (usesEmulators) connectFirestoreEmulator(db, emulatorHost(), EMULATOR_PORTS.firestore);
  }
  return db;
}
