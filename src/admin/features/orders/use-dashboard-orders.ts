import { useEffect, useState } from "react";
import { NO_DASHBOARD_ORDER_READS, type DashboardOrderReads } from "@domain/analytics/dashboard.ts";
import { watchDashboardOrders } from "@/lib/firebase/admin/dashboard.ts";
import { toaster } from "@/lib/ui/toaster.ts";
import { ordersLoadError } from "./use-admin-orders.ts";

/** The orders the dashboard's figures come from, live; `undefined` until the first answer. */
export function useDashboardOrders(): DashboardOrderReads | undefined {
  const [reads, setReads] = useState<DashboardOrderReads>();
  useEffect(
    () =>
      watchDashboardOrders(setReads, (error) => {
        console.error("No se pudieron cargar los pedidos", error);
        toaster.create({ type: "error", ...ordersLoadError(error) });
        setReads(NO_DASHBOARD_ORDER_READS);
      }),
    [],
  );
  return reads;
}
