/**
 * The photo of a color analysis, as sent by the page (base64 JPEG, at most 1024 px): checked by
 * its content, and read into a small RGB raster for the built-in analyser. It is never stored.
 */
import type { RawPixels } from "@domain/analysis/photo-samples.ts";
import { sniffImageType, type SniffedImageType } from "@domain/image-type.ts";
import { ANALYSIS_PHOTO } from "@domain/upload-limits.ts";

/** The built-in analyser needs colors, not detail: 256 px keeps it fast on a small instance. */
const RASTER_SIDE = 256;
/**
 * What Gemini gets: a photo within 768 × 768 px is one tile, 258 input tokens; the 1024 px photo
 * the page sends would be billed as up to four.
 */
const GEMINI_SIDE = 768;

export interface AnalysisPhoto {
  /** The photo for Gemini: a JPEG within GEMINI_SIDE, upright. */
  base64: string;
  mimeType: SniffedImageType;
  pixels: RawPixels;
}

/**
 * Null when the bytes are not a JPEG, PNG or WebP photo that can be decoded, or are too large in
 * bytes or in pixels.
 */
export async function readAnalysisPhoto(imageBase64: string): Promise<AnalysisPhoto | null> {
  const base64 = imageBase64.replace(/^data:[^,]*;base64,/, "");
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length === 0 || bytes.length > ANALYSIS_PHOTO.maxCompressedBytes) return null;
  const mimeType = sniffImageType(bytes);
  if (!mimeType) return null;
  // Loaded here, not at the top: every function's instance loads this file, few of them need sharp.
  const { default: sharp } = await import("sharp");
  try {
    // A few kilobytes can claim a huge image: one the page could not have sent is not decoded.
    const upright = sharp(bytes, {
      failOn: "error",
      limitInputPixels: ANALYSIS_PHOTO.maxInputPixels,
    }).autoOrient();
    const [{ data, info }, forGemini] = await Promise.all([
      upright
        .clone()
        .resize(RASTER_SIDE, RASTER_SIDE, { fit: "inside", withoutEnlargement: true })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true }),
      upright
        .clone()
        .resize(GEMINI_SIDE, GEMINI_SIDE, { fit: "inside", withoutEnlargement: true })
        .jpeg({ quality: 85 })
        .toBuffer(),
    ]);
    return {
      base64: forGemini.toString("base64"),
      mimeType: "image/jpeg",
      pixels: { data, width: info.width, height: info.height, channels: 3 },
    };
  } catch {
    return null;
  }
}
