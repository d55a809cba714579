/**
 * Resizes one product photo into its WebP variants. No Firebase here, so the seed can make the
 * same variants itself (tools/seed) instead of waking the storage trigger hundreds of times.
 */
import { VARIANT_ASPECT, VARIANT_WIDTHS, variantHeight } from "@domain/catalog/media-variants.ts";

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

export async function resizeVariants(bytes: Buffer): Promise<Array<{ width: number; webp: Buffer }>> {
  // Loaded here, not at the top: every function's instance loads this file, few of them need sharp.
  const { default: sharp } = await import("sharp");
  // autoOrient applies the EXIF rotation of phone photos before sizing and drops the tag.
  const upright = sharp(bytes, { failOn: "error" }).autoOrient();
  const { autoOrient: size } = await upright.metadata();
  return Promise.all(
    VARIANT_WIDTHS.map(async (width) => ({
      width,
      webp: await upright
        .clone()
        .resize({ ...variantSize(size, width), fit: "cover", withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer(),
    })),
  );
}

const JPEG_QUALITY = 85;

/** A variant re-encoded as JPEG, for a platform that reads no WebP (see jpegCopyUrlPath). */
export async function jpegCopy(webp: Buffer): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  return sharp(webp, { failOn: "error" }).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer();
}
