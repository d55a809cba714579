/** Usage figures for the back office (admins only, by the rules). */
import {
  collection,
  getCountFromServer,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type Unsubscribe,
} from "firebase/firestore";
import { NEW_ORDER_BADGE_LIMIT } from "@domain/analytics/dashboard.ts";
import { COLLECTIONS } from "@domain/collections.ts";
import { orderSchema } from "@domain/orders/order.ts";
import { parseStored } from "@domain/stored-documents.ts";
import { firestore } from "../db.ts";

/**
 * How many color analyses were made since `since`, kept live: counted by the server (one read per
 * 1.000) again each time the newest analysis changes, which a listener to that one alone tells. A
 * busy day's analyses are never read one by one on the dashboard.
 */
export function watchAnalysisCountSince(
  since: Date,
  onChange: (count: number) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  const analyses = query(collection(firestore(), COLLECTIONS.analysisUsage), where("createdAt", ">=", since));
  let latest = 0;
  const stop = onSnapshot(
    query(analyses, orderBy("createdAt", "desc"), limit(1)),
    () => {
      const asked = ++latest;
      getCountFromServer(analyses).then((counted) => {
        // An older count that answers late does not replace a newer one, nor any count a stop.
        if (asked === latest) onChange(counted.data().count);
      }, onError);
    },
    onError,
  );
  return () => {
    latest = -1;
    stop();
  };
}

const CREATED_AT = orderSchema.pick({ createdAt: true });

/**
 * The pending orders created since `since`, newest first, at most NEW_ORDER_BADGE_LIMIT, as their
 * dates: enough for the sidebar's badge, kept live. The status is in the query, so a busy day's
 * verified and cancelled orders are not read, and the limit bounds a day of many pending ones.
 */
export function watchNewPendingOrders(
  since: Date,
  onChange: (createdAt: Date[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    query(
      collection(firestore(), COLLECTIONS.orders),
      where("status", "==", "pending"),
      where("createdAt", ">=", since),
      orderBy("createdAt", "desc"),
      limit(NEW_ORDER_BADGE_LIMIT),
    ),
    (snapshot) =>
      onChange(
        snapshot.docs.flatMap((doc) => parseStored(CREATED_AT, doc.data(), doc.id).data?.createdAt ?? []),
      ),
    onError,
  );
}
