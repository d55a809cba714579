import { connectStorageEmulator, getStorage, type FirebaseStorage } from "firebase/storage";
import { firebaseApp } from "./app.ts";
import { emulatorAddress, usesEmulators } from "./config.ts";

let storage: FirebaseStorage | undefined;

export function cloudStorage(): FirebaseStorage {
  if (!storage) {
    storage = getStorage(firebaseApp());
    if (usesEmulators) {
      const { host, port } = emulatorAddress("storage");
      connectStorageEmulator(storage, host, port);
    }
  }
  return storage;
}
