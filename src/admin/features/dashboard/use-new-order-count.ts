import { useEffect, useState } from "react";
import { DASHBOARD_WINDOW_MS, isNewPendingOrder } from "@domain/analytics/dashboard.ts";
import { watchNewPendingOrders } from "@/lib/firebase/admin/usage.ts";

/**
 * Pending orders of the last 24 h, live, up to NEW_ORDER_BADGE_LIMIT (the badge then says "99+");
 * re-judged every minute as orders age out of the window. The listener keeps the newest ones, so
 * those it left out are older than any it holds and have aged out before them.
 */
export function useNewOrderCount(): number | undefined {
  const [recent, setRecent] = useState<Date[]>();
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  useEffect(
    () =>
      watchNewPendingOrders(new Date(Date.now() - DASHBOARD_WINDOW_MS), setRecent, (error) =>
        console.error("No se pudieron contar los pedidos nuevos", error),
      ),
    [],
  );
  return recent?.filter((createdAt) => isNewPendingOrder({ status: "pending", createdAt }, now)).length;
}
