/**
 * Records a proof of transfer on its order once the file is in Storage. An order keeps one proof:
 * a newer one replaces it and the older file is deleted. storage.rules already refused wrong
 * declared types, sizes, non-pending orders, orders out of replacements and replacements within a
 * minute; this checks again where the order is written (an order may have left `pending` between
 * the two, or two proofs may have been sent at once) and reads the whole file (proof-image.ts), so
 * neither a page named .jpg nor a file that only begins like an image is kept: such a file counts
 * against the order's proofs and its page asks the shopper for another. What a proof does to its
 * order (its review deadline, the count of replacements, whether the owner hears of it) is the
 * domain's `decideProof`. A file it refuses is deleted, so no proof is kept that no order points to.
 */
import type { DocumentReference } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { onObjectFinalized } from "firebase-functions/v2/storage";
import { BACK_OFFICE_SETTINGS_DOC, COLLECTIONS } from "@domain/collections.ts";
import { orderSchema, type StoredOrder } from "@domain/orders/order.ts";
import {
  decideProof,
  isAcceptableProofObject,
  orderIdOfProofPath,
  refuseUnreadableProof,
} from "@domain/orders/payment-proof.ts";
import { db, storage } from "../firebase/app.ts";
import { readValidDocument } from "../firebase/documents.ts";
import { shopUrl } from "../firebase/shop-url.ts";
import { noticeRecipients, ownerNotice, queueNotice } from "../mail/owner-notices.ts";
import { orderSettingsOf } from "../orders/order-settings.ts";
import { isReadableProof } from "./proof-image.ts";

type ProofObject = ReturnType<ReturnType<typeof storage.bucket>["file"]>;

type Outcome =
  | { kind: "recorded"; replaced: string | null }
  | { kind: "refused"; reason: string }
  | { kind: "superseded" };

/** What the decision reads of an order; an order missing these fields predates them. */
const proofStateSchema = orderSchema.pick({
  status: true,
  proof: true,
  proofCount: true,
  proofNoticeAt: true,
  proofRefusedAt: true,
  holdUntil: true,
  fintoc: true,
});

/** The file (at most PAYMENT_PROOF.maxBytes), or null if it is already gone (a newer proof's trigger deleted it). */
async function contents(file: ProofObject): Promise<Buffer | null> {
  try {
    const [bytes] = await file.download();
    return bytes;
  } catch (error) {
    if ((error as { code?: unknown }).code === 404) return null;
    throw error;
  }
}

/** A file refused as not a readable image is counted on its order, whose page then says so. */
async function refuseUnreadable(orderRef: DocumentReference, uploadedAt: Date): Promise<Outcome> {
  await db.runTransaction(async (transaction) => {
    const order = await transaction.get(orderRef);
    const state = order.exists ? readValidDocument(proofStateSchema, order) : undefined;
    const fields = state && refuseUnreadableProof(state, uploadedAt);
    if (fields) transaction.update(orderRef, fields satisfies Partial<StoredOrder>);
  });
  return { kind: "refused", reason: "no es una imagen legible" };
}

// Decoding a proof of up to 10 MB and 50 megapixels needs more than the default 256 MiB.
export const recordPaymentProof = onObjectFinalized({ memory: "512MiB" }, async (event) => {
  const { name: path, bucket, contentType, size, timeCreated } = event.data;
  const orderId = orderIdOfProofPath(path);
  if (!orderId) return;
  const file = storage.bucket(bucket).file(path);
  const uploadedAt = timeCreated ? new Date(timeCreated) : new Date();

  const bytes = isAcceptableProofObject(contentType, Number(size)) ? await contents(file) : undefined;
  if (bytes === null) return;
  const orderRef = db.collection(COLLECTIONS.orders).doc(orderId);
  const settingsRef = db.collection(COLLECTIONS.settings).doc(BACK_OFFICE_SETTINGS_DOC);
  const outcome: Outcome =
    bytes === undefined
      ? { kind: "refused", reason: "no es una imagen" }
      : !(await isReadableProof(bytes))
        ? await refuseUnreadable(orderRef, uploadedAt)
        : await db.runTransaction(async (transaction): Promise<Outcome> => {
            const [order, settings] = await transaction.getAll(orderRef, settingsRef);
            if (!order || !settings) throw new Error("Firestore no devolvió el pedido");
            const state = order.exists ? readValidDocument(proofStateSchema, order) : null;
            if (state === undefined) return { kind: "refused", reason: "el pedido no se pudo leer" };
            const decision = decideProof(
              state,
              { path, uploadedAt },
              new Date(),
              orderSettingsOf(settings).proofReviewHours,
            );
            if (decision.kind === "already-recorded") return { kind: "recorded", replaced: null };
            if (decision.kind !== "record") return decision;
            transaction.update(orderRef, decision.fields satisfies Partial<StoredOrder>);
            // With the proof itself: a retried trigger finds it recorded and queues nothing more. An
            // order the e-mail cannot describe is reported (readValidDocument) and gets none.
            const described = decision.notify ? readValidDocument(orderSchema, order) : undefined;
            if (described)
              queueNotice(
                transaction,
                `proof-${orderId}-${uploadedAt.getTime()}`,
                noticeRecipients(settings),
                () => ownerNotice("proof", { ...described, proof: decision.fields.proof }, shopUrl()),
              );
            return { kind: "recorded", replaced: decision.replaced };
          });

  if (outcome.kind === "recorded") {
    logger.info("Comprobante registrado", { orderId, path, replaced: outcome.replaced });
    if (outcome.replaced)
      await storage.bucket(bucket).file(outcome.replaced).delete({ ignoreNotFound: true });
    return;
  }
  await file.delete({ ignoreNotFound: true });
  if (outcome.kind === "superseded")
    logger.info("Comprobante reemplazado por uno más reciente", { orderId, path });
  else
    logger.warn("Comprobante rechazado y eliminado", {
      orderId,
      path,
      contentType,
      size,
      reason: outcome.reason,
    });
});
