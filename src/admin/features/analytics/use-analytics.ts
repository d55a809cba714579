import { useCallback, useEffect, useState } from "react";
import { toaster } from "@/lib/ui/toaster.ts";
import type { ProductViewStats } from "@domain/analytics/product-view-stats.ts";
import {
  fieldDataDays,
  summarizeFieldData,
  type PageTypeSummary,
} from "@domain/analytics/web-vitals-stats.ts";
import {
  checkAlerts,
  fetchFieldVitalsDays,
  fetchProductViewStats,
  type AlertCheck,
} from "@/lib/firebase/admin/analytics.ts";

/** The spec's analytics refresh: every 2 minutes while the page is open. */
export const ANALYTICS_REFRESH_MS = 2 * 60_000;

export interface AnalyticsData {
  alertCheck: AlertCheck | undefined;
  viewStats: ProductViewStats | undefined;
  /** The shop's field Web Vitals over the last 28 days, per page type. */
  fieldVitals: PageTypeSummary[] | undefined;
  /** True until the first answer (or failure). */
  loading: boolean;
  refreshing: boolean;
  updatedAt: Date | undefined;
  refresh: () => void;
}

/**
 * Runs the usage check and reads the top products and the field Web Vitals on arrival, every 2 minutes and on demand. A
 * failed round keeps what was shown and says so in a toast.
 */
export function useAnalytics(): AnalyticsData {
  // Each round is one load; `settledRound` catches up with `round` when it has answered.
  const [round, setRound] = useState(0);
  const [settledRound, setSettledRound] = useState(-1);
  const [alertCheck, setAlertCheck] = useState<AlertCheck>();
  const [viewStats, setViewStats] = useState<ProductViewStats>();
  const [fieldVitals, setFieldVitals] = useState<PageTypeSummary[]>();
  const [updatedAt, setUpdatedAt] = useState<Date>();

  useEffect(() => {
    let current = true;
    const vitals = fetchFieldVitalsDays(fieldDataDays(new Date())[0]!).then(summarizeFieldData);
    void Promise.allSettled([checkAlerts(), fetchProductViewStats(), vitals]).then(
      ([check, views, field]) => {
        if (!current) return;
        if (check.status === "fulfilled") setAlertCheck(check.value);
        if (views.status === "fulfilled") setViewStats(views.value);
        if (field.status === "fulfilled") setFieldVitals(field.value);
        if ([check, views, field].some((result) => result.status === "rejected")) {
          console.error("No se pudieron cargar las estadísticas", check, views, field);
          toaster.create({ type: "error", title: "No se pudieron cargar las estadísticas" });
        } else {
          setUpdatedAt(new Date());
        }
        setSettledRound(round);
      },
    );
    return () => {
      current = false;
    };
  }, [round]);

  useEffect(() => {
    const timer = setInterval(() => setRound((value) => value + 1), ANALYTICS_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  const refresh = useCallback(() => setRound((value) => value + 1), []);
  return {
    alertCheck,
    viewStats,
    fieldVitals,
    loading: settledRound < 0,
    refreshing: settledRound < round,
    updatedAt,
    refresh,
  };
}
