/**
 * The type of an image told by its first bytes, not by what the sender claims: a file named
 * .jpg that is really a web page or a script is refused.
 */
export type SniffedImageType = "image/jpeg" | "image/png" | "image/webp";

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/** HEIC/HEIF brands iPhones and Android phones write after "ftyp". */
const HEIF_BRANDS = ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"];

/** A HEIC or HEIF photo (an ISO media file whose brand is one of HEIF's)? */
export function isHeif(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, ascii("ftyp"), 4) && HEIF_BRANDS.some((brand) => startsWith(bytes, ascii(brand), 8))
  );
}

export function sniffImageType(bytes: Uint8Array): SniffedImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, ...ascii("PNG"), 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return null;
}
