/** The back office's order actions (the list's reads are in admin-order-list.ts). */
import { getDownloadURL, ref } from "firebase/storage";
import { type OrderActionResult, type OrderStatus, type RejectProofInput } from "@domain/orders/order.ts";
import { appCheckReady } from "./app-check.ts";
import { callFunction } from "./functions.ts";
import { cloudStorage } from "./storage.ts";

export function updateOrderStatus(orderIds: string[], status: OrderStatus): Promise<OrderActionResult> {
  return callFunction("updateOrderStatus", { orderIds, status });
}

export function deleteOrders(orderIds: string[]): Promise<OrderActionResult> {
  return callFunction("deleteOrders", { orderIds });
}

/** Rejects the proof the admin looked at (`proofPath`); refused if a newer one came meanwhile. */
export function rejectPaymentProof(orderId: string, proofPath: string): Promise<void> {
  return callFunction("rejectPaymentProof", { orderId, proofPath } satisfies RejectProofInput);
}

/** A proof's URL; only admins may read proofs (storage.rules). */
export async function proofUrl(path: string): Promise<string> {
  await appCheckReady();
  return getDownloadURL(ref(cloudStorage(), path));
}
