/**
 * Whether a proof is really an image, not a file that only begins like one: a JPEG, PNG or WEBP is
 * decoded in full; a HEIC or HEIF photo has its container checked instead, since sharp's prebuilt
 * libvips decodes HEIF only when it is AV1 (`sharp.format.heif.input.fileSuffix` is [".avif"]),
 * never the HEVC of phone photos.
 */
import { isHeifContainer } from "@domain/image-type.ts";
import { proofImageKind } from "@domain/orders/payment-proof.ts";
import { PAYMENT_PROOF } from "@domain/upload-limits.ts";

export async function isReadableProof(bytes: Buffer): Promise<boolean> {
  const kind = proofImageKind(bytes);
  if (kind !== "decodable") return kind === "heif" && isHeifContainer(bytes);
  // Loaded here, not at the top: every function's instance loads this file, few of them need sharp.
  const { default: sharp } = await import("sharp");
  try {
    // stats() reads every pixel; the pixel limit is checked from the header, before decoding, and
    // sequential reading keeps memory to a few rows for JPEG and PNG.
    await sharp(bytes, {
      failOn: "truncated",
      limitInputPixels: PAYMENT_PROOF.maxPixels,
      sequentialRead: true,
    }).stats();
    return true;
  } catch {
    return false;
  }
}
