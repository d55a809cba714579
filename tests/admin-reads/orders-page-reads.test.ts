/**
 * What opening "Pedidos" reads of a grown shop (issue 41): a page of the newest orders the filters
 * select, live, from the app's own data-access functions signed in as an admin; the CSV export
 * still reads every order the filters select. Counted in documents delivered, never timed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COLLECTIONS } from "@domain/collections.ts";
import {
  filterOrders,
  NO_ORDER_FILTERS,
  ORDER_PAGE_SIZE,
  type OrderFilters,
} from "@domain/orders/order-list.ts";
import type { Delivery, Order, OrderStatus } from "@domain/orders/order.ts";
import { makeOrder } from "@domain/testing/make-order.ts";
import { adminDb, useLocalEmulators } from "../../tools/firebase-admin.ts";
import { resetAdmin } from "../support/accounts.ts";
import { closeApp, signInAppAsAdmin } from "../support/app-firebase.ts";
import { clearFirestore, storeOrders } from "../support/emulator-data.ts";

const owner = { email: "duena-pedidos@chatoyant.test", password: "clave-segura-41" };
const ORDER_COUNT = 3_000;
const ANSWER = { timeout: 30_000, interval: 100 };

type AdminOrders = typeof import("../../src/lib/firebase/admin/order-list.ts");
type OrderPages = Parameters<Parameters<AdminOrders["watchOrderPages"]>[1]>[0];
let data: AdminOrders;

const STATUSES: OrderStatus[] = ["pending", "verified", "delivered", "cancelled"];
const SHIPPING: Delivery = {
  type: "shipping",
  region: "Región Metropolitana de Santiago",
  comuna: "Providencia",
  street: "Av. Providencia",
  number: "1234",
  apartment: null,
};

/** Three thousand orders, one every 5 hours back from now (about 20 months), of every kind. */
const now = Date.now();
const orders: Order[] = Array.from({ length: ORDER_COUNT }, (_, index) =>
  makeOrder({
    status: STATUSES[index % 4]!,
    delivery: index % 3 === 0 ? SHIPPING : { type: "pickup" },
    createdAt: new Date(now - (index + 1) * 5 * 3_600_000),
  }),
);

const ids = (list: readonly Order[]) => list.map((order) => order.id);

/**
 * The pages' listeners and every delivery they made, until `stop`. `shows` waits until the latest
 * delivery holds `expected` (a first one may come from the orders the client already holds), and
 * returns what the listeners have been sent so far.
 */
function watchPages(filters: OrderFilters) {
  const deliveries: OrderPages[] = [];
  const errors: unknown[] = [];
  const pages = data.watchOrderPages(
    filters,
    (delivered) => deliveries.push(delivered),
    (error) => errors.push(error),
  );
  const latest = () => deliveries.at(-1)!;
  const shows = async (expected: string[]) => {
    await expect
      .poll(() => (errors.length > 0 ? errors : ids(deliveries.at(-1)?.list.orders ?? [])), ANSWER)
      .toEqual(expected);
    return { documentsRead: latest().read, more: latest().more };
  };
  return { ...pages, shows, latest };
}

/** The newest `size` of the orders the filters select, as the list must show them. */
const expectedPage = (filters: OrderFilters, size: number, from = orders) =>
  ids(filterOrders(from, filters).slice(0, size));

beforeAll(async () => {
  useLocalEmulators();
  await clearFirestore();
  await resetAdmin(owner);
  await storeOrders(orders);
  await signInAppAsAdmin(owner);
  data = await import("../../src/lib/firebase/admin/order-list.ts");
});
afterAll(async () => {
  await closeApp();
  await clearFirestore();
});

describe(`"Pedidos" over ${ORDER_COUNT} orders`, () => {
  it(`reads the newest ${ORDER_PAGE_SIZE}, keeps them live, and reads a page more on demand`, async () => {
    const opened = watchPages(NO_ORDER_FILTERS);
    try {
      const page = await opened.shows(expectedPage(NO_ORDER_FILTERS, ORDER_PAGE_SIZE));
      expect(page).toEqual({ documentsRead: ORDER_PAGE_SIZE, more: true });

      const arrived = makeOrder({ createdAt: new Date() });
      await storeOrders([arrived]);
      await opened.shows(expectedPage(NO_ORDER_FILTERS, ORDER_PAGE_SIZE, [arrived, ...orders]));
      await adminDb().collection(COLLECTIONS.orders).doc(arrived.id).delete();
      await opened.shows(expectedPage(NO_ORDER_FILTERS, ORDER_PAGE_SIZE));
    } finally {
      opened.stop();
    }
  });

  it(`loads page 2 by reading its ${ORDER_PAGE_SIZE} orders only, and keeps both pages live`, async () => {
    const arrived = makeOrder({ createdAt: new Date() });
    const changed = orders[ORDER_PAGE_SIZE + 20]!;
    const opened = watchPages(NO_ORDER_FILTERS);
    try {
      const first = await opened.shows(expectedPage(NO_ORDER_FILTERS, ORDER_PAGE_SIZE));
      opened.loadMore();
      const second = await opened.shows(expectedPage(NO_ORDER_FILTERS, 2 * ORDER_PAGE_SIZE));
      // Page 1 is not sent again: raising one listener's limit to 100 made Firestore re-send it.
      expect(second.documentsRead - first.documentsRead).toBeLessThanOrEqual(ORDER_PAGE_SIZE);
      expect(second.more).toBe(true);

      // A new order goes on top and pushes page 1's last order past its limit: that one still shows,
      // once, between the pages.
      await storeOrders([arrived]);
      await opened.shows(expectedPage(NO_ORDER_FILTERS, 2 * ORDER_PAGE_SIZE + 1, [arrived, ...orders]));

      // An order of page 2 changed elsewhere shows its change.
      const status: OrderStatus = changed.status === "cancelled" ? "delivered" : "cancelled";
      await adminDb().collection(COLLECTIONS.orders).doc(changed.id).update({ status });
      await expect
        .poll(() => opened.latest().list.orders.find((order) => order.id === changed.id)?.status, ANSWER)
        .toBe(status);

      // Each change is sent as the documents it touched, not as the pages again.
      expect(opened.latest().read - second.documentsRead).toBeLessThanOrEqual(5);
      await adminDb().collection(COLLECTIONS.orders).doc(arrived.id).delete();
      await opened.shows(expectedPage(NO_ORDER_FILTERS, 2 * ORDER_PAGE_SIZE));
    } finally {
      opened.stop();
      // The next tests read the 3.000 orders as stored.
      await adminDb().collection(COLLECTIONS.orders).doc(arrived.id).delete();
      await adminDb().collection(COLLECTIONS.orders).doc(changed.id).update({ status: changed.status });
    }
  });

  it("keeps every order of a filtered list when one is changed into the filter on page 1", async () => {
    const filters: OrderFilters = { ...NO_ORDER_FILTERS, status: "delivered" };
    // The newest order that is not delivered: once delivered, it goes on top of page 1.
    const changed = orders.find((order) => order.status !== "delivered")!;
    const opened = watchPages(filters);
    try {
      await opened.shows(expectedPage(filters, ORDER_PAGE_SIZE));
      opened.loadMore();
      await opened.shows(expectedPage(filters, 2 * ORDER_PAGE_SIZE));
      await adminDb().collection(COLLECTIONS.orders).doc(changed.id).update({ status: "delivered" });
      const now = orders.map((order) =>
        order.id === changed.id ? { ...order, status: "delivered" as const } : order,
      );
      await opened.shows(expectedPage(filters, 2 * ORDER_PAGE_SIZE + 1, now));
    } finally {
      opened.stop();
      await adminDb().collection(COLLECTIONS.orders).doc(changed.id).update({ status: changed.status });
    }
  });

  it.each<[string, OrderFilters]>([
    ["status", { ...NO_ORDER_FILTERS, status: "delivered" }],
    ["status and delivery", { ...NO_ORDER_FILTERS, status: "pending", delivery: "shipping" }],
    ["delivery and days", { ...NO_ORDER_FILTERS, delivery: "pickup", from: "2026-01-10", to: "2026-02-20" }],
  ])("puts the filters of %s in the query: a page of what they select", async (_filters, filters) => {
    const filtered = watchPages(filters);
    try {
      const page = await filtered.shows(expectedPage(filters, ORDER_PAGE_SIZE));
      expect(page.documentsRead).toBeLessThanOrEqual(ORDER_PAGE_SIZE);
    } finally {
      filtered.stop();
    }
  });

  it("exports every order the filters select, and counts all orders without reading them", async () => {
    const filters: OrderFilters = { ...NO_ORDER_FILTERS, status: "cancelled" };
    const exported = await data.readFilteredOrders(filters);
    expect(ids(exported.orders)).toEqual(expectedPage(filters, ORDER_COUNT));
    expect(exported.orders).toHaveLength(ORDER_COUNT / 4);
    expect(await data.countAllOrders()).toBe(ORDER_COUNT);
  });
});
