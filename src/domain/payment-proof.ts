/**
 * Proofs of transfer: which files are accepted (spec 5, Proof upload) and where they are stored.
 * The browser checks them for comfort; storage.rules and the recordPaymentProof function check
 * them again.
 */
import { isHeif, sniffImageType } from "./image-type.ts";
import { LOCALE } from "./locale.ts";
import { formatMegabytes, PAYMENT_PROOF } from "./upload-limits.ts";

/** "JPG, PNG, WEBP o HEIC": the accepted formats as a shopper knows them (a .jpeg is a JPG). */
export const PROOF_FORMATS_LABEL = new Intl.ListFormat(LOCALE, { type: "disjunction" }).format(
  PAYMENT_PROOF.extensions
    .filter((extension) => extension !== "jpeg")
    .map((extension) => extension.toUpperCase()),
);

/** "10MB", the largest proof accepted. */
export const PROOF_MAX_SIZE_LABEL = formatMegabytes(PAYMENT_PROOF.maxBytes);

export const PROOF_MESSAGES = {
  wrongType: {
    title: "Tipo de archivo no válido",
    description: `Por favor sube una imagen (${PROOF_FORMATS_LABEL})`,
  },
  tooLarge: {
    title: "Archivo muy grande",
    description: `El archivo debe ser menor a ${PROOF_MAX_SIZE_LABEL}`,
  },
  uploadFailed: { title: "Error al subir el comprobante", description: "Por favor intenta nuevamente" },
  sent: "Comprobante enviado",
  replacedTooSoon: "Espera un minuto desde tu último comprobante para enviar otro.",
} as const;

const CONTENT_TYPE_BY_EXTENSION: Record<(typeof PAYMENT_PROOF.extensions)[number], string> = {
  jpeg: "image/jpeg",
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  heic: "image/heic",
};

export interface ProofFile {
  name: string;
  /** What the browser says; often empty for HEIC photos. */
  type: string;
  size: number;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot === -1 ? "" : name.slice(dot + 1).toLowerCase();
}

/** The file's extension and content type as stored, or the spec's message when it is refused. */
export function checkProofFile(
  file: ProofFile,
):
  | { ok: true; extension: string; contentType: string }
  | { ok: false; message: (typeof PROOF_MESSAGES)["wrongType" | "tooLarge"] } {
  const extension = extensionOf(file.name);
  const byExtension = CONTENT_TYPE_BY_EXTENSION[extension as keyof typeof CONTENT_TYPE_BY_EXTENSION];
  const typeAllowed = (PAYMENT_PROOF.contentTypes as readonly string[]).includes(file.type);
  if (!byExtension || (file.type !== "" && !typeAllowed))
    return { ok: false, message: PROOF_MESSAGES.wrongType };
  if (file.size > PAYMENT_PROOF.maxBytes) return { ok: false, message: PROOF_MESSAGES.tooLarge };
  return { ok: true, extension, contentType: typeAllowed ? file.type : byExtension };
}

export const PROOF_FOLDER = "payment-proofs";

/** payment-proofs/{orderId}/{timestamp}.{ext} */
export function proofPath(orderId: string, at: Date, extension: string): string {
  return `${PROOF_FOLDER}/${orderId}/${at.getTime()}.${extension}`;
}

/** The order a stored object is the proof of, or `null` for anything that is not a proof. */
export function orderIdOfProofPath(path: string): string | null {
  const match = new RegExp(`^${PROOF_FOLDER}/([^/]+)/\\d+\\.(${PAYMENT_PROOF.extensions.join("|")})$`).exec(
    path,
  );
  return match ? match[1]! : null;
}

/** Is a stored object's content type and size what the rules allow? */
export function isAcceptableProofObject(contentType: string | undefined, size: number): boolean {
  return (
    (PAYMENT_PROOF.contentTypes as readonly string[]).includes(contentType ?? "") &&
    size <= PAYMENT_PROOF.maxBytes
  );
}

/** Bytes enough to tell an image's type by its start. */
export const PROOF_SNIFF_BYTES = 32;

/** Is the file really a photo (JPEG, PNG, WEBP or HEIC), whatever its name and declared type say? */
export function isProofImage(firstBytes: Uint8Array): boolean {
  return sniffImageType(firstBytes) !== null || isHeif(firstBytes);
}
