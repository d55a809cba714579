/**
 * Upload limits (spec, section 9). storage.rules repeats these numbers, because the rules language
 * cannot import; the Storage rules tests upload at and just past each limit to keep both in step.
 */
const MB = 1024 * 1024;

export const PRODUCT_IMAGE = {
  maxBytes: 5 * MB,
  /** Larger images are compressed in the browser before upload. */
  compressAboveBytes: 1 * MB,
  contentTypes: ["image/jpeg", "image/png", "image/webp"],
} as const;

export const PRODUCT_VIDEO = {
  maxBytes: 50 * MB,
  contentTypes: ["video/mp4", "video/webm", "video/quicktime"],
} as const;

export const PAYMENT_PROOF = {
  maxBytes: 10 * MB,
  contentTypes: ["image/jpeg", "image/png", "image/webp", "image/heic", "image/heif"],
  extensions: ["jpeg", "jpg", "png", "webp", "heic"],
} as const;
