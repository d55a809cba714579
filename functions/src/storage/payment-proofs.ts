/**
 * Records a proof of transfer on its order once the file is in Storage. An order keeps one proof:
 * a newer one replaces it and the older file is deleted. storage.rules already refused wrong
 * declared types, sizes, non-pending orders and replacements within a minute; this checks again
 * where the order is written (an order may have left `pending` between the two) and reads the
 * file's first bytes, so a page or a script named .jpg is not kept. A file it refuses is deleted,
 * so no proof is kept that no order points to. Each proof it records tells the owner by e-mail.
 */
import { logger } from "firebase-functions";
import { onObjectFinalized } from "firebase-functions/v2/storage";
import { BACK_OFFICE_SETTINGS_DOC, COLLECTIONS } from "@domain/collections.ts";
import type { Order } from "@domain/order.ts";
import {
  isAcceptableProofObject,
  isProofImage,
  orderIdOfProofPath,
  PROOF_SNIFF_BYTES,
} from "@domain/payment-proof.ts";
import { db, storage } from "../firebase/app.ts";
import { shopUrl } from "../firebase/shop-url.ts";
import { noticeRecipients, ownerNotice, queueNotice } from "../mail/owner-notices.ts";

type ProofObject = ReturnType<ReturnType<typeof storage.bucket>["file"]>;

type Outcome =
  | { kind: "recorded"; replaced: string | null }
  | { kind: "refused"; reason: string }
  | { kind: "superseded" };

/** The file's first bytes, or null if it is already gone (a newer proof's trigger deleted it). */
async function firstBytes(file: ProofObject): Promise<Uint8Array | null> {
  try {
    const [bytes] = await file.download({ start: 0, end: PROOF_SNIFF_BYTES - 1 });
    return bytes;
  } catch (error) {
    if ((error as { code?: unknown }).code === 404) return null;
    throw error;
  }
}

export const recordPaymentProof = onObjectFinalized(async (event) => {
  const { name: path, bucket, contentType, size, timeCreated } = event.data;
  const orderId = orderIdOfProofPath(path);
  if (!orderId) return;
  const file = storage.bucket(bucket).file(path);
  const uploadedAt = timeCreated ? new Date(timeCreated) : new Date();

  const bytes = isAcceptableProofObject(contentType, Number(size)) ? await firstBytes(file) : undefined;
  if (bytes === null) return;
  const orderRef = db.collection(COLLECTIONS.orders).doc(orderId);
  const settingsRef = db.collection(COLLECTIONS.settings).doc(BACK_OFFICE_SETTINGS_DOC);
  const outcome: Outcome =
    bytes === undefined || !isProofImage(bytes)
      ? { kind: "refused", reason: "no es una imagen" }
      : await db.runTransaction(async (transaction): Promise<Outcome> => {
          const [order, settings] = await transaction.getAll(orderRef, settingsRef);
          if (!order || !settings) throw new Error("Firestore no devolvió el pedido");
          if (!order.exists) return { kind: "refused", reason: "el pedido no existe" };
          if (order.get("status") !== "pending")
            return { kind: "refused", reason: "el pedido no está pendiente" };
          const current = order.get("proof") as { path: string; uploadedAt: { toDate(): Date } } | null;
          if (current?.path === path) return { kind: "recorded", replaced: null };
          // Two proofs close together: whichever was uploaded last is the order's.
          if (current && current.uploadedAt.toDate() >= uploadedAt) return { kind: "superseded" };
          transaction.update(orderRef, { proof: { path, uploadedAt } });
          // With the proof itself: a retried trigger finds it recorded and queues nothing more.
          queueNotice(
            transaction,
            `proof-${orderId}-${uploadedAt.getTime()}`,
            noticeRecipients(settings),
            () => ownerNotice("proof", { ...(order.data() as Omit<Order, "id">), id: orderId }, shopUrl()),
          );
          return { kind: "recorded", replaced: current?.path ?? null };
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
