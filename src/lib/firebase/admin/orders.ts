/** The back office's order actions (the list's reads are in order-list.ts). */
import { getDownloadURL, ref } from "firebase/storage";
import type { DispatchInput } from "@domain/orders/dispatch.ts";
import {
  type DeleteOrdersInput,
  type OrderActionResult,
  type OrderStatus,
  type RejectProofInput,
  type UpdateOrderStatusInput,
} from "@domain/orders/order.ts";
import { appCheckReady } from "../app-check.ts";
import { callFunction } from "../functions.ts";
import { cloudStorage } from "../storage.ts";

/** A status for some orders; "Despachado" is set on one order, with its courier and number. */
export function updateOrderStatus(
  orderIds: string[],
  status: OrderStatus,
  dispatch?: DispatchInput,
): Promise<OrderActionResult> {
  return callFunction("updateOrderStatus", {
    orderIds,
    status,
    ...(dispatch ? { dispatch } : {}),
  } satisfies UpdateOrderStatusInput);
}

export function deleteOrders(orderIds: string[]): Promise<OrderActionResult> {
  return callFunction("deleteOrders", { orderIds } satisfies DeleteOrdersInput);
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
