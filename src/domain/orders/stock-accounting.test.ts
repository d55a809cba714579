import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planOrder } from "./checkout.ts";
import { ORDER_STATUSES, type OrderItem, type OrderStatus } from "./order.ts";
import type { Product } from "../catalog/product.ts";
import {
  applyStockDelta,
  holdsStock,
  stockDeltaForDeletion,
  stockDeltaForStatusChange,
} from "./stock-accounting.ts";
import { makeProduct } from "../testing/make-product.ts";

describe("stock deltas", () => {
  const items = [
    { productId: "a", quantity: 2 },
    { productId: "b", quantity: 1 },
  ];

  it("gives units back on cancel and takes them again on reopen", () => {
    expect(stockDeltaForStatusChange(items, "pending", "cancelled")).toEqual(
      new Map([
        ["a", 2],
        ["b", 1],
      ]),
    );
    expect(stockDeltaForStatusChange(items, "cancelled", "verified")).toEqual(
      new Map([
        ["a", -2],
        ["b", -1],
      ]),
    );
  });

  it("changes nothing between statuses that both hold stock (verified → delivered included)", () => {
    expect(stockDeltaForStatusChange(items, "pending", "verified").size).toBe(0);
    expect(stockDeltaForStatusChange(items, "verified", "delivered").size).toBe(0);
    expect(stockDeltaForStatusChange(items, "cancelled", "cancelled").size).toBe(0);
  });

  it("gives units back when a holding order is deleted, not when a cancelled one is", () => {
    expect(stockDeltaForDeletion(items, "delivered")).toEqual(
      new Map([
        ["a", 2],
        ["b", 1],
      ]),
    );
    expect(stockDeltaForDeletion(items, "cancelled").size).toBe(0);
  });

  it("refuses to take units that are not there, and drops units for deleted products", () => {
    const current = new Map<string, number | undefined>([
      ["a", 1],
      ["b", 4],
    ]);
    expect(applyStockDelta(current, new Map([["a", -2]]))).toEqual({
      ok: false,
      productId: "a",
      available: 1,
    });
    expect(applyStockDelta(current, new Map([["gone", -1]]))).toEqual({
      ok: false,
      productId: "gone",
      available: 0,
    });
    expect(
      applyStockDelta(
        current,
        new Map([
          ["gone", 3],
          ["b", -4],
        ]),
      ),
    ).toEqual({
      ok: true,
      stock: new Map([["b", 0]]),
    });
  });
});

/** The same bookkeeping the functions do, on an in-memory shop. */
class ShopModel {
  readonly stock: Map<string, number>;
  readonly orders: { status: OrderStatus; items: OrderItem[] }[] = [];

  constructor(readonly products: Product[]) {
    this.stock = new Map(products.map((product) => [product.id, product.stock]));
  }

  checkout(lines: { product: number; quantity: number }[]) {
    const current = new Map(
      this.products.map((product) => [product.id, { ...product, stock: this.stock.get(product.id)! }]),
    );
    const plan = planOrder(
      lines.map(({ product, quantity }) => ({ productId: this.products[product]!.id, quantity, name: "x" })),
      current,
    );
    if (!plan.ok) return;
    for (const [id, stock] of plan.stock) this.stock.set(id, stock);
    this.orders.push({ status: "pending", items: plan.items });
  }

  setStatus(index: number, to: OrderStatus) {
    const order = this.orders[index % Math.max(this.orders.length, 1)];
    if (!order) return;
    const applied = applyStockDelta(this.stock, stockDeltaForStatusChange(order.items, order.status, to));
    if (!applied.ok) return;
    for (const [id, stock] of applied.stock) this.stock.set(id, stock);
    order.status = to;
  }

  delete(index: number) {
    const at = index % Math.max(this.orders.length, 1);
    const order = this.orders[at];
    if (!order) return;
    const applied = applyStockDelta(this.stock, stockDeltaForDeletion(order.items, order.status));
    if (!applied.ok) return;
    for (const [id, stock] of applied.stock) this.stock.set(id, stock);
    this.orders.splice(at, 1);
  }

  held(productId: string): number {
    return this.orders
      .filter((order) => holdsStock(order.status))
      .flatMap((order) => order.items)
      .filter((item) => item.productId === productId)
      .reduce((sum, item) => sum + item.quantity, 0);
  }
}

const line = fc.record({ product: fc.nat({ max: 2 }), quantity: fc.integer({ min: 1, max: 4 }) });
const action = fc.oneof(
  fc.record({
    kind: fc.constant("checkout" as const),
    lines: fc.array(line, { minLength: 1, maxLength: 3 }),
  }),
  fc.record({
    kind: fc.constant("status" as const),
    index: fc.nat(),
    to: fc.constantFrom(...ORDER_STATUSES),
  }),
  fc.record({ kind: fc.constant("delete" as const), index: fc.nat() }),
);

describe("stock accounting over random histories", () => {
  it("keeps stock + units held by orders equal to the initial stock, and never below zero", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 3, maxLength: 3 }),
        fc.array(action, { maxLength: 60 }),
        (initial, actions) => {
          const shop = new ShopModel(initial.map((stock) => makeProduct({ stock })));
          for (const step of actions) {
            if (step.kind === "checkout") shop.checkout(step.lines);
            else if (step.kind === "status") shop.setStatus(step.index, step.to);
            else shop.delete(step.index);

            shop.products.forEach((product, at) => {
              expect(shop.stock.get(product.id)).toBeGreaterThanOrEqual(0);
              expect(shop.stock.get(product.id)! + shop.held(product.id)).toBe(initial[at]);
            });
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
