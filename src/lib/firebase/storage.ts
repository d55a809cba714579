import { connectStorageEmulator, getStorage, type FirebaseStorage } from "firebase/storage";
import { firebaseApp } from "./app.ts";
import { EMULATOR_PORTS, emulatorHost, usesEmulators } from "./config.ts";

let storage: FirebaseStorage | undefined;

export function cloudStorage(): FirebaseStorage {
  if (!storage) {
    storage = getStorage(firebaseApp());
    if (usesEmulators) connectStorageEmulator(storage, emulatorHost(), EMULATOR_PORTS.storage);
  }
  return storage;
}
