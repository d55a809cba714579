/**
 * The photo of a colour analysis, as sent by the page (base64 JPEG, at most 1024 px): checked by
 * its content, and read into a small RGB raster for the built-in analyser. It is never stored.
 */
import sharp from "sharp";
import type { RawPixels } from "../../../src/domain/analysis/photo-samples.ts";
import { sniffImageType, type SniffedImageType } from "../../../src/domain/image-type.ts";
import { ANALYSIS_PHOTO } from "../../../src/domain/upload-limits.ts";

/** The built-in analyser needs colours, not detail: 256 px keeps it fast on a small instance. */
const RASTER_SIDE = 256;

export interface AnalysisPhoto {
  base64: string;
  mimeType: SniffedImageType;
  pixels: RawPixels;
}

/** Null when the bytes are not a JPEG, PNG or WebP photo that can be decoded, or too large. */
export async function readAnalysisPhoto(imageBase64: string): Promise<AnalysisPhoto | null> {
  const base64 = imageBase64.replace(/^data:[^,]*;base64,/, "");
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length === 0 || bytes.length > ANALYSIS_PHOTO.maxCompressedBytes) return null;
  const mimeType = sniffImageType(bytes);
  if (!mimeType) return null;
  try {
    const { data, info } = await sharp(bytes, { failOn: "error" })
      .autoOrient()
      .resize(RASTER_SIDE, RASTER_SIDE, { fit: "inside", withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { base64, mimeType, pixels: { data, width: info.width, height: info.height, channels: 3 } };
  } catch {
    return null;
  }
}
