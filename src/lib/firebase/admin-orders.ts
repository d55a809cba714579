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
import {
  orderSchema,
  type Order,
  type OrderActionResult,
  type OrderStatus,
  type RejectProofInput,
} from "@domain/orders/order.ts";
import { appCheckReady } from "./app-check.ts";
import { firestore } from "./db.ts";
import { callFunction } from "./functions.ts";
import { cloudStorage } from "./storage.ts";
import { parseStored } from "@domain/stored-documents.ts";

/** Every order, newest first, kept live. */
export function watchAllOrders(
  onChange: (orders: Order[]) => void,
  onError: (error: FirestoreError) => void,
): Unsubscribe {
  return onSnapshot(
    query(collection(firestore(), COLLECTIONS.orders), orderBy("createdAt", "desc")),
    (snapshot) => {
      const orders: Order[] = [];
      for (const doc of snapshot.docs) {
        const parsed = parseStored(orderSchema, doc.data(), doc.id);
        if (parsed.success) orders.push(parsed.data);
        else console.warn(`Pedido ${doc.id} con datos inválidos`, parsed.error.issues);
      }
      onChange(orders);
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
