import { useEffect, useState } from "react";
import { DASHBOARD_WINDOW_MS } from "@domain/analytics/dashboard.ts";
import { watchAnalysisCountSince } from "@/lib/firebase/admin/usage.ts";

/** Color analyses of the last 24 h, live. Load errors are only logged (spec: dashboard). */
export function useAnalysisCount(): number | undefined {
  const [count, setCount] = useState<number>();
  useEffect(
    () =>
      watchAnalysisCountSince(new Date(Date.now() - DASHBOARD_WINDOW_MS), setCount, (error) => {
        console.error("No se pudieron contar los análisis", error);
        setCount(0);
      }),
    [],
  );
  return count;
}
