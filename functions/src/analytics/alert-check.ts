/**
 * The AI usage check shared by the scheduled run (every 5 minutes) and the admin's on-demand
 * check: counts the uses with count() aggregations (no document reads per use), evaluates them
 * with the pure rules in usage-alerts.ts, records each active alert under its window bucket's id
 * with create() — which fails, and is ignored, when that bucket's alert exists, so concurrent or
 * repeated checks never duplicate it — and lists the alerts of the last 24 h.
 */
import { FieldValue, Timestamp, type Query } from "firebase-admin/firestore";
import { z } from "zod";
import { startOfSantiagoDay, startOfSantiagoMonth } from "@domain/analytics/santiago-clock.ts";
import {
  alertsToRecord,
  budgetAlert,
  DEFAULT_ANALYSIS_SETTINGS,
  evaluateUsage,
  ALERT_WINDOW_HOURS,
  type AiUseCounts,
  type AlertCheckResponse,
  type AlertRecord,
  type AnalysisSettings,
  type RecentAlert,
  type StoredAlert,
} from "@domain/analytics/usage-alerts.ts";
import { BACK_OFFICE_SETTINGS_DOC, COLLECTIONS } from "@domain/collections.ts";
import { backOfficeSettingsSchema } from "@domain/settings/settings.schema.ts";
import { db } from "../firebase/app.ts";
import { readDocument, readValidDocument } from "../firebase/documents.ts";
import type { Writable } from "../firebase/writes.ts";

const HOUR_MS = 3_600_000;
/** gRPC ALREADY_EXISTS: the bucket's alert was recorded by an earlier or concurrent check. */
const ALREADY_EXISTS = 6;

// Settings never saved, or saved wrong, fall back to the defaults.
const ANALYSIS_SETTINGS = z.object({
  analysis: backOfficeSettingsSchema.shape.analysis.catch(DEFAULT_ANALYSIS_SETTINGS),
});

/** An alert as recordAlert stores it. */
const ALERT_FIELDS = z.object({
  message: z.string(),
  createdAt: z.date(),
  windowHours: z.union(ALERT_WINDOW_HOURS.map((hours) => z.literal(hours))),
});

export async function analysisSettings(): Promise<AnalysisSettings> {
  const settings = await db.collection(COLLECTIONS.settings).doc(BACK_OFFICE_SETTINGS_DOC).get();
  return readDocument(ANALYSIS_SETTINGS, settings)?.analysis ?? DEFAULT_ANALYSIS_SETTINGS;
}

async function count(query: Query): Promise<number> {
  return (await query.count().get()).data().count;
}

function usesSince(collection: string, since: Date, onlyGemini = false): Promise<number> {
  let query: Query = db.collection(collection).where("createdAt", ">=", Timestamp.fromDate(since));
  if (onlyGemini) query = query.where("provider", "==", "gemini");
  return count(query);
}

async function aiUsesSince(since: Date): Promise<AiUseCounts> {
  const [analyses, descriptions, geminiAnalyses, geminiDescriptions] = await Promise.all([
    usesSince(COLLECTIONS.analysisUsage, since),
    usesSince(COLLECTIONS.descriptionUsage, since),
    usesSince(COLLECTIONS.analysisUsage, since, true),
    usesSince(COLLECTIONS.descriptionUsage, since, true),
  ]);
  return { analyses, descriptions, geminiUses: geminiAnalyses + geminiDescriptions };
}

/** Gemini's uses (analyses and descriptions) since the start of today in Santiago. */
async function geminiUsesToday(now: Date): Promise<number> {
  const dayStart = startOfSantiagoDay(now);
  const [analyses, descriptions] = await Promise.all([
    usesSince(COLLECTIONS.analysisUsage, dayStart, true),
    usesSince(COLLECTIONS.descriptionUsage, dayStart, true),
  ]);
  return analyses + descriptions;
}

/**
 * Whether today's Gemini spend has reached the budget in the back-office settings; if so its alert
 * is recorded (once a day), so the admin sees why the built-in analyser is answering.
 */
export async function geminiBudgetReached(now = new Date()): Promise<boolean> {
  const [settings, uses] = await Promise.all([analysisSettings(), geminiUsesToday(now)]);
  const alert = budgetAlert(uses, settings);
  if (!alert) return false;
  await Promise.all(alertsToRecord([alert], now).map((record) => recordAlert(record.id, record.data)));
  return true;
}

async function recordAlert(id: string, data: AlertRecord["data"]): Promise<void> {
  try {
    await db
      .collection(COLLECTIONS.alerts)
      .doc(id)
      .create({ ...data, createdAt: FieldValue.serverTimestamp() } satisfies Writable<StoredAlert>);
  } catch (error) {
    if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
  }
}

async function alertsSince(since: Date): Promise<RecentAlert[]> {
  const snapshot = await db
    .collection(COLLECTIONS.alerts)
    .where("createdAt", ">=", Timestamp.fromDate(since))
    .orderBy("createdAt", "desc")
    .get();
  return snapshot.docs.flatMap((doc) => {
    const alert = readValidDocument(ALERT_FIELDS, doc);
    if (!alert) return [];
    return [
      {
        id: doc.id,
        message: alert.message,
        createdAt: alert.createdAt.toISOString(),
        timeWindowHours: alert.windowHours,
      },
    ];
  });
}

export async function runAlertCheck(now = new Date()): Promise<AlertCheckResponse> {
  const lastHourStart = new Date(now.getTime() - HOUR_MS);
  const dayStart = new Date(now.getTime() - 24 * HOUR_MS);
  const monthStart = startOfSantiagoMonth(now);
  const [settings, lastHour, last24Hours, monthAnalyses, monthDescriptions, todayGeminiUses] =
    await Promise.all([
      analysisSettings(),
      aiUsesSince(lastHourStart),
      aiUsesSince(dayStart),
      usesSince(COLLECTIONS.analysisUsage, monthStart, true),
      usesSince(COLLECTIONS.descriptionUsage, monthStart, true),
      geminiUsesToday(now),
    ]);
  const { statistics, alerts } = evaluateUsage(
    { lastHour, last24Hours, thisMonthGeminiUses: monthAnalyses + monthDescriptions, todayGeminiUses },
    settings,
  );
  await Promise.all(alertsToRecord(alerts, now).map((record) => recordAlert(record.id, record.data)));
  return { statistics, alerts, recentAlerts: await alertsSince(dayStart) };
}
