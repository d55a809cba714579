import Papa from "papaparse";
import { ORDER_CSV_COLUMNS, orderCsvRows } from "@domain/orders/order-list.ts";
import type { Order } from "@domain/orders/order.ts";
import { FORMULA_START } from "@domain/spreadsheet-cells.ts";

/** The orders as CSV text; a cell a spreadsheet would run as a formula is kept as text. */
export function ordersCsv(orders: readonly Order[]): string {
  return Papa.unparse(
    { fields: [...ORDER_CSV_COLUMNS], data: orderCsvRows(orders) },
    { escapeFormulae: FORMULA_START },
  );
}

/** Downloads the orders as CSV (UTF-8 with BOM, so spreadsheet apps read the accents right). */
export function downloadOrdersCsv(orders: readonly Order[], today: string): void {
  const url = URL.createObjectURL(
    new Blob(["\uFEFF", ordersCsv(orders)], { type: "text/csv;charset=utf-8" }),
  );
  const link = document.createElement("a");
  link.href = url;
  link.download = `pedidos-${today}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
