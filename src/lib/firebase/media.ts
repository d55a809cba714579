/**
 * Turns a stored media value into a URL the browser can load. Product media are publicly readable
 * (storage.rules), so a plain `alt=media` URL works without asking Storage for a download token.
 */
import { EMULATOR_PORTS, emulatorHost, firebaseOptions, usesEmulators } from "./config.ts";

export function mediaUrl(ref: string | null): string | null {
  if (!ref) return null;
  if (/^https?:\/\//.test(ref)) return ref;
  const origin = usesEmulators
    ? `http://${emulatorHost()}:${EMULATOR_PORTS.storage}`
    : "https://firebasestorage.googleapis.com";
  return `${origin}/v0/b/${firebaseOptions.storageBucket}/o/${encodeURIComponent(ref)}?alt=media`;
}
