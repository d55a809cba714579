/** Usage figures for the back office (admins only, by the rules). */
import { collection, onSnapshot, query, where, type Unsubscribe } from "firebase/firestore";
import { COLLECTIONS } from "@domain/collections.ts";
import { orderSchema } from "@domain/orders/order.ts";
import { parseStored } from "@domain/stored-documents.ts";
import { firestore } from "./db.ts";

/** How many color analyses were made since `since`, kept live. */
export function watchAnalysisCountSince(
  since: Date,
  onChange: (count: number) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    query(collection(firestore(), COLLECTIONS.analysisUsage), where("createdAt", ">=", since)),
    (snapshot) => onChange(snapshot.size),
    onError,
  );
}

const STATUS_AND_DATE = orderSchema.pick({ status: true, createdAt: true });

/** Orders created since `since`, as `{status, createdAt}` — enough for the sidebar's badge. */
export function watchRecentOrderStatuses(
  since: Date,
  onChange: (orders: { status: string; createdAt: Date }[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    query(collection(firestore(), COLLECTIONS.orders), where("createdAt", ">=", since)),
    (snapshot) =>
      onChange(snapshot.docs.flatMap((doc) => parseStored(STATUS_AND_DATE, doc.data(), doc.id).data ?? [])),
    onError,
  );
}
