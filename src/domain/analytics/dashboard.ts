/** The admin dashboard's figures (spec: Admin dashboard; windows: new orders and analyses = last 24 h). */
import type { Order } from "../orders/order.ts";
import { isProofReviewOverdue } from "../orders/payment-proof.ts";
import { LOW_STOCK_THRESHOLD, type Product } from "../catalog/product.ts";

export const DASHBOARD_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Pending orders created in the last 24 h: the "new" ones of the sidebar badge and the dashboard. */
export function isNewPendingOrder(order: { status: string; createdAt: Date }, now: Date): boolean {
  return order.status === "pending" && now.getTime() - order.createdAt.getTime() <= DASHBOARD_WINDOW_MS;
}

export interface DashboardStats {
  products: number;
  lowStock: number;
  pendingOrders: number;
  newPendingOrders: number;
  /** Pending orders whose proof of payment waits for an admin, and those past their review time. */
  proofsToReview: number;
  proofsOverdue: number;
}

export function dashboardStats(
  products: readonly Product[],
  orders: readonly Order[],
  now: Date,
): DashboardStats {
  return {
    products: products.length,
    lowStock: products.filter((product) => product.stock < LOW_STOCK_THRESHOLD).length,
    pendingOrders: orders.filter((order) => order.status === "pending").length,
    newPendingOrders: orders.filter((order) => isNewPendingOrder(order, now)).length,
    proofsToReview: orders.filter((order) => order.status === "pending" && order.proof).length,
    proofsOverdue: orders.filter((order) => isProofReviewOverdue(order, now)).length,
  };
}
