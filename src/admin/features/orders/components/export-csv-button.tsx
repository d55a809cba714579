import { Button } from "@chakra-ui/react";
import { Download } from "lucide-react";
import { memo, useState } from "react";
import type { OrderFilters } from "@domain/orders/order-list.ts";
import { readFilteredOrders } from "@/lib/firebase/admin/order-list.ts";
import { toaster } from "@/lib/ui/toaster.ts";
import { downloadOrdersCsv } from "../export-csv.ts";
import { ordersLoadError } from "../use-admin-orders.ts";
import { santiagoDayKey } from "@domain/locale.ts";

/**
 * Exports every order the filters select, not only those loaded on screen: they are read once,
 * when the admin asks for the file. `empty`: the filters select none.
 */
export const ExportCsvButton = memo(function ExportCsvButton({
  filters,
  empty,
}: {
  filters: OrderFilters;
  empty: boolean;
}) {
  const [reading, setReading] = useState(false);
  async function exportCsv() {
    setReading(true);
    try {
      const { orders } = await readFilteredOrders(filters);
      downloadOrdersCsv(orders, santiagoDayKey(new Date()));
    } catch (error) {
      console.error("No se pudieron exportar los pedidos", error);
      toaster.create({ type: "error", ...ordersLoadError(error as { code: string }) });
    } finally {
      setReading(false);
    }
  }
  return (
    <Button variant="outline" disabled={empty} loading={reading} onClick={() => void exportCsv()}>
      <Download />
      Exportar CSV
    </Button>
  );
});
