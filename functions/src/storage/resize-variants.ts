/**
 * Resizes one product photo into its WebP variants and the JPEG copy of the largest. No Firebase
 * here, so the seed can make the same files itself (tools/seed) instead of waking the storage
 * trigger hundreds of times.
 */
import {
  JPEG_COPY_WIDTH,
  VARIANT_ASPECT,
  VARIANT_WIDTHS,
  variantHeight,
} from "@domain/catalog/media-variants.ts";
import { PRODUCT_IMAGE } from "@domain/upload-limits.ts";

const WEBP_QUALITY = 75;

/** A variant's name changes whenever its original does (the timestamp), so it never goes stale. */
export const VARIANT_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * The largest 3:4 size of at most `width` that the (upright) original can fill without being
 * enlarged: a photo that is not 3:4 is cropped around its centre, a small one is not scaled up.
 */
function variantSize(original: { width: number; height: number }, width: number) {
  const widest3by4 = Math.min(
    original.width,
    Math.floor((original.height * VARIANT_ASPECT.width) / VARIANT_ASPECT.height),
  );
  const outputWidth = Math.min(width, widest3by4);
  return { width: outputWidth, height: variantHeight(outputWidth) };
}

/** Everything derived from one photo, as the storage trigger writes it. */
export interface DerivedPhotos {
  variants: Array<{ width: number; webp: Buffer }>;
  /** The variant of JPEG_COPY_WIDTH as JPEG, for platforms that read no WebP (jpegCopyPath). */
  jpegCopy: Buffer;
}

const JPEG_QUALITY = 85;

export async function resizeVariants(bytes: Buffer): Promise<DerivedPhotos> {
  // Loaded here, not at the top: every function's instance loads this file, few of them need sharp.
  const { default: sharp } = await import("sharp");
  // autoOrient applies the EXIF rotation of phone photos before sizing and drops the tag.
  const upright = sharp(bytes, {
    failOn: "error",
    limitInputPixels: PRODUCT_IMAGE.maxInputPixels,
  }).autoOrient();
  const { autoOrient: size } = await upright.metadata();
  const resized = (width: number) =>
    upright.clone().resize({ ...variantSize(size, width), fit: "cover", withoutEnlargement: true });
  const [variants, jpegCopy] = await Promise.all([
    Promise.all(
      VARIANT_WIDTHS.map(async (width) => ({
        width,
        webp: await resized(width).webp({ quality: WEBP_QUALITY }).toBuffer(),
      })),
    ),
    resized(JPEG_COPY_WIDTH).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer(),
  ]);
  return { variants, jpegCopy };
}

/**
 * The JPEG copy of a stored largest variant, for a photo stored before the trigger wrote copies
 * (https/product-photo.ts). The variant is never larger than JPEG_COPY_WIDTH at 3:4, so a file
 * that claims more pixels was not written by the trigger and is refused before it is decoded.
 */
export async function jpegCopyFromVariant(webp: Buffer): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  return sharp(webp, {
    failOn: "error",
    limitInputPixels: JPEG_COPY_WIDTH * variantHeight(JPEG_COPY_WIDTH),
  })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
}
