import { describe, expect, it } from "vitest";
import {
  dashboardOrderFigures,
  dashboardStats,
  isNewPendingOrder,
  newOrderBadge,
  NEW_ORDER_BADGE_LIMIT,
  pendingOrderFigures,
} from "./dashboard.ts";
import type { Order } from "../orders/order.ts";
import { makeProduct } from "../testing/make-product.ts";

const now = new Date("2026-11-22T12:00:00Z");
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600_000);
const order = (status: Order["status"], createdAt: Date, proof: Order["proof"] = null) =>
  ({ status, createdAt, proof }) as Order;
const proofDueIn = (hours: number) => ({
  path: "payment-proofs/o/1.jpg",
  uploadedAt: hoursAgo(1),
  reviewBy: hoursAgo(-hours),
});

describe("dashboard figures", () => {
  it("counts as new only pending orders of the last 24 hours", () => {
    expect(isNewPendingOrder(order("pending", hoursAgo(23)), now)).toBe(true);
    expect(isNewPendingOrder(order("pending", hoursAgo(25)), now)).toBe(false);
    expect(isNewPendingOrder(order("verified", hoursAgo(1)), now)).toBe(false);
  });

  it("counts products, those under 3 units, pending and new pending orders", () => {
    const products = [0, 1, 2, 3, 10].map((stock) => makeProduct({ stock }));
    const orders = [
      order("pending", hoursAgo(1)),
      order("pending", hoursAgo(30)),
      order("cancelled", hoursAgo(1)),
    ];
    expect(dashboardStats(products, pendingOrderFigures(orders, now))).toEqual({
      products: 5,
      lowStock: 3,
      pendingOrders: 2,
      newPendingOrders: 1,
      proofsToReview: 0,
      proofsOverdue: 0,
    });
  });

  it("counts the proofs waiting for a review, and those past their time", () => {
    const orders = [
      order("pending", hoursAgo(2), proofDueIn(5)),
      order("pending", hoursAgo(60), proofDueIn(-1)),
      order("verified", hoursAgo(60), proofDueIn(-1)),
    ];
    expect(pendingOrderFigures(orders, now)).toMatchObject({ proofsToReview: 2, proofsOverdue: 1 });
  });

  it("takes the server's counts over the pending orders read, when it has them", () => {
    const pending = [order("pending", hoursAgo(1))];
    const counted = { pendingOrders: 75, newPendingOrders: 12, proofsToReview: 9, proofsOverdue: 2 };
    expect(
      dashboardOrderFigures({ pending, counted: null, awaitingDispatch: null, fintocProcessing: [] }, now),
    ).toEqual({
      pendingOrders: 1,
      newPendingOrders: 1,
      proofsToReview: 0,
      proofsOverdue: 0,
    });
    expect(
      dashboardOrderFigures({ pending, counted, awaitingDispatch: 3, fintocProcessing: [] }, now),
    ).toEqual(counted);
  });
});

describe("newOrderBadge", () => {
  it("shows the count, nothing for none, and 99+ once it read as many as it may", () => {
    expect(newOrderBadge(0)).toBeNull();
    expect(newOrderBadge(7)).toBe("7");
    expect(newOrderBadge(NEW_ORDER_BADGE_LIMIT - 1)).toBe("99");
    expect(newOrderBadge(NEW_ORDER_BADGE_LIMIT)).toBe("99+");
  });
});
