/**
 * Records a proof of transfer on its order once the file is in Storage. storage.rules already
 * refused wrong types, sizes and non-pending orders at upload; this checks again where the order
 * is written (an order may have left `pending` between the two), and removes a file it refuses,
 * so no proof is kept that no order points to.
 */
import { logger } from "firebase-functions";
import { onObjectFinalized } from "firebase-functions/v2/storage";
import { COLLECTIONS } from "../../../src/domain/collections.ts";
import { isAcceptableProofObject, orderIdOfProofPath } from "../../../src/domain/payment-proof.ts";
import { db, storage } from "../firebase/app.ts";

export const recordPaymentProof = onObjectFinalized(async (event) => {
  const { name: path, bucket, contentType, size, timeCreated } = event.data;
  const orderId = orderIdOfProofPath(path);
  if (!orderId) return;

  const orderRef = db.collection(COLLECTIONS.orders).doc(orderId);
  const recorded = await db.runTransaction(async (transaction) => {
    const order = await transaction.get(orderRef);
    if (!order.exists || order.get("status") !== "pending") return false;
    if (!isAcceptableProofObject(contentType, Number(size))) return false;
    transaction.update(orderRef, {
      proof: { path, uploadedAt: timeCreated ? new Date(timeCreated) : new Date() },
    });
    return true;
  });

  if (recorded) {
    logger.info("Comprobante registrado", { orderId, path });
  } else {
    await storage.bucket(bucket).file(path).delete({ ignoreNotFound: true });
    logger.warn("Comprobante rechazado y eliminado", { orderId, path, contentType, size });
  }
});
