/**
 * Builds valid orders for tests, as checkout writes them: a pending pickup order of two units of one
 * piece, made at noon on 22 November 2026, with any field overridden.
 */
import type { Order } from "../orders/order.ts";

let sequence = 0;

export function makeOrder(overrides: Partial<Order> = {}): Order {
  sequence += 1;
  const createdAt = overrides.createdAt ?? new Date("2026-11-22T15:00:00Z");
  return {
    id: `order-${sequence}`,
    orderNumber: "CHT-20261122-0001",
    status: "pending",
    paymentMethod: "TRANSFERENCIA_DIRECTA",
    customer: { whatsapp: "+56912345678", instagram: null, email: null },
    delivery: { type: "pickup" },
    neckSizeCm: null,
    items: [
      {
        productId: "00000000-0000-4000-8000-000000000001",
        name: "Collar Luna",
        price: 1000,
        imageUrl: null,
        quantity: 2,
        subtotal: 2000,
      },
    ],
    discount: null,
    shipping: { kind: "pickup" },
    totalAmount: 2000,
    proof: null,
    proofCount: 0,
    proofRejectedAt: null,
    proofRefusedAt: null,
    proofNoticeAt: null,
    holdUntil: null,
    holdExtendedFrom: null,
    sweepAt: null,
    fintoc: null,
    dispatch: null,
    statusHistory: [{ from: null, to: "pending", at: createdAt, by: null }],
    createdAt,
    confirmedAt: null,
    ...overrides,
  };
}
