import Papa from "papaparse";
import { ORDER_CSV_COLUMNS, orderCsvRows } from "@domain/orders/order-list.ts";
import type { Order } from "@domain/orders/order.ts";

/** Downloads the orders as CSV (UTF-8 with BOM, so spreadsheet apps read the accents right). */
export function downloadOrdersCsv(orders: readonly Order[], today: string): void {
  const csv = Papa.unparse({ fields: [...ORDER_CSV_COLUMNS], data: orderCsvRows(orders) });
  const url = URL.createObjectURL(new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `pedidos-${today}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
