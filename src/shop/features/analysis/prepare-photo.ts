/**
 * The face photo as it is sent (limits in ANALYSIS_PHOTO): checked in size as chosen, then resized
 * and re-encoded as JPEG (with the phone's EXIF rotation applied), and checked in size again.
 * The compression library loads only when a photo is chosen, and runs without its CDN web worker.
 */
import { ANALYSIS_MESSAGES } from "@domain/analysis/analysis-gate.ts";
import { ANALYSIS_PHOTO, formatMegabytes } from "@domain/upload-limits.ts";

export const PHOTO_MESSAGES = {
  tooLarge: `La imagen debe ser menor a ${formatMegabytes(ANALYSIS_PHOTO.maxInputBytes)}`,
  // The server checks the same two, in the same words.
  stillTooLarge: ANALYSIS_MESSAGES.imageTooLarge,
  unreadable: ANALYSIS_MESSAGES.badImage,
} as const;

export type PreparedPhoto = { ok: true; base64: string; previewUrl: string } | { ok: false; message: string };

function toBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*;base64,/, ""));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  if (file.size > ANALYSIS_PHOTO.maxInputBytes) return { ok: false, message: PHOTO_MESSAGES.tooLarge };
  if (!file.type.startsWith("image/")) return { ok: false, message: PHOTO_MESSAGES.unreadable };
  try {
    const { default: imageCompression } = await import("browser-image-compression");
    const jpeg = await imageCompression(file, {
      maxWidthOrHeight: ANALYSIS_PHOTO.longestSide,
      fileType: "image/jpeg",
      initialQuality: ANALYSIS_PHOTO.jpegQuality,
      useWebWorker: false,
    });
    if (jpeg.size > ANALYSIS_PHOTO.maxCompressedBytes)
      return { ok: false, message: PHOTO_MESSAGES.stillTooLarge };
    return { ok: true, base64: await toBase64(jpeg), previewUrl: URL.createObjectURL(jpeg) };
  } catch (error) {
    console.error("No se pudo preparar la foto", error);
    return { ok: false, message: PHOTO_MESSAGES.unreadable };
  }
}
