/**
 * Turns a stored media value into a URL the browser can load. Product photos, and the resized WebP
 * variants a Cloud Function writes shortly after each upload, come from the shop's own origin
 * (`/fotos/…`, see src/domain/catalog/media-variants.ts). Other product media (videos) are publicly
 * readable in Storage (storage.rules), so a plain `alt=media` URL works without a download token.
 */
import {
  DEFAULT_VARIANT_WIDTH,
  isOriginalProductImagePath,
  photoUrlPath,
  storageObjectUrl as objectUrl,
  VARIANT_WIDTHS,
  variantPath,
} from "@domain/catalog/media-variants.ts";
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
  return photoUrlPath(ref) ?? storageObjectUrl(ref);
}

/**
 * The URL of a product photo's variant of the given width; the original's URL for media without
 * variants (http URLs, videos).
 */
export function mediaVariantUrl(ref: string | null, width: number = DEFAULT_VARIANT_WIDTH): string | null {
  if (ref && isOriginalProductImagePath(ref)) return mediaUrl(variantPath(ref, width));
  return mediaUrl(ref);
}

/** A `srcset` listing every variant of a product photo; undefined for media without variants. */
export function mediaSrcSet(ref: string | null): string | undefined {
  if (!ref || !isOriginalProductImagePath(ref)) return undefined;
  return VARIANT_WIDTHS.map((width) => `${mediaUrl(variantPath(ref, width))} ${width}w`).join(", ");
}
