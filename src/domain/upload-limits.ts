/**
 * Upload limits (spec, section 9). storage.rules repeats these numbers, because the rules language
 * cannot import; the Storage rules tests upload at and just past each limit to keep both in step.
 */
import { LOCALE } from "./locale.ts";

/** The megabyte of the limits and of their display text (binary, as storage.rules counts it). */
export const MB = 1024 * 1024;

const megabytes = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

/** "10MB": a limit as the spec's copy writes it, unit attached, so it never splits a line. */
export function formatMegabytes(bytes: number): string {
  return `${megabytes.format(bytes / MB)}MB`;
}

export const PRODUCT_IMAGE = {
  maxBytes: 5 * MB,
  /** Larger images are compressed in the browser before upload. */
  compressAboveBytes: 1 * MB,
  contentTypes: ["image/jpeg", "image/png", "image/webp"],
  /**
   * The most pixels the functions decode from a stored product photo (sharp's limitInputPixels): a
   * 48-megapixel phone's full frame (8064 × 6048), the largest photo a phone saves today, which a
   * migrated or small upload may still be. Decoded as RGB that is ~146 MB, within the 512 MiB of
   * the variant trigger; sharp's own default (268 MP, ~800 MB) is not. A few kilobytes of PNG can
   * claim more, and are refused before they are decoded.
   */
  maxInputPixels: 50_000_000,
} as const;

export const PRODUCT_VIDEO = {
  maxBytes: 50 * MB,
  contentTypes: ["video/mp4", "video/webm", "video/quicktime"],
} as const;

export const PAYMENT_PROOF = {
  maxBytes: 10 * MB,
  contentTypes: ["image/jpeg", "image/png", "image/webp", "image/heic", "image/heif"],
  extensions: ["jpeg", "jpg", "png", "webp", "heic"],
  /**
   * The most pixels the functions decode to check a proof is an image: a 48-megapixel phone photo
   * fits; a small file that claims more (a decompression bomb) is refused before it is decoded.
   */
  maxPixels: 50_000_000,
} as const;

const ANALYSIS_LONGEST_SIDE = 1024;

/** The face photo of the color analysis: checked as chosen, then resized and re-encoded in the browser. */
export const ANALYSIS_PHOTO = {
  maxInputBytes: 10 * MB,
  longestSide: ANALYSIS_LONGEST_SIDE,
  jpegQuality: 0.85,
  maxCompressedBytes: 5 * MB,
  /**
   * The most pixels the function decodes from a sent photo: the page never sends a side over
   * `longestSide`, and anything larger is not from the page.
   */
  maxInputPixels: ANALYSIS_LONGEST_SIDE ** 2,
} as const;
