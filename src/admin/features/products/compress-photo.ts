import { MB, PRODUCT_IMAGE } from "@domain/upload-limits.ts";

/**
 * Photos over 1 MB are made smaller in the browser before upload (spec): same format, at most
 * 2400 px on the long side (twice the largest variant), about 1 MB. The library is loaded only
 * when a photo needs it, and runs without its web worker, which would fetch code from a CDN.
 */
export async function compressPhotoIfLarge(file: File): Promise<File> {
  if (file.size <= PRODUCT_IMAGE.compressAboveBytes) return file;
  const { default: imageCompression } = await import("browser-image-compression");
  const compressed = await imageCompression(file, {
    maxSizeMB: PRODUCT_IMAGE.compressAboveBytes / MB,
    maxWidthOrHeight: 2400,
    useWebWorker: false,
    fileType: file.type,
    initialQuality: 0.85,
  });
  return compressed.size < file.size ? compressed : file;
}
