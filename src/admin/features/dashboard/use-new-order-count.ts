import { useEffect, useState } from "react";
import { DASHBOARD_WINDOW_MS, isNewPendingOrder } from "@domain/analytics/dashboard.ts";
import { watchRecentOrderStatuses } from "@/lib/firebase/admin-usage.ts";

/** Pending orders of the last 24 h, live; re-judged every minute as orders age out of the window. */
export function useNewOrderCount(): number | undefined {
  const [recent, setRecent] = useState<{ status: string; createdAt: Date }[]>();
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  useEffect(
    () =>
      watchRecentOrderStatuses(new Date(Date.now() - DASHBOARD_WINDOW_MS), setRecent, (error) =>
        console.error("No se pudieron contar los pedidos nuevos", error),
      ),
    [],
  );
  return recent?.filter((order) => isNewPendingOrder(order, now)).length;
}
