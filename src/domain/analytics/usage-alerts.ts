/**
 * AI usage statistics and alerts (spec: "Alert check response"). Every AI use counts towards the
 * thresholds — color analyses (`analysisUsage`) and product descriptions (`descriptionUsage`) —
 * and only Gemini's uses cost money (the built-in analyser is free).
 *
 * An alert is recorded once per window bucket: the hourly alert of a Santiago hour is
 * `alerts/1h-{YYYYMMDDHH}`, the daily one `alerts/24h-{YYYYMMDD}`. The function creates these ids
 * with `create()`, so repeated or concurrent checks in the same hour or day never duplicate one.
 */
import { z } from "zod";
import { estimatedCostClp } from "../analysis/ai-usage.ts";
import { DEFAULT_BACK_OFFICE_SETTINGS, type BackOfficeSettings } from "../settings/settings.ts";
import { santiagoHourKey } from "./santiago-clock.ts";
import { santiagoDayKey } from "../locale.ts";

export type AnalysisSettings = BackOfficeSettings["analysis"];

/** Each setting's name, the same on the analytics page and in "Configuración". */
export const ANALYSIS_SETTING_LABELS: Record<keyof AnalysisSettings, string> = {
  hourlyThreshold: "Alerta: usos de IA por hora",
  dailyThreshold: "Alerta: usos de IA por día",
  costPerAnalysisUsd: "Costo por uso de Gemini (USD)",
  usdToClp: "Dólar en pesos (CLP)",
  monthlyFreeCreditClp: "Crédito mensual gratis (CLP)",
  dailyBudgetClp: "Presupuesto diario de Gemini (CLP)",
};

/** The spec's values, used until the back-office settings say otherwise. */
export const DEFAULT_ANALYSIS_SETTINGS: AnalysisSettings = DEFAULT_BACK_OFFICE_SETTINGS.analysis;

export const ALERT_WINDOW_HOURS = [1, 24] as const;
export type AlertWindowHours = (typeof ALERT_WINDOW_HOURS)[number];

/** The on-demand check takes no input. */
export const checkAlertsInputSchema = z.object({}).strict().nullish();

export interface AiUseCounts {
  analyses: number;
  descriptions: number;
  /** Uses answered by Gemini (analyses and descriptions), the only ones that cost money. */
  geminiUses: number;
}

export interface WindowStatistics extends AiUseCounts {
  estimatedCostClp: number;
}

export interface UsageStatistics {
  lastHour: WindowStatistics;
  last24Hours: WindowStatistics;
  /** Since the 1st of this month (Santiago), to compare with the monthly free credit. */
  thisMonth: { geminiUses: number; estimatedCostClp: number };
}

export interface ActiveAlert {
  /** "budget": today's Gemini spend reached the daily budget (usage and threshold in CLP). */
  kind?: "budget";
  message: string;
  alertTriggered: true;
  currentUsage: number;
  threshold: number;
  windowHours: AlertWindowHours;
}

export interface RecentAlert {
  id: string;
  message: string;
  /** ISO 8601. */
  createdAt: string;
  timeWindowHours: AlertWindowHours;
}

export interface AlertCheckResponse {
  statistics: UsageStatistics;
  alerts: ActiveAlert[];
  recentAlerts: RecentAlert[];
}

/** What `alerts/{id}` holds: the alert, and `createdAt`, the server's time. */
export const storedAlertSchema = z.object({
  message: z.string().min(1),
  windowHours: z.literal(ALERT_WINDOW_HOURS),
  usage: z.number().min(0),
  threshold: z.number().min(0),
  createdAt: z.date(),
});
export type StoredAlert = z.infer<typeof storedAlertSchema>;

/** An alert to record: its document's id, and its fields but the server's time. */
export interface AlertRecord {
  id: string;
  data: Omit<StoredAlert, "createdAt">;
}

export function aiUses(counts: AiUseCounts): number {
  return counts.analyses + counts.descriptions;
}

export function windowStatistics(counts: AiUseCounts, settings: AnalysisSettings): WindowStatistics {
  return {
    ...counts,
    estimatedCostClp: estimatedCostClp(counts.geminiUses, settings.costPerAnalysisUsd, settings.usdToClp),
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function alertMessage(windowHours: AlertWindowHours, usage: number, threshold: number): string {
  const window = windowHours === 1 ? "la última hora" : "las últimas 24 horas";
  return `Uso alto de IA: ${plural(usage, "uso", "usos")} en ${window} (umbral: ${threshold}).`;
}

/** The alerts whose window has reached its threshold (usage ≥ threshold). */
export function activeAlerts(
  usage: { lastHour: number; last24Hours: number },
  settings: Pick<AnalysisSettings, "hourlyThreshold" | "dailyThreshold">,
): ActiveAlert[] {
  const windows: [AlertWindowHours, number, number][] = [
    [1, usage.lastHour, settings.hourlyThreshold],
    [24, usage.last24Hours, settings.dailyThreshold],
  ];
  return windows
    .filter(([, current, threshold]) => current >= threshold)
    .map(([windowHours, currentUsage, threshold]) => ({
      message: alertMessage(windowHours, currentUsage, threshold),
      alertTriggered: true,
      currentUsage,
      threshold,
      windowHours,
    }));
}

/** `1h-2026112214` or `24h-20261122`: one id per Santiago hour or day. */
export function alertDocId(windowHours: AlertWindowHours, now: Date): string {
  return windowHours === 1 ? `1h-${santiagoHourKey(now)}` : `24h-${santiagoDayKey(now)}`;
}

/**
 * The alert when today's (Santiago) Gemini spend has reached the daily budget, after which the
 * color analysis is answered by the built-in analyser until midnight.
 */
export function budgetAlert(geminiUsesToday: number, settings: AnalysisSettings): ActiveAlert | null {
  const spent = estimatedCostClp(geminiUsesToday, settings.costPerAnalysisUsd, settings.usdToClp);
  if (spent < settings.dailyBudgetClp) return null;
  return {
    kind: "budget",
    message: `Presupuesto diario de Gemini alcanzado (${spent} de ${settings.dailyBudgetClp} CLP): el análisis básico responde hasta medianoche.`,
    alertTriggered: true,
    currentUsage: spent,
    threshold: settings.dailyBudgetClp,
    windowHours: 24,
  };
}

/** The documents to create for the active alerts (creating one that exists is a no-op). */
export function alertsToRecord(alerts: readonly ActiveAlert[], now: Date): AlertRecord[] {
  return alerts.map((alert) => ({
    id: alert.kind === "budget" ? `budget-${santiagoDayKey(now)}` : alertDocId(alert.windowHours, now),
    data: {
      message: alert.message,
      windowHours: alert.windowHours,
      usage: alert.currentUsage,
      threshold: alert.threshold,
    },
  }));
}

/** The whole check from the counts: statistics with costs, and the active alerts. */
export function evaluateUsage(
  counts: {
    lastHour: AiUseCounts;
    last24Hours: AiUseCounts;
    thisMonthGeminiUses: number;
    todayGeminiUses: number;
  },
  settings: AnalysisSettings,
): { statistics: UsageStatistics; alerts: ActiveAlert[] } {
  const budget = budgetAlert(counts.todayGeminiUses, settings);
  return {
    statistics: {
      lastHour: windowStatistics(counts.lastHour, settings),
      last24Hours: windowStatistics(counts.last24Hours, settings),
      thisMonth: {
        geminiUses: counts.thisMonthGeminiUses,
        estimatedCostClp: estimatedCostClp(
          counts.thisMonthGeminiUses,
          settings.costPerAnalysisUsd,
          settings.usdToClp,
        ),
      },
    },
    alerts: [
      ...activeAlerts(
        { lastHour: aiUses(counts.lastHour), last24Hours: aiUses(counts.last24Hours) },
        settings,
      ),
      ...(budget ? [budget] : []),
    ],
  };
}
