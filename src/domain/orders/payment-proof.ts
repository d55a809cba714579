/**
 * Proofs of transfer: which files are accepted (spec 5, Proof upload) and where they are stored.
 * The browser checks them for comfort; storage.rules and the recordPaymentProof function check
 * them again.
 */
import { isHeif, sniffImageType } from "../image-type.ts";
import { LOCALE } from "../locale.ts";
import { sweepAt } from "./order-hold.ts";
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

/**
 * What a stored proof's first bytes say it is: an image to decode (JPEG, PNG or WEBP), a HEIC or
 * HEIF photo (whose container is checked instead), or not an image at all, whatever its name and
 * declared type say. Starting like an image proves nothing yet: recordPaymentProof goes on.
 */
export function proofImageKind(bytes: Uint8Array): "decodable" | "heif" | null {
  if (sniffImageType(bytes) !== null) return "decodable";
  return isHeif(bytes) ? "heif" : null;
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

type ProofState = Pick<
  Order,
  "status" | "proof" | "proofCount" | "proofNoticeAt" | "proofRefusedAt" | "holdUntil" | "fintoc"
>;

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
      fields: Pick<Order, "proof" | "proofCount" | "sweepAt"> & Partial<Pick<Order, "proofNoticeAt">>;
      /** Whether the owner is to be e-mailed about it. */
      notify: boolean;
      /** The proof it replaces, whose file is to be deleted. */
      replaced: string | null;
    };

/**
 * What recordPaymentProof does with a stored proof. The newest proof wins. Two sent within a
 * minute of each other (in parallel, before either was recorded) count once, so the limit of
 * replacements cannot be spent, nor the owner e-mailed, twice by one shopper's double tap. The
 * owner hears of an order's proofs at most once every 6 hours. A replacement keeps the review
 * deadline of the proof it replaces: the order has waited since then, and sending another must
 * not keep it off the list of late reviews.
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
  const ownDeadline = new Date(upload.uploadedAt.getTime() + reviewHours * HOUR_MS);
  const waitingSince = current?.reviewBy;
  const proof = {
    path: upload.path,
    uploadedAt: upload.uploadedAt,
    reviewBy: waitingSince && waitingSince < ownDeadline ? waitingSince : ownDeadline,
  };
  return {
    kind: "record",
    fields: {
      proof,
      proofCount: counts ? order.proofCount + 1 : order.proofCount,
      sweepAt: sweepAt({ ...order, proof }),
      ...(notify ? { proofNoticeAt: now } : {}),
    },
    notify,
    replaced: current?.path ?? null,
  };
}

/**
 * A file that starts like an image but is not one (it does not decode, or its HEIC container does
 * not add up) was refused and deleted: the order counts it against its proofs, so junk cannot be
 * sent without end, and its page tells the shopper to send another. Null when the order no longer
 * takes proofs, or already knows of a newer file. Nothing here changes the hold.
 */
export function refuseUnreadableProof(
  order: Pick<Order, "status" | "proof" | "proofCount" | "proofRefusedAt">,
  uploadedAt: Date,
): Pick<Order, "proofCount" | "proofRefusedAt"> | null {
  if (order.status !== "pending") return null;
  const newer = [order.proof?.uploadedAt, order.proofRefusedAt].some((at) => at && at >= uploadedAt);
  return newer ? null : { proofCount: order.proofCount + 1, proofRefusedAt: uploadedAt };
}

export const REJECT_PROOF_MESSAGES = {
  notPending: "El pedido ya no está pendiente.",
  noProof: "El pedido no tiene un comprobante por revisar.",
  newerProof:
    "El cliente envió un comprobante nuevo mientras revisabas este. Revisa el nuevo antes de rechazarlo.",
} as const;

/**
 * An admin rejects the proof they looked at (`proofPath`): the order waits for another, holding
 * its pieces for at least `REJECTED_PROOF_HOLD_HOURS` more, and its page tells the shopper so. If
 * a newer proof replaced it meanwhile, nothing is rejected: nobody has seen that one yet.
 */
export function rejectProof(
  order: Pick<Order, "status" | "proof" | "holdUntil" | "fintoc">,
  proofPath: string,
  now: Date,
):
  | { ok: true; fields: Pick<Order, "proof" | "proofRejectedAt" | "holdUntil" | "sweepAt"> }
  | { ok: false; message: string } {
  if (order.status !== "pending") return { ok: false, message: REJECT_PROOF_MESSAGES.notPending };
  if (!order.proof) return { ok: false, message: REJECT_PROOF_MESSAGES.noProof };
  if (order.proof.path !== proofPath) return { ok: false, message: REJECT_PROOF_MESSAGES.newerProof };
  const window = now.getTime() + REJECTED_PROOF_HOLD_HOURS * HOUR_MS;
  const holdUntil = new Date(Math.max(window, order.holdUntil?.getTime() ?? 0));
  return {
    ok: true,
    fields: {
      proof: null,
      proofRejectedAt: now,
      holdUntil,
      sweepAt: sweepAt({ ...order, proof: null, holdUntil }),
    },
  };
}

/** Has this order's proof waited past the time an admin had to review it? */
export function isProofReviewOverdue(order: Pick<Order, "status" | "proof">, now: Date): boolean {
  const reviewBy = order.proof?.reviewBy;
  return order.status === "pending" && reviewBy != null && reviewBy.getTime() <= now.getTime();
}
