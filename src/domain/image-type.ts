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

const readUint32 = (bytes: Uint8Array, at: number) =>
  ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
const fourCc = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/** The boxes of an ISO media file between `start` and `end`, or null where they do not add up. */
function isoBoxes(
  bytes: Uint8Array,
  start: number,
  end: number,
): { type: string; at: number; end: number }[] | null {
  const boxes = [];
  for (let at = start; at < end;) {
    if (end - at < 8) return null;
    const type = fourCc(bytes, at + 4);
    if (!/^[\x20-\x7e]{4}$/.test(type)) return null;
    let size = readUint32(bytes, at);
    if (size === 0)
      size = end - at; // the last box runs to the end
    else if (size === 1) {
      if (end - at < 16 || readUint32(bytes, at + 8) !== 0) return null; // over 4 GB: not a proof
      size = readUint32(bytes, at + 12);
    }
    if (size < 8 || at + size > end) return null;
    boxes.push({ type, at, end: at + size });
    at += size;
  }
  return boxes;
}

/**
 * Is this a whole HEIC/HEIF file, not just one that starts like one? Its ISO media boxes must run
 * exactly to the end of the file, its `ftyp` must name a HEIF brand, and its `meta` box must hold
 * a picture handler. This reads the container only: the functions' image library cannot decode
 * HEVC (sharp's prebuilt libheif has AV1 alone), so this is the check a HEIC proof gets instead of
 * decoding; what it cannot tell, the admin sees when opening the proof.
 */
export function isHeifContainer(bytes: Uint8Array): boolean {
  const boxes = isoBoxes(bytes, 0, bytes.length);
  const ftyp = boxes?.[0];
  if (!boxes || ftyp?.type !== "ftyp" || ftyp.end - ftyp.at < 16 || (ftyp.end - ftyp.at) % 4 !== 0)
    return false;
  const brands = [fourCc(bytes, ftyp.at + 8)];
  for (let at = ftyp.at + 16; at < ftyp.end; at += 4) brands.push(fourCc(bytes, at));
  if (!brands.some((brand) => HEIF_BRANDS.includes(brand))) return false;
  const meta = boxes.find((box) => box.type === "meta");
  // `meta` is a full box: version and flags come before its children.
  const children = meta && isoBoxes(bytes, meta.at + 12, meta.end);
  const handler = children?.find((box) => box.type === "hdlr");
  return handler !== undefined && handler.end - handler.at >= 20 && fourCc(bytes, handler.at + 16) === "pict";
}
