/** The back office's orders: the live list (admins only, by the rules) and the order actions. */
import {
  collection,
  onSnapshot,
  orderBy,
  query,
  type FirestoreError,
  type Unsubscribe,
} from "firebase/firestore";
import { getDownloadURL, ref } from "firebase/storage";
import { COLLECTIONS } from "@domain/collections.ts";
import { readOrderList, type OrderList } from "@domain/orders/order-list.ts";
import { type OrderActionResult, type OrderStatus, type RejectProofInput } from "@domain/orders/order.ts";
import { appCheckReady } from "./app-check.ts";
import { firestore } from "./db.ts";
import { callFunction } from "./functions.ts";
import { cloudStorage } from "./storage.ts";

/**
 * Every order, newest first, kept live; a document the domain cannot read comes apart, in
 * `unreadable`, so the list can show it instead of losing it.
 */
export function watchAllOrders(
  onChange: (list: OrderList) => void,
  onError: (error: FirestoreError) => void,
): Unsubscribe {
  return onSnapshot(
    query(collection(firestore(), COLLECTIONS.orders), orderBy("createdAt", "desc")),
    (snapshot) => {
      const list = readOrderList(snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() })));
      for (const order of list.unreadable)
        console.warn(`Pedido ${order.id} con datos inválidos`, order.fields);
      onChange(list);
    },
    onError,
  );
}

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
