import { describe, expect, it } from "vitest";
import { makeOrder } from "../testing/make-order.ts";
import { orderTimeline } from "./order-timeline.ts";
import type { StatusChange } from "./order.ts";

const createdAt = new Date("2026-11-22T15:00:00Z");
const paidAt = new Date("2026-11-22T18:00:00Z");
const shippedAt = new Date("2026-11-23T12:00:00Z");
const history: StatusChange[] = [
  { from: null, to: "pending", at: createdAt, by: null },
  { from: "pending", to: "verified", at: paidAt, by: "Ana" },
  { from: "verified", to: "shipped", at: shippedAt, by: "Ana" },
];
const shipping = {
  type: "shipping" as const,
  region: "RM",
  comuna: "Ñuñoa",
  street: "Irarrázaval",
  number: "100",
  apartment: null,
};

describe("order timeline", () => {
  it("shows a new order received, with the steps of its delivery ahead", () => {
    const steps = orderTimeline(makeOrder({ createdAt, delivery: shipping }))!;
    expect(steps.map((step) => [step.label, step.state, step.at])).toEqual([
      ["Recibido", "current", createdAt],
      ["Pago verificado", "upcoming", null],
      ["Despachado", "upcoming", null],
      ["Entregado", "upcoming", null],
    ]);
  });

  it("marks a shipped order's steps done with their times", () => {
    const steps = orderTimeline(
      makeOrder({ createdAt, delivery: shipping, status: "shipped", statusHistory: history }),
    )!;
    expect(steps.map((step) => [step.key, step.state, step.at])).toEqual([
      ["pending", "done", createdAt],
      ["verified", "done", paidAt],
      ["shipped", "current", shippedAt],
      ["delivered", "upcoming", null],
    ]);
  });

  it("gives a pickup order 'Listo para retiro' instead of 'Despachado'", () => {
    const steps = orderTimeline(makeOrder({ status: "ready" }))!;
    expect(steps.map((step) => step.label)).toEqual([
      "Recibido",
      "Pago verificado",
      "Listo para retiro",
      "Entregado",
    ]);
    expect(steps.map((step) => step.state)).toEqual(["done", "done", "current", "upcoming"]);
    // Set to "ready" without a recorded payment step: done, with no time to show.
    expect(steps[1]!.at).toBeNull();
  });

  it("ends every step at delivery, and shows nothing for a cancelled order", () => {
    const delivered = orderTimeline(makeOrder({ status: "delivered" }))!;
    expect(delivered.map((step) => step.state)).toEqual(["done", "done", "done", "current"]);
    expect(orderTimeline(makeOrder({ status: "cancelled" }))).toBeNull();
  });
});
