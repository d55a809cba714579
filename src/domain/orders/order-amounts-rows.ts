/**
 * An order's amounts as the lines every summary shows — the cart, the order pages, the back office
 * and the owner's e-mail — so they all name and format them alike.
 */
import { formatClp } from "../money.ts";
import { shippingLabel, type OrderAmounts } from "./order-amounts.ts";

export interface AmountsRow {
  kind: "pieces" | "discount" | "shipping" | "total";
  label: string;
  value: string;
}

/** What the shipping line says while home delivery has no comuna yet. */
export const SHIPPING_PENDING = "Según tu comuna";

/** Pieces, the discount when it takes something off, delivery, and the total. */
export function amountsRows(
  amounts: OrderAmounts,
  discountCode: string | null,
  options: { shippingPending?: boolean } = {},
): AmountsRow[] {
  const rows: AmountsRow[] = [
    { kind: "pieces", label: "Subtotal", value: formatClp(amounts.piecesSubtotal) },
  ];
  if (amounts.discount > 0)
    rows.push({
      kind: "discount",
      label: discountCode ? `Descuento (${discountCode})` : "Descuento",
      value: `−${formatClp(amounts.discount)}`,
    });
  rows.push({
    kind: "shipping",
    label: amounts.shipping.kind === "pickup" ? "Entrega" : "Envío",
    value: options.shippingPending ? SHIPPING_PENDING : shippingLabel(amounts.shipping),
  });
  rows.push({ kind: "total", label: "Total", value: formatClp(amounts.total) });
  return rows;
}
