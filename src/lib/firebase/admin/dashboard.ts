/**
 * The orders the admin dashboard reads (admins only, by the rules). Every figure it shows counts
 * pending orders, so it never listens to the whole collection: a live query of the newest pending
 * orders, bounded, and the server's counts when there are more pending orders than that query
 * brings (aggregation queries bill one read per 1.000 index entries counted, not one per order).
 */
import {
  collection,
  getCountFromServer,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type FirestoreError,
  type Query,
  type Unsubscribe,
} from "firebase/firestore";
import { COLLECTIONS } from "@domain/collections.ts";
import {
  DASHBOARD_FINTOC_LIMIT,
  DASHBOARD_PENDING_LIMIT,
  DASHBOARD_WINDOW_MS,
  type DashboardOrderReads,
  type PendingOrderFigures,
} from "@domain/analytics/dashboard.ts";
import { readOrderDocuments } from "./order-list.ts";
import type { Order } from "@domain/orders/order.ts";
import { firestore } from "../db.ts";

// Each query here has its composite index in firestore.indexes.json, field for field.
const pendingOrders = () =>
  query(collection(firestore(), COLLECTIONS.orders), where("status", "==", "pending"));

/** The figures of `pendingOrderFigures`, counted by the server over every pending order. */
async function countPendingOrderFigures(now: Date): Promise<PendingOrderFigures> {
  const count = async (counted: Query) => (await getCountFromServer(counted)).data().count;
  const [all, recent, withProof, overdue] = await Promise.all([
    count(pendingOrders()),
    count(
      query(
        pendingOrders(),
        where("createdAt", ">=", new Date(now.getTime() - DASHBOARD_WINDOW_MS)),
        orderBy("createdAt", "desc"),
      ),
    ),
    count(query(pendingOrders(), where("proof.uploadedAt", "!=", null))),
    // A proof without a review time (sent before reviews had one) is never overdue: null is no date.
    count(query(pendingOrders(), where("proof.reviewBy", "<=", now))),
  ]);
  return { pendingOrders: all, newPendingOrders: recent, proofsToReview: withProof, proofsOverdue: overdue };
}

/** Paid orders not yet sent or ready for pickup, counted by the server. */
async function countAwaitingDispatch(): Promise<number> {
  const paid = query(collection(firestore(), COLLECTIONS.orders), where("status", "==", "verified"));
  return (await getCountFromServer(paid)).data().count;
}

/**
 * What the dashboard needs of the orders, kept live: at most DASHBOARD_PENDING_LIMIT +
 * DASHBOARD_FINTOC_LIMIT documents, whatever the number of orders. Past the pending limit the counts
 * are asked again on each change of the newest pending orders (a change to an older one alone waits
 * for the next).
 */
export function watchDashboardOrders(
  onChange: (reads: DashboardOrderReads) => void,
  onError: (error: FirestoreError) => void,
): Unsubscribe {
  let pending: Pick<DashboardOrderReads, "pending" | "counted"> | undefined;
  let fintocProcessing: Order[] | undefined;
  let awaitingDispatch: number | null = null;
  let latestCount = 0;
  let stopped = false;
  const deliver = () => {
    if (pending && fintocProcessing && !stopped) onChange({ ...pending, awaitingDispatch, fintocProcessing });
  };

  const stopPending = onSnapshot(
    query(pendingOrders(), orderBy("createdAt", "desc"), limit(DASHBOARD_PENDING_LIMIT)),
    (snapshot) => {
      const orders = readOrderDocuments(snapshot.docs).orders;
      const thisCount = ++latestCount;
      // An answer overtaken by a newer snapshot's is dropped.
      const latest = () => thisCount === latestCount && !stopped;
      if (snapshot.size < DASHBOARD_PENDING_LIMIT) {
        pending = { pending: orders, counted: null };
        deliver();
      } else {
        countPendingOrderFigures(new Date()).then(
          (figures) => {
            if (!latest()) return;
            pending = { pending: orders, counted: figures };
            deliver();
          },
          (error: FirestoreError) => {
            if (latest()) onError(error);
          },
        );
      }
      // A payment confirmed moves an order from the pending ones to those to send, so each change
      // counts them again, on its own: offline there is no count, and the figures of the cache
      // show without waiting for one.
      countAwaitingDispatch().then(
        (count) => {
          if (!latest()) return;
          awaitingDispatch = count;
          deliver();
        },
        () => undefined,
      );
    },
    onError,
  );
  // Oldest first: those are the ones past Fintoc's deadline.
  const stopFintoc = onSnapshot(
    query(
      pendingOrders(),
      where("fintoc.outcome", "==", "processing"),
      orderBy("createdAt", "asc"),
      limit(DASHBOARD_FINTOC_LIMIT),
    ),
    (snapshot) => {
      fintocProcessing = readOrderDocuments(snapshot.docs).orders;
      deliver();
    },
    onError,
  );
  return () => {
    stopped = true;
    stopPending();
    stopFintoc();
  };
}
