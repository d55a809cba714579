/**
 * The admin's order list: the documents as the list reads them (an order the schema cannot read is
 * listed as such, never dropped), filters (date range by Santiago calendar day, end day included;
 * status; delivery type) and the rows of its CSV export.
 */
import { santiagoWallClock, santiagoDayKey } from "../locale.ts";
import { formatWhatsapp } from "../chile/whatsapp.ts";
import { parseStored } from "../stored-documents.ts";
import { courierLabel } from "./dispatch.ts";
import { fintocPaidWithLabel } from "./fintoc.ts";
import { DISCOUNT_CODE_LABEL, placedOrderAmounts, shippingLabel, shippingPesos } from "./order-amounts.ts";
import {
  formatShippingAddress,
  orderNumberPattern,
  orderSchema,
  ORDER_STATUS_LABELS,
  type DeliveryType,
  type Order,
  type OrderStatus,
} from "./order.ts";
import { DELIVERY_TYPE_LABELS, PAYMENT_METHOD_LABELS } from "./order-labels.ts";

/**
 * An order document the domain cannot read (written before a schema change, edited by hand, or
 * past a limit): the list shows it with what is wrong, and the admin can delete it. Leaving it out
 * would hide an order that may still hold pieces, with no way to find it.
 */
export interface UnreadableOrder {
  id: string;
  /** Its number, when that field at least reads as one. */
  orderNumber: string | null;
  /** The fields the schema refused ("totalAmount", "items.0.subtotal"). */
  fields: string[];
}

export interface OrderList {
  orders: Order[];
  unreadable: UnreadableOrder[];
}

/** One stored order document as the admin's list reads it: an order, or what makes it unreadable. */
export type OrderReading =
  { order: Order; unreadable?: never } | { order?: never; unreadable: UnreadableOrder };

export function readOrderDocument(id: string, data: unknown): OrderReading {
  const parsed = parseStored(orderSchema, data, id);
  if (parsed.success) return { order: parsed.data };
  const orderNumber = (data as { orderNumber?: unknown } | null)?.orderNumber;
  return {
    unreadable: {
      id,
      orderNumber:
        typeof orderNumber === "string" && orderNumberPattern.test(orderNumber) ? orderNumber : null,
      fields: [...new Set(parsed.error.issues.map((issue) => issue.path.join(".") || "(documento)"))],
    },
  };
}

/** Documents read one by one, as a list, in the order given. */
export function orderListOf(readings: Iterable<OrderReading>): OrderList {
  const list: OrderList = { orders: [], unreadable: [] };
  for (const { order, unreadable } of readings) {
    if (order) list.orders.push(order);
    else list.unreadable.push(unreadable);
  }
  return list;
}

/** The stored order documents as the admin's list reads them, in the order given. */
export function readOrderList(documents: readonly { id: string; data: unknown }[]): OrderList {
  return orderListOf(documents.map(({ id, data }) => readOrderDocument(id, data)));
}

export interface OrderFilters {
  /** "YYYY-MM-DD", as a date input gives it; empty for no bound. */
  from: string;
  to: string;
  status: OrderStatus | "all";
  delivery: DeliveryType | "all";
}

export const NO_ORDER_FILTERS: OrderFilters = { from: "", to: "", status: "all", delivery: "all" };

const dayKeyOfInput = (date: string) => date.replaceAll("-", "");

export function filterOrders(orders: readonly Order[], filters: OrderFilters): Order[] {
  const from = filters.from && dayKeyOfInput(filters.from);
  const to = filters.to && dayKeyOfInput(filters.to);
  return orders.filter((order) => {
    if (filters.status !== "all" && order.status !== filters.status) return false;
    if (filters.delivery !== "all" && order.delivery.type !== filters.delivery) return false;
    // The day only when a date bound asks for it: it is a time-zone conversion per order.
    if (!from && !to) return true;
    const day = santiagoDayKey(order.createdAt);
    return (!from || day >= from) && (!to || day <= to);
  });
}

/** How many orders "Pedidos" reads at a time, newest first; "Cargar más pedidos" reads as many again. */
export const ORDER_PAGE_SIZE = 50;

/** The first instant of a Santiago calendar day ("YYYY-MM-DD"), whatever its offset that day. */
export function santiagoDayStart(date: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const key = `${year}${String(month).padStart(2, "0")}${String(day).padStart(2, "0")}`;
  // Santiago is 3 or 4 hours behind UTC, and a clock change may skip its midnight: the first
  // millisecond whose day is `key` lies in the 6 hours after UTC's midnight.
  let low = Date.UTC(year, month - 1, day);
  let high = low + 6 * 3_600_000;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (santiagoDayKey(new Date(middle)) < key) low = middle + 1;
    else high = middle;
  }
  return new Date(low);
}

/** The filters as a query takes them: equalities, and `createdAt` from `since` until before `until`. */
export function orderFilterBounds(filters: OrderFilters): {
  status: OrderStatus | null;
  delivery: DeliveryType | null;
  since: Date | null;
  until: Date | null;
} {
  const dayAfter = (date: string) => {
    const [year, month, day] = date.split("-").map(Number) as [number, number, number];
    return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
  };
  return {
    status: filters.status === "all" ? null : filters.status,
    delivery: filters.delivery === "all" ? null : filters.delivery,
    since: filters.from ? santiagoDayStart(filters.from) : null,
    until: filters.to ? santiagoDayStart(dayAfter(filters.to)) : null,
  };
}

/** "22-11-2026 14:05", Santiago time. */
export function formatOrderDate(at: Date): string {
  const { year, month, day, hour, minute } = santiagoWallClock(at);
  return `${day}-${month}-${year} ${hour}:${minute}`;
}

/** "22-11 14:05" within the year of `now` (Santiago time), else as formatOrderDate: a phone's card. */
export function formatShortOrderDate(at: Date, now: Date): string {
  const { year, month, day, hour, minute } = santiagoWallClock(at);
  return year === santiagoWallClock(now).year ? `${day}-${month} ${hour}:${minute}` : formatOrderDate(at);
}

export const ORDER_CSV_COLUMNS = [
  "Número",
  "Fecha",
  "Estado",
  "Método de pago",
  "Pagado con",
  "WhatsApp",
  "Entrega",
  "Región",
  "Comuna",
  "Dirección",
  "Productos",
  "Subtotal",
  DISCOUNT_CODE_LABEL,
  "Descuento",
  "Envío",
  "Cobro de envío",
  "Total",
  "Comprobante",
  "Courier",
  "N° de seguimiento",
] as const;

/**
 * One row per order, in the columns above; amounts as plain integers so spreadsheets can add them
 * (Subtotal − Descuento + Envío = Total; "Envío" counts only what the total charged, and "Cobro de
 * envío" says how it was charged: "$3.990", "Gratis", "Por pagar al recibir", "Retiro sin costo").
 */
export function orderCsvRows(orders: readonly Order[]): string[][] {
  return orders.map((order) => orderCsvRow(order, placedOrderAmounts(order)));
}

function orderCsvRow(order: Order, amounts: ReturnType<typeof placedOrderAmounts>): string[] {
  return [
    order.orderNumber,
    formatOrderDate(order.createdAt),
    ORDER_STATUS_LABELS[order.status],
    PAYMENT_METHOD_LABELS[order.paymentMethod],
    fintocPaidWithLabel(order.fintoc) ?? "",
    formatWhatsapp(order.customer.whatsapp),
    DELIVERY_TYPE_LABELS[order.delivery.type],
    order.delivery.type === "shipping" ? order.delivery.region : "",
    order.delivery.type === "shipping" ? order.delivery.comuna : "",
    formatShippingAddress(order.delivery) ?? "",
    order.items.map((item) => `${item.quantity} × ${item.name}`).join("; "),
    String(amounts.piecesSubtotal),
    order.discount?.code ?? "",
    String(amounts.discount),
    String(shippingPesos(amounts.shipping)),
    shippingLabel(amounts.shipping),
    String(amounts.total),
    order.proof ? "Sí" : "No",
    order.dispatch ? courierLabel(order.dispatch) : "",
    order.dispatch?.trackingNumber ?? "",
  ];
}
