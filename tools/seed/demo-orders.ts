/**
 * A few past orders in every status, numbered as checkout numbers them (per Santiago day), so the
 * admin screens and order pages have something real to show from the first start.
 */
import { normalizeWhatsapp } from "@domain/chile/whatsapp.ts";
import {
  formatOrderNumber,
  type Delivery,
  type OrderItem,
  type OrderStatus,
  type PaymentMethod,
  type StatusChange,
} from "@domain/orders/order.ts";
import type { Dispatch } from "@domain/orders/dispatch.ts";
import { holdEnd, sweepAt } from "@domain/orders/order-hold.ts";
import { proofPath } from "@domain/orders/payment-proof.ts";
import { DEFAULT_BACK_OFFICE_SETTINGS } from "@domain/settings/settings.ts";
import { DEMO_ADMIN } from "./demo-admin.ts";
import type { DemoProduct } from "./demo-catalog.ts";
import { santiagoDayKey } from "@domain/locale.ts";

export type DemoOrder = {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  customer: { whatsapp: string; instagram: string | null; email: string | null };
  delivery: Delivery;
  neckSizeCm: number | null;
  items: OrderItem[];
  totalAmount: number;
  proof: { path: string; uploadedAt: Date; reviewBy: Date } | null;
  proofCount: number;
  proofRejectedAt: null;
  proofNoticeAt: Date | null;
  holdUntil: Date | null;
  sweepAt: Date | null;
  fintoc: null;
  dispatch: Dispatch | null;
  statusHistory: StatusChange[];
  createdAt: Date;
  confirmedAt: Date | null;
};

export type OrderPlan = {
  hoursAgo: number;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  whatsapp: string;
  delivery: Delivery;
  lines: Array<[productIndex: number, quantity: number]>;
  /** When the shopper sent a proof of transfer, if they did. */
  proofMinutesAfter?: number;
};

const HOUR = 3_600_000;

const DEMO_PLANS: OrderPlan[] = [
  {
    hoursAgo: 2,
    status: "pending",
    paymentMethod: "FINTOC_LINK",
    whatsapp: "+56 9 8765 4321",
    delivery: {
      type: "shipping",
      region: "Región de Valparaíso",
      comuna: "Viña del Mar",
      street: "Av. Libertad",
      number: "1050",
      apartment: "Depto 72",
    },
    lines: [
      [0, 1],
      [17, 1],
    ],
    proofMinutesAfter: 25,
  },
  {
    hoursAgo: 5,
    status: "pending",
    paymentMethod: "TRANSFERENCIA_DIRECTA",
    whatsapp: "+56 9 5555 0101",
    delivery: { type: "pickup" },
    lines: [[3, 1]],
  },
  {
    hoursAgo: 30,
    status: "verified",
    paymentMethod: "TRANSFERENCIA_DIRECTA",
    whatsapp: "+56 9 4321 8765",
    delivery: {
      type: "shipping",
      region: "Región Metropolitana de Santiago",
      comuna: "Providencia",
      street: "Los Leones",
      number: "220",
      apartment: null,
    },
    lines: [
      [5, 1],
      [19, 2],
    ],
    proofMinutesAfter: 40,
  },
  {
    hoursAgo: 52,
    status: "shipped",
    paymentMethod: "TRANSFERENCIA_DIRECTA",
    whatsapp: "+56 9 3131 2020",
    delivery: {
      type: "shipping",
      region: "Región de Los Lagos",
      comuna: "Puerto Varas",
      street: "San José",
      number: "318",
      apartment: null,
    },
    lines: [[12, 1]],
    proofMinutesAfter: 30,
  },
  {
    hoursAgo: 44,
    status: "ready",
    paymentMethod: "TRANSFERENCIA_DIRECTA",
    whatsapp: "+56 9 2424 6868",
    delivery: { type: "pickup" },
    lines: [[14, 1]],
    proofMinutesAfter: 20,
  },
  {
    hoursAgo: 80,
    status: "delivered",
    paymentMethod: "FINTOC_LINK",
    whatsapp: "+56 9 7777 1212",
    delivery: { type: "pickup" },
    lines: [[8, 1]],
    proofMinutesAfter: 15,
  },
  {
    hoursAgo: 130,
    status: "cancelled",
    paymentMethod: "FINTOC_LINK",
    whatsapp: "+56 9 6000 3434",
    delivery: {
      type: "shipping",
      region: "Región del Biobío",
      comuna: "Concepción",
      street: "Barros Arana",
      number: "745",
      apartment: null,
    },
    lines: [[10, 1]],
  },
];

function historyFor(status: OrderStatus, createdAt: Date): StatusChange[] {
  const created: StatusChange = { from: null, to: "pending", at: createdAt, by: null };
  const later = (hours: number) => new Date(createdAt.getTime() + hours * HOUR);
  switch (status) {
    case "pending":
      return [created];
    case "verified":
      return [created, { from: "pending", to: "verified", at: later(3), by: DEMO_ADMIN.displayName }];
    case "shipped":
    case "ready":
      return [
        created,
        { from: "pending", to: "verified", at: later(2), by: DEMO_ADMIN.displayName },
        { from: "verified", to: status, at: later(26), by: DEMO_ADMIN.displayName },
      ];
    case "delivered":
      return [
        created,
        { from: "pending", to: "verified", at: later(2), by: DEMO_ADMIN.displayName },
        { from: "verified", to: "delivered", at: later(48), by: DEMO_ADMIN.displayName },
      ];
    case "cancelled":
      return [created, { from: "pending", to: "cancelled", at: later(24), by: DEMO_ADMIN.displayName }];
  }
}

export function demoOrders(
  products: readonly DemoProduct[],
  imageUrlOf: (product: Pick<DemoProduct, "id">) => string | null,
  now: Date,
): { orders: DemoOrder[]; counters: Map<string, number> } {
  return ordersFromPlans(DEMO_PLANS, products, imageUrlOf, now);
}

/** Orders as checkout would have written them for `plans`, with ids `<idPrefix>-01`, `-02`… */
export function ordersFromPlans(
  plans: readonly OrderPlan[],
  products: readonly Pick<DemoProduct, "id" | "name" | "price">[],
  imageUrlOf: (product: Pick<DemoProduct, "id">) => string | null,
  now: Date,
  idPrefix = "demo-order",
  /** Each day's last order number already given, to number after it. */
  lastSequences: ReadonlyMap<string, number> = new Map(),
): { orders: DemoOrder[]; counters: Map<string, number> } {
  const counters = new Map(lastSequences);
  const idDigits = Math.max(2, String(plans.length).length);
  // Oldest first, so each day's sequence grows with time as it would at checkout.
  const ordered = [...plans].sort((a, b) => b.hoursAgo - a.hoursAgo);
  const orders = ordered.map((plan, index): DemoOrder => {
    const createdAt = new Date(now.getTime() - plan.hoursAgo * HOUR);
    const day = santiagoDayKey(createdAt);
    const sequence = (counters.get(day) ?? 0) + 1;
    counters.set(day, sequence);
    const items = plan.lines.map(([productIndex, quantity]): OrderItem => {
      const product = products[productIndex % products.length]!;
      return {
        productId: product.id,
        name: product.name,
        price: product.price,
        imageUrl: imageUrlOf(product),
        quantity,
        subtotal: product.price * quantity,
      };
    });
    const history = historyFor(plan.status, createdAt);
    const verification = history.find((change) => change.to === "verified");
    const shipment = history.find((change) => change.to === "shipped");
    const id = `${idPrefix}-${String(index + 1).padStart(idDigits, "0")}`;
    const proofAt =
      plan.proofMinutesAfter === undefined
        ? null
        : new Date(createdAt.getTime() + plan.proofMinutesAfter * 60_000);
    const proof = proofAt && {
      path: proofPath(id, proofAt, "jpg"),
      uploadedAt: proofAt,
      reviewBy: new Date(
        proofAt.getTime() + DEFAULT_BACK_OFFICE_SETTINGS.orders.proofReviewHours * 3_600_000,
      ),
    };
    // As checkout sets it; the demo's pending orders are hours old, so their holds still run.
    const holdUntil =
      plan.status === "pending" ? holdEnd(createdAt, DEFAULT_BACK_OFFICE_SETTINGS.orders.holdHours) : null;
    return {
      id,
      orderNumber: formatOrderNumber(createdAt, sequence),
      status: plan.status,
      paymentMethod: plan.paymentMethod,
      customer: { whatsapp: normalizeWhatsapp(plan.whatsapp) ?? plan.whatsapp, instagram: null, email: null },
      delivery: plan.delivery,
      neckSizeCm: plan.status === "delivered" ? 42 : null,
      items,
      totalAmount: items.reduce((sum, item) => sum + item.subtotal, 0),
      proof,
      proofCount: proofAt ? 1 : 0,
      proofRejectedAt: null,
      proofNoticeAt: proofAt,
      holdUntil,
      sweepAt: sweepAt({ status: plan.status, proof, holdUntil, fintoc: null }),
      // Placed before the shop took Fintoc payments: they pay by the payment link and a proof.
      fintoc: null,
      dispatch: shipment
        ? { courier: "starken", courierName: null, trackingNumber: "990045127", at: shipment.at }
        : null,
      statusHistory: history,
      createdAt,
      confirmedAt: verification?.at ?? null,
    };
  });
  return { orders, counters };
}
