/** The admin dashboard's figures (spec: Admin dashboard; windows: new orders and analyses = last 24 h). */
import type { Order } from "../orders/order.ts";
import { isProofReviewOverdue } from "../orders/payment-proof.ts";
import { LOW_STOCK_THRESHOLD, type Product } from "../catalog/product.ts";

export const DASHBOARD_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * What the dashboard reads of the orders, at most: the newest pending orders, and the pending ones
 * whose Fintoc payment is processing at the bank. Together they stay within 100 documents however
 * many orders the shop has (issue 41: signing in read all 5.000 orders for four figures).
 */
export const DASHBOARD_PENDING_LIMIT = 60;
export const DASHBOARD_FINTOC_LIMIT = 40;

/**
 * The most new orders the sidebar's badge reads: past it, the badge says "99+" (issue 41: it read
 * every order of the last 24 h on every page of the back office).
 */
export const NEW_ORDER_BADGE_LIMIT = 100;

/** What the badge shows for `count` new orders read (at most NEW_ORDER_BADGE_LIMIT); null for none. */
export function newOrderBadge(count: number): string | null {
  if (count <= 0) return null;
  return count >= NEW_ORDER_BADGE_LIMIT ? `${NEW_ORDER_BADGE_LIMIT - 1}+` : String(count);
}

/** Pending orders created in the last 24 h: the "new" ones of the sidebar badge and the dashboard. */
export function isNewPendingOrder(order: { status: string; createdAt: Date }, now: Date): boolean {
  return order.status === "pending" && now.getTime() - order.createdAt.getTime() <= DASHBOARD_WINDOW_MS;
}

/** The figures of the dashboard that come from the orders: every one counts pending orders only. */
export interface PendingOrderFigures {
  pendingOrders: number;
  newPendingOrders: number;
  /** Pending orders whose proof of payment waits for an admin, and those past their review time. */
  proofsToReview: number;
  proofsOverdue: number;
}

export function pendingOrderFigures(orders: readonly Order[], now: Date): PendingOrderFigures {
  const pending = orders.filter((order) => order.status === "pending");
  return {
    pendingOrders: pending.length,
    newPendingOrders: pending.filter((order) => isNewPendingOrder(order, now)).length,
    proofsToReview: pending.filter((order) => order.proof).length,
    proofsOverdue: pending.filter((order) => isProofReviewOverdue(order, now)).length,
  };
}

/**
 * The orders as the dashboard reads them: the newest pending ones (at most DASHBOARD_PENDING_LIMIT)
 * with, when that many came and more may exist, the figures counted by the server; and the pending
 * orders whose Fintoc payment is processing (at most DASHBOARD_FINTOC_LIMIT, oldest first).
 */
export interface DashboardOrderReads {
  pending: Order[];
  counted: PendingOrderFigures | null;
  /** Paid orders still to send or to get ready for pickup; null when it could not be counted (offline). */
  awaitingDispatch: number | null;
  fintocProcessing: Order[];
}

export const NO_DASHBOARD_ORDER_READS: DashboardOrderReads = {
  pending: [],
  counted: null,
  awaitingDispatch: null,
  fintocProcessing: [],
};

/** The figures: counted by the server when the pending orders read are not all of them. */
export function dashboardOrderFigures(reads: DashboardOrderReads, now: Date): PendingOrderFigures {
  return reads.counted ?? pendingOrderFigures(reads.pending, now);
}

export interface DashboardStats extends PendingOrderFigures {
  products: number;
  lowStock: number;
}

export function dashboardStats(products: readonly Product[], orders: PendingOrderFigures): DashboardStats {
  return {
    products: products.length,
    lowStock: products.filter((product) => product.stock < LOW_STOCK_THRESHOLD).length,
    ...orders,
  };
}
