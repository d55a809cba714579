import { describe, expect, it } from "vitest";
import { makeOrder } from "../testing/make-order.ts";
import { NEW_FINTOC_PAYMENT } from "./fintoc.ts";
import type { Order } from "./order.ts";
import {
  filterOrders,
  formatOrderDate,
  formatShortOrderDate,
  NO_ORDER_FILTERS,
  ORDER_CSV_COLUMNS,
  orderCsvRows,
  orderFilterBounds,
  readOrderList,
  santiagoDayStart,
} from "./order-list.ts";
import { VINA_DEL_MAR_ADDRESS } from "../testing/addresses.ts";

const order = (fields: Partial<Order> & Pick<Order, "id" | "createdAt">) => makeOrder(fields);

// 23:30 in Santiago on 21 Nov (UTC-3) is already 22 Nov in UTC: the Santiago day is what counts.
const lateOn21 = order({ id: "a", createdAt: new Date("2026-11-22T02:30:00Z") });
const on22 = order({
  id: "b",
  createdAt: new Date("2026-11-22T15:00:00Z"),
  status: "verified",
  delivery: { ...VINA_DEL_MAR_ADDRESS, apartment: "3B" },
  shipping: { kind: "charged", amount: 4990 },
  totalAmount: 6990,
});
const on23 = order({ id: "c", createdAt: new Date("2026-11-23T12:00:00Z"), status: "cancelled" });
const all = [lateOn21, on22, on23];
const ids = (orders: Order[]) => orders.map((o) => o.id);

describe("filterOrders", () => {
  it("keeps everything with no filters", () => {
    expect(ids(filterOrders(all, NO_ORDER_FILTERS))).toEqual(["a", "b", "c"]);
  });

  it("filters by Santiago day, with the end day included", () => {
    expect(ids(filterOrders(all, { ...NO_ORDER_FILTERS, from: "2026-11-22", to: "2026-11-22" }))).toEqual([
      "b",
    ]);
    expect(ids(filterOrders(all, { ...NO_ORDER_FILTERS, to: "2026-11-21" }))).toEqual(["a"]);
    expect(ids(filterOrders(all, { ...NO_ORDER_FILTERS, from: "2026-11-22" }))).toEqual(["b", "c"]);
  });

  it("filters by status and by delivery type", () => {
    expect(ids(filterOrders(all, { ...NO_ORDER_FILTERS, status: "cancelled" }))).toEqual(["c"]);
    expect(ids(filterOrders(all, { ...NO_ORDER_FILTERS, delivery: "shipping" }))).toEqual(["b"]);
  });
});

describe("the filters as a query's bounds", () => {
  it("starts a day at Santiago's midnight, summer (UTC-3) or winter (UTC-4)", () => {
    expect(santiagoDayStart("2026-11-22")).toEqual(new Date("2026-11-22T03:00:00Z"));
    expect(santiagoDayStart("2026-07-01")).toEqual(new Date("2026-07-01T04:00:00Z"));
    // 6 Sep 2026: clocks go from 24:00 to 01:00, so the day starts at 01:00 (UTC-3).
    expect(santiagoDayStart("2026-09-06")).toEqual(new Date("2026-09-06T04:00:00Z"));
  });

  it("bounds the days as filterOrders does, the end day included", () => {
    const bounds = orderFilterBounds({ ...NO_ORDER_FILTERS, from: "2026-11-22", to: "2026-11-22" });
    const inBounds = all.filter(({ createdAt }) => createdAt >= bounds.since! && createdAt < bounds.until!);
    expect(ids(inBounds)).toEqual(["b"]);
    expect(orderFilterBounds({ ...NO_ORDER_FILTERS, to: "2026-11-30" }).until).toEqual(
      new Date("2026-12-01T03:00:00Z"),
    );
    expect(orderFilterBounds({ ...NO_ORDER_FILTERS, status: "verified", delivery: "pickup" })).toEqual({
      status: "verified",
      delivery: "pickup",
      since: null,
      until: null,
    });
  });
});

describe("order CSV rows", () => {
  it("writes one readable row per order", () => {
    expect(formatOrderDate(lateOn21.createdAt)).toBe("21-11-2026 23:30");
    expect(formatShortOrderDate(lateOn21.createdAt, new Date("2026-12-31T12:00:00Z"))).toBe("21-11 23:30");
    expect(formatShortOrderDate(lateOn21.createdAt, new Date("2027-01-02T12:00:00Z"))).toBe(
      "21-11-2026 23:30",
    );
    expect(orderCsvRows([on22])).toEqual([
      [
        "CHT-20261122-0001",
        "22-11-2026 12:00",
        "Pago verificado",
        "Transferencia bancaria",
        "",
        "+56 9 1234 5678",
        "Envío a domicilio",
        "Región de Valparaíso",
        "Viña del Mar",
        "Av. Libertad 1050, 3B",
        "2 × Collar Luna",
        "2000",
        "",
        "0",
        "4990",
        "$4.990",
        "6990",
        "No",
        "",
        "",
      ],
    ]);
  });

  it("names the courier and the tracking number of a shipped order", () => {
    const dispatch = {
      courier: "other" as const,
      courierName: "Moova",
      trackingNumber: "MV77",
      at: on22.createdAt,
    };
    const [row] = orderCsvRows([{ ...on22, status: "shipped", dispatch }]);
    expect(row!.slice(ORDER_CSV_COLUMNS.indexOf("Estado"), ORDER_CSV_COLUMNS.indexOf("Estado") + 1)).toEqual([
      "Despachado",
    ]);
    expect(row!.slice(-2)).toEqual(["Moova", "MV77"]);
  });
});

describe("order CSV, how a Fintoc payment was made", () => {
  it("says card or bank transfer once Fintoc has said, and nothing before", () => {
    const paid = (paidWith: "card" | "bank_transfer" | null) =>
      makeOrder({
        paymentMethod: "FINTOC_LINK",
        fintoc: { ...NEW_FINTOC_PAYMENT, sessionId: "cs_1", outcome: "paid", paidWith },
      });
    const column = ORDER_CSV_COLUMNS.indexOf("Pagado con");
    expect(orderCsvRows([paid("card"), paid("bank_transfer"), paid(null)]).map((row) => row[column])).toEqual(
      ["Tarjeta", "Transferencia bancaria", ""],
    );
  });
});

describe("readOrderList", () => {
  it("lists an order it cannot read as such, with its number and the fields that are wrong", () => {
    const { id, ...good } = makeOrder({ id: "bien" });
    // A mistyped price: 34.990.000 × 3 is past the most an amount may be.
    const item = { ...good.items[0]!, price: 34_990_000, quantity: 3, subtotal: 104_970_000 };
    const tooLarge = { ...good, orderNumber: "CHT-20261122-0002", items: [item], totalAmount: 104_970_000 };
    const list = readOrderList([
      { id, data: good },
      { id: "grande", data: tooLarge },
      { id: "roto", data: { status: "pendiente" } },
    ]);
    expect(list.orders.map((order) => order.id)).toEqual(["bien"]);
    expect(list.unreadable).toEqual([
      { id: "grande", orderNumber: "CHT-20261122-0002", fields: ["items.0.subtotal", "totalAmount"] },
      expect.objectContaining({ id: "roto", orderNumber: null, fields: expect.arrayContaining(["status"]) }),
    ]);
  });
});
