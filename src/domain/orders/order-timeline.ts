/**
 * The steps an order goes through, as its shopper follows them on the order page (issue 42):
 * recibido → pago verificado → despachado (shipping) or listo para retiro (pickup) → entregado.
 */
import type { Order, OrderStatus } from "./order.ts";

export type TimelineStepKey = "pending" | "verified" | "shipped" | "ready" | "delivered";

export interface TimelineStep {
  key: TimelineStepKey;
  label: string;
  /** When the order reached the step (the last time, if it went back and forth); null if unknown or not yet. */
  at: Date | null;
  state: "done" | "current" | "upcoming";
}

const STEP_LABELS: Record<TimelineStepKey, string> = {
  pending: "Recibido",
  verified: "Pago verificado",
  shipped: "Despachado",
  ready: "Listo para retiro",
  delivered: "Entregado",
};

/** The order's steps, or null for a cancelled order: it goes nowhere. */
export function orderTimeline(
  order: Pick<Order, "status" | "delivery" | "statusHistory" | "createdAt">,
): TimelineStep[] | null {
  if (order.status === "cancelled") return null;
  const keys: TimelineStepKey[] = [
    "pending",
    "verified",
    order.delivery.type === "pickup" ? "ready" : "shipped",
    "delivered",
  ];
  const index = keys.indexOf(order.status as TimelineStepKey);
  // A step of the other delivery (the functions refuse it; a hand edit could not) stands in its place.
  const reached = index === -1 ? 2 : index;
  const reachedAt = (status: OrderStatus) =>
    status === "pending"
      ? order.createdAt
      : (order.statusHistory.findLast((change) => change.to === status)?.at ?? null);
  return keys.map((key, index) => ({
    key,
    label: STEP_LABELS[key],
    at: index <= reached ? reachedAt(key) : null,
    state: index < reached ? "done" : index === reached ? "current" : "upcoming",
  }));
}
