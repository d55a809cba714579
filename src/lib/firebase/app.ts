/**
 * The app's only door to Firebase. Each service lives in its own module and is created on first
 * use, so a page only downloads the SDKs it needs (the home page never loads Auth).
 */
import { getApp, getApps, initializeApp, type FirebaseApp } from "firebase/app";
import { firebaseOptions } from "./config.ts";

export function firebaseApp(): FirebaseApp {
  return getApps().length > 0 ? getApp() : initializeApp(firebaseOptions);
}
