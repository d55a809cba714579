/** One order, read live by its id: the order pages' only way in (shoppers cannot list orders). */
import { doc, onSnapshot, type Unsubscribe } from "firebase/firestore";
import { COLLECTIONS } from "@domain/collections.ts";
import { orderSchema, type Order } from "@domain/orders/order.ts";
import { firestore } from "./db.ts";
import { parseStored } from "@domain/stored-documents.ts";

/** Calls `onChange` with the order, or `null` when there is no (valid) order with this id. */
export function watchOrder(
  orderId: string,
  onChange: (order: Order | null) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    doc(firestore(), COLLECTIONS.orders, orderId),
    (snapshot) => {
      if (!snapshot.exists()) {
        // Offline, this device's cache simply may not hold it yet: only the server says "missing".
        if (!snapshot.metadata.fromCache) onChange(null);
        return;
      }
      const parsed = parseStored(orderSchema, snapshot.data(), snapshot.id);
      if (!parsed.success) console.warn(`Pedido ${orderId} con datos inválidos`, parsed.error.issues);
      onChange(parsed.success ? parsed.data : null);
    },
    onError,
  );
}
