/**
 * What every page of the back office reads for the sidebar's "new orders" badge, and what the
 * dashboard reads for its analyses of the last 24 h, on a busy day of a grown shop (issue 41):
 * from the app's own data-access functions, signed in as an admin. Counted in documents the
 * listener delivered, never timed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COLLECTIONS } from "@domain/collections.ts";
import {
  DASHBOARD_WINDOW_MS,
  isNewPendingOrder,
  newOrderBadge,
  NEW_ORDER_BADGE_LIMIT,
} from "@domain/analytics/dashboard.ts";
import type { Order, OrderStatus } from "@domain/orders/order.ts";
import { makeOrder } from "@domain/testing/make-order.ts";
import { adminDb, useLocalEmulators } from "../../tools/firebase-admin.ts";
import { resetAdmin } from "../support/accounts.ts";
import { closeApp, signInAppAsAdmin } from "../support/app-firebase.ts";
import { clearFirestore, storeOrders } from "../support/emulator-data.ts";

const owner = { email: "duena-insignia@chatoyant.test", password: "clave-segura-41" };
const ANSWER = { timeout: 30_000, interval: 100 };

type AdminUsage = typeof import("../../src/lib/firebase/admin/usage.ts");
let usage: AdminUsage;

const now = new Date();
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
const since = new Date(now.getTime() - DASHBOARD_WINDOW_MS);

/**
 * A busy day in a grown shop: 600 orders in the last 24 h, of which `newPending` are still
 * pending, and 2.000 older ones, a quarter of them pending (never paid, never cancelled).
 */
function busyDay(newPending: number): Order[] {
  const orders: Order[] = [];
  for (let index = 0; index < 600; index += 1) {
    const status: OrderStatus =
      index < newPending ? "pending" : (["verified", "delivered", "cancelled"] as const)[index % 3]!;
    orders.push(makeOrder({ status, createdAt: hoursAgo(23 * (index / 600)) }));
  }
  for (let index = 0; index < 2_000; index += 1) {
    const status = (["pending", "verified", "delivered", "cancelled"] as const)[index % 4]!;
    orders.push(makeOrder({ status, createdAt: hoursAgo(25 + index) }));
  }
  return orders;
}

/** The badge's listener and every delivery it made, until `stop`. */
function watchBadge() {
  const deliveries: Date[][] = [];
  const errors: unknown[] = [];
  const stop = usage.watchNewPendingOrders(
    since,
    (dates) => deliveries.push(dates),
    (error) => errors.push(error),
  );
  /** The badge as the sidebar shows it from the latest delivery, once it shows `expected`. */
  const shows = async (expected: string | null) => {
    await expect
      .poll(() => {
        if (errors.length > 0) return errors;
        const latest = deliveries.at(-1);
        if (!latest) return undefined;
        return newOrderBadge(
          latest.filter((createdAt) => isNewPendingOrder({ status: "pending", createdAt }, now)).length,
        );
      }, ANSWER)
      .toEqual(expected);
    // Every delivery is the listener's whole result: the most documents it held.
    return Math.max(...deliveries.map((dates) => dates.length));
  };
  return { stop, shows };
}

beforeAll(async () => {
  useLocalEmulators();
  await clearFirestore();
  await resetAdmin(owner);
  await signInAppAsAdmin(owner);
  usage = await import("../../src/lib/firebase/admin/usage.ts");
});
afterAll(async () => {
  await closeApp();
  await clearFirestore();
});

describe("the sidebar's badge on a busy day", () => {
  it("reads just the new pending orders, and follows them live", async () => {
    const orders = busyDay(30);
    await storeOrders(orders);
    const badge = watchBadge();
    try {
      // 600 orders of the day and 500 older pending ones: it reads the 30 it counts.
      expect(await badge.shows("30")).toBe(30);

      const arrived = makeOrder({ status: "pending", createdAt: hoursAgo(0.1) });
      await storeOrders([arrived]);
      await badge.shows("31");
      const paid = orders.find((order) => order.status === "pending")!;
      await adminDb().collection(COLLECTIONS.orders).doc(paid.id).update({ status: "verified" });
      expect(await badge.shows("30")).toBeLessThanOrEqual(31);
    } finally {
      badge.stop();
    }
  });

  it(`reads at most ${NEW_ORDER_BADGE_LIMIT} and says "99+" past them`, async () => {
    await clearFirestore();
    await storeOrders(busyDay(250));
    const badge = watchBadge();
    try {
      expect(await badge.shows("99+")).toBe(NEW_ORDER_BADGE_LIMIT);
    } finally {
      badge.stop();
    }
  });
});

describe("the dashboard's analyses of the last 24 h", () => {
  it("are counted by the server, and a new one counts live", async () => {
    await clearFirestore();
    const usageDocs = adminDb().collection(COLLECTIONS.analysisUsage);
    const batch = adminDb().batch();
    for (let index = 0; index < 300; index += 1)
      batch.set(usageDocs.doc(), {
        createdAt: hoursAgo(index < 240 ? 20 * (index / 240) : 30 + index),
        provider: "gemini",
        accessKeyId: "clave",
      });
    await batch.commit();

    const counts: number[] = [];
    const errors: unknown[] = [];
    const stop = usage.watchAnalysisCountSince(
      since,
      (count) => counts.push(count),
      (error) => errors.push(error),
    );
    try {
      await expect.poll(() => (errors.length > 0 ? errors : counts.at(-1)), ANSWER).toBe(240);
      await usageDocs.add({ createdAt: new Date(), provider: "gemini", accessKeyId: "clave" });
      await expect.poll(() => (errors.length > 0 ? errors : counts.at(-1)), ANSWER).toBe(241);
    } finally {
      stop();
    }
  });
});
