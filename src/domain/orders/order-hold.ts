/**
 * Holds that expire. Checkout takes an order's units from stock at once (see stock-accounting), so
 * an order nobody pays would keep them forever; instead a pending order without a proof of payment
 * holds them until `holdUntil`, set at checkout from the back-office settings. After that the
 * sweep cancels it, says so in its history, and the units go back to the shop.
 */
import type { FintocPayment } from "./fintoc.ts";
import { LOCALE, TIME_ZONE } from "../locale.ts";
import { SYSTEM_ACTOR, type Order, type OrderStatus, type StatusChange } from "./order.ts";

/** What decides a hold: enough of an order to read it from any source. */
export interface HoldState {
  status: OrderStatus;
  proof: object | null;
  holdUntil: Date | null;
}

const HOUR_MS = 3_600_000;

export function holdEnd(createdAt: Date, holdHours: number): Date {
  return new Date(createdAt.getTime() + holdHours * HOUR_MS);
}

/** Has this order's hold run out: pending, no proof received, and past its time? */
export function isExpiredHold(order: HoldState, now: Date): boolean {
  return (
    order.status === "pending" &&
    order.proof === null &&
    order.holdUntil !== null &&
    order.holdUntil.getTime() <= now.getTime()
  );
}

/** Is this pending order still holding its pieces for the shopper (the payment pages say until when)? */
export function isHolding(order: HoldState): boolean {
  return order.status === "pending" && order.proof === null && order.holdUntil !== null;
}

/** What decides when the sweep may look at an order: its hold, and what is under way on it. */
export interface SweepState extends HoldState {
  fintoc: FintocPayment | null;
}

/**
 * When the sweep may cancel this order: the end of its hold, or of an open Fintoc session that
 * outlives it (the shopper may be paying right now); null while nothing can expire it (a proof
 * waits for an admin, the bank is settling a Fintoc payment, or the order is no longer pending).
 * It is stored on the order as `sweepAt`, one scalar field that the sweep's query reads alone, so
 * orders it must skip never stand at the head of that query. Every write that changes the status,
 * the proof, the hold or the Fintoc record writes it again from the order as it will be.
 */
export function sweepAt(order: SweepState): Date | null {
  if (!isHolding(order) || order.fintoc?.outcome === "processing") return null;
  const session = order.fintoc;
  const sessionEnd =
    session && session.sessionId !== null && session.outcome === null ? session.expiresAt : null;
  return sessionEnd && sessionEnd > order.holdUntil! ? sessionEnd : order.holdUntil;
}

export function expiryChange(at: Date): StatusChange {
  return { from: "pending", to: "cancelled", at, by: SYSTEM_ACTOR, reason: "hold-expired" };
}

/** Was this order cancelled because nobody paid in time (its last change says so)? */
export function expiredAt(order: Pick<Order, "status" | "statusHistory">): Date | null {
  const last = order.statusHistory.at(-1);
  return order.status === "cancelled" && last?.reason === "hold-expired" ? last.at : null;
}

const holdDateFormatter = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "martes, 24 de noviembre, 18:30" in Santiago time, as shoppers read it. */
export function formatHoldTime(at: Date): string {
  return holdDateFormatter.format(at);
}
