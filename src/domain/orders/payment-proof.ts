/**
 * Proofs of transfer: which files are accepted (spec 5, Proof upload) and where they are stored.
 * The browser checks them for comfort; storage.rules and the recordPaymentProof function check
 * them again.
 */
import { isHeif, sniffImageType } from "../image-type.ts";
import { LOCALE } from "../locale.ts";
import type { Order } from "./order.ts";
import { formatMegabytes, PAYMENT_PROOF } from "../upload-limits.ts";

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
  noMoreReplacements:
    "Ya enviaste todos los comprobantes que acepta este pedido. Si necesitas cambiarlo, escríbenos por WhatsApp.",
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

const HOUR_MS = 3_600_000;

/** An order takes its first proof and at most this many replacements (storage.rules agree). */
export const MAX_PROOF_REPLACEMENTS = 5;
/** storage.rules take a replacement at most this long after the proof it replaces. */
export const PROOF_REPLACE_INTERVAL_MS = 60_000;
/** The owner hears of one order's proofs at most once in this time. */
export const PROOF_NOTICE_INTERVAL_MS = 6 * HOUR_MS;
/** After an admin rejects a proof, the order holds its pieces at least this long for another. */
export const REJECTED_PROOF_HOLD_HOURS = 24;

type ProofState = Pick<Order, "status" | "proof" | "proofCount" | "proofNoticeAt">;

/** May the shopper still send a proof (a first one, or a replacement)? */
export function takesAnotherProof(order: Pick<Order, "status" | "proofCount">): boolean {
  return order.status === "pending" && order.proofCount <= MAX_PROOF_REPLACEMENTS;
}

export type ProofDecision =
  | { kind: "refused"; reason: string }
  /** A newer proof is already recorded: this one is dropped. */
  | { kind: "superseded" }
  | { kind: "already-recorded" }
  | {
      kind: "record";
      fields: Pick<Order, "proof" | "proofCount"> & Partial<Pick<Order, "proofNoticeAt">>;
      /** Whether the owner is to be e-mailed about it. */
      notify: boolean;
      /** The proof it replaces, whose file is to be deleted. */
      replaced: string | null;
    };

/**
 * What recordPaymentProof does with a stored proof. The newest proof wins. Two sent within a
 * minute of each other (in parallel, before either was recorded) count once, so the limit of
 * replacements cannot be spent, nor the owner e-mailed, twice by one shopper's double tap. The
 * owner hears of an order's proofs at most once every 6 hours.
 */
export function decideProof(
  order: ProofState | null,
  upload: { path: string; uploadedAt: Date },
  now: Date,
  reviewHours: number,
): ProofDecision {
  if (!order) return { kind: "refused", reason: "el pedido no existe" };
  if (order.status !== "pending") return { kind: "refused", reason: "el pedido no está pendiente" };
  const current = order.proof;
  if (current?.path === upload.path) return { kind: "already-recorded" };
  if (current && current.uploadedAt >= upload.uploadedAt) return { kind: "superseded" };
  const counts =
    !current || upload.uploadedAt.getTime() - current.uploadedAt.getTime() >= PROOF_REPLACE_INTERVAL_MS;
  if (counts && order.proofCount > MAX_PROOF_REPLACEMENTS)
    return { kind: "refused", reason: "el pedido ya recibió todos los comprobantes que acepta" };
  const notify =
    order.proofNoticeAt === null || now.getTime() - order.proofNoticeAt.getTime() >= PROOF_NOTICE_INTERVAL_MS;
  return {
    kind: "record",
    fields: {
      proof: {
        path: upload.path,
        uploadedAt: upload.uploadedAt,
        reviewBy: new Date(upload.uploadedAt.getTime() + reviewHours * HOUR_MS),
      },
      proofCount: counts ? order.proofCount + 1 : order.proofCount,
      ...(notify ? { proofNoticeAt: now } : {}),
    },
    notify,
    replaced: current?.path ?? null,
  };
}

/**
 * An admin rejects the order's proof: the order waits for another, holding its pieces for at
 * least `REJECTED_PROOF_HOLD_HOURS` more, and its page tells the shopper so.
 */
export function rejectProof(
  order: Pick<Order, "status" | "proof" | "holdUntil">,
  now: Date,
):
  | { ok: true; fields: Pick<Order, "proof" | "proofRejectedAt" | "holdUntil"> }
  | { ok: false; message: string } {
  if (order.status !== "pending") return { ok: false, message: "El pedido ya no está pendiente." };
  if (!order.proof) return { ok: false, message: "El pedido no tiene un comprobante por revisar." };
  const window = now.getTime() + REJECTED_PROOF_HOLD_HOURS * HOUR_MS;
  return {
    ok: true,
    fields: {
      proof: null,
      proofRejectedAt: now,
      holdUntil: new Date(Math.max(window, order.holdUntil?.getTime() ?? 0)),
    },
  };
}

/** Has this order's proof waited past the time an admin had to review it? */
export function isProofReviewOverdue(order: Pick<Order, "status" | "proof">, now: Date): boolean {
  const reviewBy = order.proof?.reviewBy;
  return order.status === "pending" && reviewBy != null && reviewBy.getTime() <= now.getTime();
}
