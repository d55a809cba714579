import { Button } from "@chakra-ui/react";
import { Download } from "lucide-react";
import { orderDayKey, type Order } from "@domain/orders/order.ts";
import { downloadOrdersCsv } from "../export-csv.ts";

/** Exports the orders on screen, so the filters choose what goes in the file. */
export function ExportCsvButton({ orders }: { orders: readonly Order[] }) {
  return (
    <Button
      variant="outline"
      disabled={orders.length === 0}
      onClick={() => downloadOrdersCsv(orders, orderDayKey(new Date()))}
    >
      <Download />
      Exportar CSV
    </Button>
  );
}
