/**
 * Resized copies ("variants") of product photos, so each slot downloads a file that fits it. A
 * Cloud Function writes one WebP per width next to every original photo, at a path derived from
 * the original's, so the app builds a `srcset` from the stored media value alone, with no extra
 * field in Firestore. Variants are always 3:4, like every photo slot. The largest one also has a
 * JPEG copy beside it (for Meta's catalog), written at the same time, so no request ever encodes.
 */

/**
 * Grid tiles are ~180 CSS px on phones (2–3x DPR → 360–540 px) and ~300 px on desktop (1x–2x →
 * 300–600 px): 320 and 640 cover them. The product page shows up to ~600 px (1.5x → 900, 2x →
 * 1200): 960 and 1280.
 */
export const VARIANT_WIDTHS = [320, 640, 960, 1280] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

/** The variant used as `src` where `srcset` is not understood; good for any grid tile. */
export const DEFAULT_VARIANT_WIDTH: VariantWidth = 640;

/** Width : height of every photo slot and variant. */
export const VARIANT_ASPECT = { width: 3, height: 4 } as const;

const originalImagePattern =
  /^(products\/[A-Za-z0-9-]+\/(?:uso|studio|extra|extra_2)-\d+)\.(?:jpg|jpeg|png|webp)$/;
const variantPattern = /^products\/[A-Za-z0-9-]+\/(?:uso|studio|extra|extra_2)-\d+_w\d+\.webp$/;

/**
 * Meta's catalog reads JPEG and PNG only, and its feed lists each photo at the largest variant:
 * that variant also gets a JPEG copy, written with the WebP ones.
 */
export const JPEG_COPY_WIDTH: VariantWidth = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;
const jpegCopyPattern = new RegExp(
  `^products/[A-Za-z0-9-]+/(?:uso|studio|extra|extra_2)-\\d+_w${JPEG_COPY_WIDTH}\\.jpg$`,
);

/** An uploaded product photo (not a video, not a variant), e.g. `products/{id}/uso-1700000000000.jpg`. */
export function isOriginalProductImagePath(path: string): boolean {
  return originalImagePattern.test(path);
}

/** A resized copy written by the function, e.g. `products/{id}/uso-1700000000000_w640.webp`. */
export function isVariantPath(path: string): boolean {
  return variantPattern.test(path);
}

/** The JPEG copy of a photo's largest variant, e.g. `products/{id}/uso-1700000000000_w1280.jpg`. */
export function isJpegCopyPath(path: string): boolean {
  return jpegCopyPattern.test(path);
}

function originalBase(originalPath: string): string {
  const match = originalImagePattern.exec(originalPath);
  if (!match) throw new Error(`Not an original product photo: ${originalPath}`);
  return match[1]!;
}

/** Where the variant of an original product photo of the given width lives. */
export function variantPath(originalPath: string, width: number): string {
  return `${originalBase(originalPath)}_w${width}.webp`;
}

/** Where the JPEG copy of an original product photo's largest variant lives. */
export function jpegCopyPath(originalPath: string): string {
  return `${originalBase(originalPath)}_w${JPEG_COPY_WIDTH}.jpg`;
}

/** Every file the functions derive from an original photo: its variants and its JPEG copy. */
export function derivedPhotoPaths(originalPath: string): string[] {
  return [...VARIANT_WIDTHS.map((width) => variantPath(originalPath, width)), jpegCopyPath(originalPath)];
}

/** Height of a variant of the given width (3:4). */
export function variantHeight(width: number): number {
  return Math.round((width * VARIANT_ASPECT.height) / VARIANT_ASPECT.width);
}

/** The public download URL of a Storage object: product media are publicly readable (storage.rules). */
export function storageObjectUrl(storageOrigin: string, bucket: string, path: string): string {
  return `${storageOrigin}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media`;
}

/** A product photo at its largest variant (for link previews), or as stored when it has none. */
export function largestPhoto(
  media: string | null,
  url: (path: string) => string,
): { url: string; width: number; height: number } | null {
  if (!media || !isOriginalProductImagePath(media)) return null;
  const width = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;
  const height = Math.round((width * VARIANT_ASPECT.height) / VARIANT_ASPECT.width);
  return { url: url(variantPath(media, width)), width, height };
}

/**
 * Product photos and their variants are also served from the shop's own origin, under this path
 * (a Hosting rewrite to the `productPhoto` function): `/fotos/{productId}/{file}` is the Storage
 * object `products/{productId}/{file}`. Videos stay on Cloud Storage, which answers range requests.
 */
export const PHOTO_URL_PREFIX = "/fotos/";

const isProductPhotoPath = (path: string) =>
  isOriginalProductImagePath(path) || isVariantPath(path) || isJpegCopyPath(path);

/** A product photo, variant or JPEG copy as a path on the shop's origin; undefined for anything else. */
export function photoUrlPath(storagePath: string): string | undefined {
  return isProductPhotoPath(storagePath)
    ? PHOTO_URL_PREFIX + storagePath.slice("products/".length)
    : undefined;
}

/** The Storage object a `/fotos/…` path names, if it is a product photo, variant or JPEG copy. */
export function photoStoragePath(urlPath: string): string | undefined {
  if (!urlPath.startsWith(PHOTO_URL_PREFIX)) return undefined;
  const storagePath = `products/${urlPath.slice(PHOTO_URL_PREFIX.length)}`;
  return isProductPhotoPath(storagePath) ? storagePath : undefined;
}

/**
 * The JPEG copy of a largest variant as a path on the shop's origin (for Meta's catalog), e.g.
 * `/fotos/{id}/uso-1700000000000_w1280.jpg`; undefined for anything else.
 */
export function jpegCopyUrlPath(variantStoragePath: string): string | undefined {
  const copy = variantStoragePath.replace(/\.webp$/, ".jpg");
  return isVariantPath(variantStoragePath) && isJpegCopyPath(copy) ? photoUrlPath(copy) : undefined;
}
