/**
 * The analytics page's data (admins only): the usage check and the top products come from
 * callables; access keys are listed live from Firestore (the rules let admins read them; only
 * their hash is stored) and created or revoked through callables. The field Web Vitals are read
 * straight from their day documents: at most 28 × 4 small histograms.
 */
import { collection, getDocs, onSnapshot, orderBy, query, where, type Unsubscribe } from "firebase/firestore";
import {
  accessKeySummarySchema,
  type AccessKeySummary,
  type CreateAccessKeyInput,
  type RevokeAccessKeyInput,
} from "@domain/analysis/access-keys.ts";
import type { ProductViewStats } from "@domain/analytics/product-view-stats.ts";
import type { AlertCheckResponse, RecentAlert } from "@domain/analytics/usage-alerts.ts";
import { vitalsDaySchema, type VitalsDay } from "@domain/analytics/web-vitals.schema.ts";
import { COLLECTIONS } from "@domain/collections.ts";
import { parseStored } from "@domain/stored-documents.ts";
import { firestore } from "../db.ts";
import { callFunction } from "../functions.ts";

export type AlertCheck = Omit<AlertCheckResponse, "recentAlerts"> & {
  recentAlerts: (Omit<RecentAlert, "createdAt"> & { createdAt: Date })[];
};

/** Runs the usage check now (it also records any new alert) and returns statistics and alerts. */
export async function checkAlerts(): Promise<AlertCheck> {
  const response = await callFunction<Record<string, never>, AlertCheckResponse>("checkAlerts", {});
  return {
    ...response,
    recentAlerts: response.recentAlerts.map((alert) => ({ ...alert, createdAt: new Date(alert.createdAt) })),
  };
}

export function fetchProductViewStats(): Promise<ProductViewStats> {
  return callFunction<Record<string, never>, ProductViewStats>("productViewStats", {});
}

/** The field Web Vitals' day documents from `firstDay` (a Santiago day key) on. */
export async function fetchFieldVitalsDays(firstDay: string): Promise<VitalsDay[]> {
  const snapshot = await getDocs(
    query(collection(firestore(), COLLECTIONS.webVitals), where("day", ">=", firstDay)),
  );
  return snapshot.docs.flatMap((doc) => parseStored(vitalsDaySchema, doc.data(), doc.id).data ?? []);
}

/** The new key is in the answer only: it cannot be read again. */
export function createAccessKey(label: string): Promise<{ id: string; key: string }> {
  return callFunction("createAccessKey", { label } satisfies CreateAccessKeyInput);
}

export async function revokeAccessKey(id: string): Promise<void> {
  await callFunction("revokeAccessKey", { id } satisfies RevokeAccessKeyInput);
}

/** Every access key, newest first, kept live. */
export function watchAccessKeys(
  onChange: (keys: AccessKeySummary[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    query(collection(firestore(), COLLECTIONS.accessKeys), orderBy("createdAt", "desc")),
    (snapshot) =>
      onChange(
        snapshot.docs.flatMap(
          (doc) =>
            parseStored(accessKeySummarySchema, doc.data({ serverTimestamps: "estimate" }), doc.id).data ??
            [],
        ),
      ),
    onError,
  );
}
