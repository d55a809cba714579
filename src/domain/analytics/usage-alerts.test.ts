import { describe, expect, it } from "vitest";
import {
  activeAlerts,
  alertDocId,
  alertsToRecord,
  budgetAlert,
  DEFAULT_ANALYSIS_SETTINGS,
  evaluateUsage,
  windowStatistics,
} from "./usage-alerts.ts";

// 2026-11-22 14:05 in Santiago (UTC−3 in November).
const NOW = new Date("2026-11-22T17:05:00Z");
const counts = (analyses: number, descriptions = 0, geminiUses = 0) => ({
  analyses,
  descriptions,
  geminiUses,
});

describe("activeAlerts", () => {
  it("raises none under the thresholds (defaults 50 an hour, 200 a day)", () => {
    expect(activeAlerts({ lastHour: 49, last24Hours: 199 }, DEFAULT_ANALYSIS_SETTINGS)).toEqual([]);
  });

  it("raises the hourly alert once the last hour reaches its threshold", () => {
    expect(activeAlerts({ lastHour: 50, last24Hours: 120 }, DEFAULT_ANALYSIS_SETTINGS)).toEqual([
      {
        message: "Uso alto de IA: 50 usos en la última hora (umbral: 50).",
        alertTriggered: true,
        currentUsage: 50,
        threshold: 50,
        windowHours: 1,
      },
    ]);
  });

  it("raises the daily alert alone, or both", () => {
    expect(activeAlerts({ lastHour: 3, last24Hours: 201 }, DEFAULT_ANALYSIS_SETTINGS)).toEqual([
      {
        message: "Uso alto de IA: 201 usos en las últimas 24 horas (umbral: 200).",
        alertTriggered: true,
        currentUsage: 201,
        threshold: 200,
        windowHours: 24,
      },
    ]);
    const both = activeAlerts({ lastHour: 2, last24Hours: 2 }, { hourlyThreshold: 1, dailyThreshold: 2 });
    expect(both.map((alert) => alert.windowHours)).toEqual([1, 24]);
  });
});

describe("alert ids", () => {
  it("name the Santiago hour for the hourly alert and the Santiago day for the daily one", () => {
    expect(alertDocId(1, NOW)).toBe("1h-2026112214");
    expect(alertDocId(24, NOW)).toBe("24h-20261122");
    // Just after midnight in Santiago is still the previous day in UTC… and vice versa.
    expect(alertDocId(24, new Date("2026-11-23T02:30:00Z"))).toBe("24h-20261122");
    expect(alertDocId(24, new Date("2026-11-23T03:30:00Z"))).toBe("24h-20261123");
  });

  it("are the same for every check in the same hour, so only the first one creates the document", () => {
    const alerts = activeAlerts({ lastHour: 60, last24Hours: 60 }, DEFAULT_ANALYSIS_SETTINGS);
    const first = alertsToRecord(alerts, NOW);
    const later = alertsToRecord(
      activeAlerts({ lastHour: 75, last24Hours: 75 }, DEFAULT_ANALYSIS_SETTINGS),
      new Date(NOW.getTime() + 50 * 60_000),
    );
    expect(first.map((record) => record.id)).toEqual(["1h-2026112214"]);
    expect(later.map((record) => record.id)).toEqual(first.map((record) => record.id));
    expect(first[0]!.data).toEqual({
      message: "Uso alto de IA: 60 usos en la última hora (umbral: 50).",
      windowHours: 1,
      usage: 60,
      threshold: 50,
    });
    const nextHour = alertsToRecord(alerts, new Date(NOW.getTime() + 60 * 60_000));
    expect(nextHour[0]!.id).toBe("1h-2026112215");
  });
});

describe("costs", () => {
  it("cost only Gemini's uses: uses × USD per use × CLP per USD, in whole pesos", () => {
    expect(windowStatistics(counts(10, 5, 0), DEFAULT_ANALYSIS_SETTINGS).estimatedCostClp).toBe(0);
    const settings = { ...DEFAULT_ANALYSIS_SETTINGS, costPerAnalysisUsd: 0.01, usdToClp: 900 };
    expect(windowStatistics(counts(10, 5, 12), settings)).toEqual({
      analyses: 10,
      descriptions: 5,
      geminiUses: 12,
      estimatedCostClp: 108,
    });
  });
});

describe("evaluateUsage", () => {
  it("counts analyses and descriptions towards the thresholds and costs the month", () => {
    const settings = {
      ...DEFAULT_ANALYSIS_SETTINGS,
      hourlyThreshold: 5,
      dailyThreshold: 20,
      costPerAnalysisUsd: 0.1,
    };
    const result = evaluateUsage(
      {
        lastHour: counts(3, 2, 4),
        last24Hours: counts(10, 9, 4),
        thisMonthGeminiUses: 30,
        todayGeminiUses: 4,
      },
      settings,
    );
    expect(result.alerts.map((alert) => [alert.windowHours, alert.currentUsage])).toEqual([[1, 5]]);
    expect(result.statistics.lastHour.estimatedCostClp).toBe(380);
    expect(result.statistics.thisMonth).toEqual({ geminiUses: 30, estimatedCostClp: 2850 });
  });
});

describe("budgetAlert", () => {
  // 0.01 USD × 1000 = 10 CLP per Gemini use.
  const settings = {
    ...DEFAULT_ANALYSIS_SETTINGS,
    costPerAnalysisUsd: 0.01,
    usdToClp: 1000,
    dailyBudgetClp: 30,
  };

  it("stays quiet under the day's budget and speaks once it is reached", () => {
    expect(budgetAlert(2, settings)).toBeNull();
    expect(budgetAlert(3, settings)).toMatchObject({ kind: "budget", currentUsage: 30, threshold: 30 });
  });

  it("is recorded under its own id for the Santiago day, apart from the usage alerts", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    const alert = budgetAlert(5, settings)!;
    expect(alertsToRecord([alert], now).map((record) => record.id)).toEqual(["budget-20261123"]);
  });
});
