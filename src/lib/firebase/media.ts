/**
 * Turns a stored media value into a URL the browser can load. Product media are publicly readable
 * (storage.rules), so a plain `alt=media` URL works without asking Storage for a download token.
 * Product photos stored in Storage also have resized WebP variants (src/domain/media-variants.ts),
 * written shortly after upload by a Cloud Function.
 */
import {
  DEFAULT_VARIANT_WIDTH,
  isOriginalProductImagePath,
  storageObjectUrl as objectUrl,
  VARIANT_WIDTHS,
  variantPath,
} from "@domain/media-variants.ts";
import { emulatorAddress, firebaseOptions, usesEmulators } from "./config.ts";

function storageObjectUrl(path: string): string {
  const emulator = usesEmulators ? emulatorAddress("storage") : undefined;
  const origin = emulator
    ? `http://${emulator.host}:${emulator.port}`
    : "https://firebasestorage.googleapis.com";
  return objectUrl(origin, firebaseOptions.storageBucket ?? "", path);
}

export function mediaUrl(ref: string | null): string | null {
  if (!ref) return null;
  if (/^https?:\/\//.test(ref)) return ref;
  return storageObjectUrl(ref);
}

/**
 * The URL of a product photo's variant of the given width; the original's URL for media without
 * variants (http URLs, videos).
 */
export function mediaVariantUrl(ref: string | null, width: number = DEFAULT_VARIANT_WIDTH): string | null {
  if (ref && isOriginalProductImagePath(ref)) return storageObjectUrl(variantPath(ref, width));
  return mediaUrl(ref);
}

/** A `srcset` listing every variant of a product photo; undefined for media without variants. */
export function mediaSrcSet(ref: string | null): string | undefined {
  if (!ref || !isOriginalProductImagePath(ref)) return undefined;
  return VARIANT_WIDTHS.map((width) => `${storageObjectUrl(variantPath(ref, width))} ${width}w`).join(", ");
}
