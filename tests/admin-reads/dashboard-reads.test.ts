/**
 * What signing in to the back office reads of a grown shop (issue 41): the dashboard's figures over
 * a few thousand orders, from the app's own data-access functions, signed in as an admin. Counted
 * in documents the listeners delivered, never timed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  dashboardOrderFigures,
  pendingOrderFigures,
  type DashboardOrderReads,
} from "@domain/analytics/dashboard.ts";
import { fintocProcessingOverdue, NEW_FINTOC_PAYMENT } from "@domain/orders/fintoc.ts";
import type { Order, OrderStatus } from "@domain/orders/order.ts";
import { makeOrder } from "@domain/testing/make-order.ts";
import { useLocalEmulators } from "../../tools/firebase-admin.ts";
import { resetAdmin } from "../support/accounts.ts";
import { closeApp, signInAppAsAdmin } from "../support/app-firebase.ts";
import { clearFirestore, storeOrders } from "../support/emulator-data.ts";

const owner = { email: "duena-panel@chatoyant.test", password: "clave-segura-41" };
const ORDER_COUNT = 3_000;
/** Most documents signing in may read of the orders (issue 41's target). */
const READ_BUDGET = 100;
/** How long a listener may take to answer on a busy machine; it bounds failures only. */
const ANSWER = { timeout: 30_000, interval: 100 };

type Watch = typeof import("../../src/lib/firebase/admin/dashboard.ts").watchDashboardOrders;
let watchDashboardOrders: Watch;

const now = new Date();
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
const daysAgo = (days: number) => hoursAgo(days * 24);

const proof = (reviewBy: Date | null) => ({
  path: "payment-proofs/o/1.jpg",
  uploadedAt: hoursAgo(30),
  reviewBy,
});
const processing = (processingSince: Date | null) => ({
  ...NEW_FINTOC_PAYMENT,
  sessionId: "cs_prueba",
  outcome: "processing" as const,
  processingSince,
});

/** One order in 10 of each kind has a proof: due 5 h ago, due in 20 h, without a review time. */
const PROOF_BY_KIND: Record<number, Order["proof"]> = {
  1: proof(hoursAgo(5)),
  2: proof(hoursAgo(-20)),
  3: proof(null),
};
/** Fintoc payments stuck at the bank are rarer, one in 50: past the deadline, not yet, on an old order. */
const FINTOC_BY_KIND: Record<number, Order["fintoc"]> = {
  7: processing(hoursAgo(100)),
  8: processing(hoursAgo(10)),
  9: processing(null),
};

/**
 * A shop two years in: `pending` pending orders of every kind the figures tell apart (new, with a
 * proof due, overdue or without a review time, with a Fintoc payment processing past its deadline
 * or not), and the rest verified, delivered or cancelled, some with proofs or Fintoc payments the
 * figures must not count.
 */
function grownOrders(pending: number): Order[] {
  const orders: Order[] = [];
  for (let index = 0; index < ORDER_COUNT; index += 1) {
    const isPending = index < pending;
    const status: OrderStatus = isPending
      ? "pending"
      : (["verified", "delivered", "cancelled"] as const)[index % 3]!;
    const createdAt = isPending
      ? index % 4 === 0
        ? hoursAgo(1 + (index % 20))
        : daysAgo(2 + (index % 9))
      : daysAgo(1 + (index % 700));
    const fintoc = FINTOC_BY_KIND[index % 50] ?? null;
    orders.push(
      makeOrder({
        status,
        createdAt,
        proof: PROOF_BY_KIND[index % 10] ?? null,
        paymentMethod: fintoc ? "FINTOC_LINK" : "TRANSFERENCIA_DIRECTA",
        fintoc,
      }),
    );
  }
  return orders;
}

/** The dashboard's listeners, and every delivery they made, until `stop`. */
function watchDashboard() {
  const deliveries: DashboardOrderReads[] = [];
  const errors: unknown[] = [];
  const stop = watchDashboardOrders(
    (reads) => deliveries.push(reads),
    (error) => errors.push(error),
  );
  const latest = async () => {
    await expect.poll(() => deliveries.length + errors.length, ANSWER).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    return deliveries.at(-1)!;
  };
  return { stop, latest, deliveries };
}

/** Documents a delivery carries: each listener's whole current result set. */
const documentsRead = (reads: DashboardOrderReads) => reads.pending.length + reads.fintocProcessing.length;
const overdueFintocIds = (orders: readonly Order[]) =>
  orders
    .filter((order) => fintocProcessingOverdue(order, now))
    .map((order) => order.id)
    .sort();

beforeAll(async () => {
  useLocalEmulators();
  await clearFirestore();
  await resetAdmin(owner);
  await signInAppAsAdmin(owner);
  ({ watchDashboardOrders } = await import("../../src/lib/firebase/admin/dashboard.ts"));
});
afterAll(async () => {
  await closeApp();
  await clearFirestore();
});

describe(`the dashboard over ${ORDER_COUNT} orders`, () => {
  it(`with 150 pending orders reads at most ${READ_BUDGET} and shows every figure as all orders give it`, async () => {
    const orders = grownOrders(150);
    await storeOrders(orders);

    const dashboard = watchDashboard();
    try {
      const reads = await dashboard.latest();
      expect(documentsRead(reads)).toBeLessThanOrEqual(READ_BUDGET);
      const expected = pendingOrderFigures(orders, now);
      expect(expected).toMatchObject({ pendingOrders: 150, proofsOverdue: 15 });
      expect(dashboardOrderFigures(reads, now)).toEqual(expected);
      expect(overdueFintocIds(reads.fintocProcessing)).toEqual(overdueFintocIds(orders));
      // The paid orders still to send are counted by the server, not read.
      const paid = orders.filter((order) => order.status === "verified").length;
      expect(paid).toBe(950);
      // Asked on its own, so the pending figures never wait for it: it arrives beside them.
      await expect.poll(() => dashboard.deliveries.at(-1)!.awaitingDispatch, ANSWER).toBe(paid);

      // A new order with an overdue proof reaches the figures live.
      const arrived = makeOrder({ createdAt: hoursAgo(0.5), proof: proof(hoursAgo(1)) });
      await storeOrders([arrived]);
      await expect
        .poll(() => dashboardOrderFigures(dashboard.deliveries.at(-1)!, now), ANSWER)
        .toEqual(pendingOrderFigures([...orders, arrived], now));
    } finally {
      dashboard.stop();
    }
  });

  it("with fewer pending orders than it lists reads just those, and the same figures", async () => {
    await clearFirestore();
    const orders = grownOrders(25);
    await storeOrders(orders);

    const dashboard = watchDashboard();
    try {
      const reads = await dashboard.latest();
      expect(documentsRead(reads)).toBeLessThanOrEqual(READ_BUDGET);
      expect(dashboardOrderFigures(reads, now)).toEqual(pendingOrderFigures(orders, now));
      expect(overdueFintocIds(reads.fintocProcessing)).toEqual(overdueFintocIds(orders));
    } finally {
      dashboard.stop();
    }
  });
});
