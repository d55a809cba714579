/**
 * What the dashboard checks so the owner sees a broken setup (admins only): how payments are
 * taken (a callable: Fintoc's secrets live in the functions), and the owner notices the e-mail
 * extension failed to send lately (an aggregation count and the latest one; the rules let admins
 * list failed notices only).
 */
import {
  collection,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  Timestamp,
  where,
} from "firebase/firestore";
import { COLLECTIONS } from "@domain/collections.ts";
import {
  FAILED_MAIL_STATE,
  failedDeliverySchema,
  mailErrorSummary,
  type FailedMail,
} from "@domain/mail-delivery.ts";
import type { PaymentsStatus } from "@domain/orders/fintoc-setup.ts";
import { parseStored } from "@domain/stored-documents.ts";
import { firestore } from "../db.ts";
import { callFunction } from "../functions.ts";

export function fetchPaymentsStatus(): Promise<PaymentsStatus> {
  return callFunction<Record<string, never>, PaymentsStatus>("paymentsStatus", {});
}

/** Notices whose delivery failed since then: how many, and the latest one's error. */
export async function fetchFailedMail(since: Date): Promise<FailedMail> {
  const failed = query(
    collection(firestore(), COLLECTIONS.mail),
    where("delivery.state", "==", FAILED_MAIL_STATE),
    where("delivery.endTime", ">=", Timestamp.fromDate(since)),
    // Both reads in the one order the composite index (state, endTime descending) serves.
    orderBy("delivery.endTime", "desc"),
  );
  const [count, latest] = await Promise.all([getCountFromServer(failed), getDocs(query(failed, limit(1)))]);
  const doc = latest.docs[0];
  const parsed = doc ? parseStored(failedDeliverySchema, doc.data(), doc.id).data : undefined;
  return {
    count: count.data().count,
    latest: parsed ? { error: mailErrorSummary(parsed.delivery.error), at: parsed.delivery.endTime } : null,
  };
}
