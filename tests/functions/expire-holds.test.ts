/**
 * The sweep of expired holds, run as the scheduled function and the start command run it
 * (`sweepHolds`), over orders made by the real checkout and orders written as each writer of
 * orders writes them.
 */
import { randomUUID } from "node:crypto";
import { FieldValue } from "firebase-admin/firestore";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  HISTORY_EXTENSION_MS,
  keepOpenCheckoutHistories,
} from "../../functions/src/orders/checkout-histories.ts";
import { sweepDueOrders, sweepHolds, UNREADABLE_RETRY_MS } from "../../functions/src/orders/expire-holds.ts";
import { BACKFILL_GRACE_MS, SWEEP_AT_BACKFILL_DOC } from "../../functions/src/orders/sweep-at-backfill.ts";
import { BACK_OFFICE_SETTINGS_DOC, COLLECTIONS } from "@domain/collections.ts";
import type { Product } from "@domain/catalog/product.ts";
import { NEW_FINTOC_PAYMENT } from "@domain/orders/fintoc.ts";
import { sweepAt } from "@domain/orders/order-hold.ts";
import type { Order } from "@domain/orders/order.ts";
import { DEFAULT_BACK_OFFICE_SETTINGS } from "@domain/settings/settings.ts";
import { makeOrder } from "@domain/testing/make-order.ts";
import { makeProduct } from "@domain/testing/make-product.ts";
import { adminDb, useLocalEmulators } from "../../tools/firebase-admin.ts";
import { callFrom, newClientAddress } from "../support/client.ts";
import { clearAllData } from "../support/emulator-data.ts";

const HOUR = 3_600_000;
const products = () => adminDb().collection(COLLECTIONS.products);
const orders = () => adminDb().collection(COLLECTIONS.orders);

beforeAll(() => useLocalEmulators());
beforeEach(async () => {
  await clearAllData();
  await adminDb()
    .collection(COLLECTIONS.settings)
    .doc(BACK_OFFICE_SETTINGS_DOC)
    .set({ ...DEFAULT_BACK_OFFICE_SETTINGS, orders: { holdHours: 2, proofReviewHours: 48 } });
});

let whatsappCount = 0;
async function checkout(product: Product, quantity: number, address = newClientAddress()): Promise<string> {
  const { orderId } = await callFrom<{ orderId: string }>(address, "createOrder", {
    idempotencyKey: randomUUID(),
    paymentMethod: "TRANSFERENCIA_DIRECTA",
    whatsapp: `+56 9 5000 ${String(1000 + ++whatsappCount)}`,
    delivery: { type: "pickup" },
    items: [{ productId: product.id, quantity, name: product.name }],
  });
  return orderId;
}
const stockOf = async (product: Product) => (await products().doc(product.id).get()).get("stock") as number;
const statusOf = async (orderId: string) => (await orders().doc(orderId).get()).get("status") as string;
const sweepAtOf = async (orderId: string) =>
  ((await orders().doc(orderId).get()).get("sweepAt") as { toDate(): Date } | null)?.toDate() ?? null;
/** One run of the sweep, as the scheduled function and `npm start` run it: the orders it cancelled. */
const expireHolds = async (now: Date) => (await sweepHolds(adminDb(), now)).expired;

/** Writes orders as the shop's writers write them (with `sweepAt`), in batches Firestore takes. */
async function writeOrders(list: (Omit<Partial<Order>, "items"> & { items?: unknown })[]): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < list.length; start += 400) {
    const batch = adminDb().batch();
    for (const overrides of list.slice(start, start + 400)) {
      const { id, ...order } = makeOrder({ id: randomUUID(), ...(overrides as Partial<Order>) });
      batch.set(orders().doc(id), { ...order, sweepAt: sweepAt(order) });
      ids.push(id);
    }
    await batch.commit();
  }
  return ids;
}

describe("expireHolds", () => {
  it("cancels unpaid orders past their hold and gives their units back, once", async () => {
    const luna = makeProduct({ name: "Collar Luna", stock: 5 });
    const gota = makeProduct({ name: "Aros Gota", stock: 5, productType: "aro" });
    await Promise.all([luna, gota].map(({ id, ...fields }) => products().doc(id).set(fields)));
    const unpaid = await checkout(luna, 2);
    const withProof = await checkout(luna, 1);
    const verified = await checkout(gota, 2);
    const proofPath = `payment-proofs/${withProof}/1700000000000.jpg`;
    await orders()
      .doc(withProof)
      .update({ proof: { path: proofPath, uploadedAt: new Date() }, sweepAt: null });
    await orders().doc(verified).update({ status: "verified", sweepAt: null });
    expect([await stockOf(luna), await stockOf(gota)]).toEqual([2, 3]);

    // Before the hold ends nothing happens.
    expect(await expireHolds(new Date(Date.now() + HOUR))).toEqual([]);
    expect(await statusOf(unpaid)).toBe("pending");

    // Two sweeps at once (two scheduled runs overlapping): the order is cancelled by one of them.
    const later = new Date(Date.now() + 2 * HOUR + 60_000);
    const sweeps = await Promise.all([expireHolds(later), expireHolds(later)]);
    expect(sweeps.flat()).toEqual([unpaid]);

    const order = await orders().doc(unpaid).get();
    expect(order.get("status")).toBe("cancelled");
    const change = order.get("statusHistory").at(-1);
    expect({ ...change, at: change.at.toDate() }).toEqual({
      from: "pending",
      to: "cancelled",
      at: later,
      by: "sistema",
      reason: "hold-expired",
    });
    expect([await stockOf(luna), await stockOf(gota)]).toEqual([4, 3]);
    // A paid order (proof received) and a verified one are never expired.
    expect([await statusOf(withProof), await statusOf(verified)]).toEqual(["pending", "verified"]);

    // A later sweep finds nothing more to give back.
    expect(await expireHolds(new Date(later.getTime() + HOUR))).toEqual([]);
    expect(await stockOf(luna)).toBe(4);
  });

  it("gives units back only to products that still exist", async () => {
    const piece = makeProduct({ stock: 3 });
    const other = makeProduct({ stock: 3 });
    await Promise.all([piece, other].map(({ id, ...fields }) => products().doc(id).set(fields)));
    const unpaid = await checkout(piece, 1);
    await products().doc(piece.id).delete();

    expect(await expireHolds(new Date(Date.now() + 3 * HOUR))).toEqual([unpaid]);
    expect(await statusOf(unpaid)).toBe("cancelled");
    expect((await products().doc(piece.id).get()).exists).toBe(false);
    expect(await stockOf(other)).toBe(3);
  });

  it("reaches an expired hold behind any number of orders waiting for a proof's review", async () => {
    const piece = makeProduct({ stock: 3 });
    const { id, ...fields } = piece;
    await products().doc(id).set(fields);
    const unpaid = await checkout(piece, 1);
    // More orders with a proof than one sweep takes, all past their hold and older than `unpaid`.
    const longAgo = new Date(Date.now() - 24 * HOUR);
    const batch = adminDb().batch();
    for (let index = 0; index < 201; index++)
      batch.set(orders().doc(), {
        status: "pending",
        proof: { path: `payment-proofs/x${index}/1.jpg`, uploadedAt: longAgo, reviewBy: longAgo },
        holdUntil: longAgo,
        items: [],
        statusHistory: [],
      });
    await batch.commit();

    expect(await expireHolds(new Date(Date.now() + 3 * HOUR))).toEqual([unpaid]);
    expect(await stockOf(piece)).toBe(3);
  });

  it("cancels an expired order behind more than a page of orders it must skip, in one run (issue 37, point 4)", async () => {
    const piece = makeProduct({ stock: 3 });
    const { id, ...fields } = piece;
    await products().doc(id).set(fields);
    // Every one of them past its hold, long before the expired order's: the old query (pending, no
    // proof, oldest hold first, a page at a time) took a page of these, skipped them, and stopped.
    // Pages of 20 here (200 in production), so the test needs a tenth of the writes.
    const longAgo = new Date(Date.now() - 24 * HOUR);
    const inProcess = {
      ...NEW_FINTOC_PAYMENT,
      sessionId: "cs_1",
      expiresAt: longAgo,
      outcome: "processing" as const,
    };
    const skipped = await writeOrders([
      ...Array.from({ length: 11 }, () => ({ holdUntil: longAgo, fintoc: inProcess })),
      // Written right, then broken by hand: items that are not a list of items.
      ...Array.from({ length: 21 }, () => ({ holdUntil: longAgo, items: "dos collares" })),
    ]);
    expect(skipped).toHaveLength(32);
    const unpaid = await checkout(piece, 1);

    const now = new Date(Date.now() + 3 * HOUR);
    const run = await sweepDueOrders(adminDb(), now, 20);
    expect(run.expired).toEqual([unpaid]);
    expect(await stockOf(piece)).toBe(3);
    // The unreadable ones are reported, and out of the way until tomorrow, when they are again.
    const unreadable = skipped.slice(11);
    expect(run.unreadable.sort()).toEqual([...unreadable].sort());
    expect(await sweepAtOf(unreadable[0]!)).toEqual(new Date(now.getTime() + UNREADABLE_RETRY_MS));
    expect((await sweepDueOrders(adminDb(), new Date(now.getTime() + 60_000), 20)).unreadable).toEqual([]);
    expect(await statusOf(skipped[0]!)).toBe("pending");
  });

  it("moves orders out of its way page after page when their sweepAt has gone stale", async () => {
    const piece = makeProduct({ stock: 3 });
    const { id, ...fields } = piece;
    await products().doc(id).set(fields);
    const longAgo = new Date(Date.now() - 24 * HOUR);
    // More than two pages of orders whose proof came after their sweepAt was written, by a writer
    // that forgot it: the sweep must not cancel them, and must not stop at them. Pages of 20 here
    // (200 in production), so the test pages on with a fifth of the writes.
    const stale = await writeOrders(Array.from({ length: 50 }, () => ({ holdUntil: longAgo })));
    const batch = adminDb().batch();
    for (const orderId of stale)
      batch.update(orders().doc(orderId), {
        proof: { path: `payment-proofs/${orderId}/1.jpg`, uploadedAt: longAgo, reviewBy: longAgo },
      });
    await batch.commit();
    const unpaid = await checkout(piece, 1);

    const swept = await sweepDueOrders(adminDb(), new Date(Date.now() + 3 * HOUR), 20);
    expect(swept).toEqual({ expired: [unpaid], unreadable: [] });
    expect(await sweepAtOf(stale[49]!)).toBeNull();
    expect(await statusOf(stale[0]!)).toBe("pending");
  });

  it("leaves an order it cannot read alone, and goes on with the others", async () => {
    const piece = makeProduct({ stock: 3 });
    const { id, ...fields } = piece;
    await products().doc(id).set(fields);
    // Expired before the real one, so the sweep meets it first; its items are not a list of items.
    const broken = orders().doc();
    await broken.set({
      status: "pending",
      proof: null,
      holdUntil: new Date(Date.now() - 24 * HOUR),
      items: "dos collares",
      statusHistory: [],
    });
    const unpaid = await checkout(piece, 1);

    const now = new Date(Date.now() + 3 * HOUR);
    expect(await sweepHolds(adminDb(), now)).toMatchObject({ expired: [unpaid], unreadable: [broken.id] });
    expect(await statusOf(broken.id)).toBe("pending");
    expect(await sweepAtOf(broken.id)).toEqual(new Date(now.getTime() + UNREADABLE_RETRY_MS));
    expect(await stockOf(piece)).toBe(3);
  });
});

describe("sweepAt on orders written before it existed", () => {
  const marker = () => adminDb().collection(COLLECTIONS.migrations).doc(SWEEP_AT_BACKFILL_DOC);

  it("is filled in by the sweep itself, which then cancels what has expired and stops looking", async () => {
    const piece = makeProduct({ stock: 5 });
    const { id, ...fields } = piece;
    await products().doc(id).set(fields);
    const longAgo = new Date(Date.now() - 24 * HOUR);
    const soon = new Date(Date.now() + HOUR);
    const proof = { path: "payment-proofs/p/1.jpg", uploadedAt: longAgo, reviewBy: longAgo };
    const inProcess = {
      ...NEW_FINTOC_PAYMENT,
      sessionId: "cs_1",
      expiresAt: longAgo,
      outcome: "processing" as const,
    };
    const items = [
      {
        productId: piece.id,
        name: piece.name,
        price: piece.price,
        imageUrl: null,
        quantity: 2,
        subtotal: 2 * piece.price,
      },
    ];
    // As the old code wrote them: no sweepAt at all.
    const written = await writeOrders([
      { holdUntil: longAgo, items },
      { holdUntil: soon },
      { holdUntil: longAgo, proof },
      { holdUntil: longAgo, fintoc: inProcess },
      { status: "verified", holdUntil: longAgo },
    ]);
    const [expired, running, waiting, settling, verified] = written;
    await Promise.all(
      written.map((orderId) => orders().doc(orderId).update({ sweepAt: FieldValue.delete() })),
    );
    expect((await orders().doc(expired!).get()).get("sweepAt")).toBeUndefined();

    const now = new Date();
    const first = await sweepHolds(adminDb(), now);
    // The verified order is not pending: it needs no sweepAt, and the sweep never reads it.
    expect(first).toMatchObject({ backfilled: 4, expired: [expired] });
    expect(await stockOf(piece)).toBe(7);
    expect(await sweepAtOf(running!)).toEqual(soon);
    expect([await sweepAtOf(waiting!), await sweepAtOf(settling!)]).toEqual([null, null]);
    expect((await orders().doc(verified!).get()).get("sweepAt")).toBeUndefined();
    expect([await statusOf(waiting!), await statusOf(settling!)]).toEqual(["pending", "pending"]);

    // It keeps looking for an hour (a checkout still on the old code during a deploy)...
    const [late] = await writeOrders([{ holdUntil: longAgo }]);
    await orders().doc(late!).update({ sweepAt: FieldValue.delete() });
    expect(await sweepHolds(adminDb(), new Date(now.getTime() + 10 * 60_000))).toMatchObject({
      backfilled: 1,
      expired: [late],
    });
    expect((await marker().get()).get("doneAt")).toBeNull();
    // ...then a pass that finds nothing more says it is done, and later sweeps skip it.
    const done = new Date(now.getTime() + BACKFILL_GRACE_MS + 20 * 60_000);
    expect((await sweepHolds(adminDb(), done)).backfilled).toBe(0);
    expect((await marker().get()).get("doneAt").toDate()).toEqual(done);
    expect((await sweepHolds(adminDb(), new Date(done.getTime() + 60_000))).backfilled).toBeNull();
  });
});

describe("keepOpenCheckoutHistories", () => {
  const histories = () => adminDb().collection(COLLECTIONS.rateLimits);
  const expiresAtOf = async (historyId: string) =>
    ((await histories().doc(historyId).get()).get("expiresAt") as { toDate(): Date }).toDate();
  /** The histories (address and WhatsApp number) that count an order. */
  const historiesOf = async (orderId: string) =>
    (await histories().where("openOrderIds", "array-contains", orderId).get()).docs.map((doc) => doc.id);

  it("keeps a client's history while an order it counts is still pending, and only then", async () => {
    const piece = makeProduct({ stock: 5 });
    const { id, ...fields } = piece;
    await products().doc(id).set(fields);
    const waiting = await checkout(piece, 1);
    const settled = await checkout(piece, 1);
    // The first order's proof waits for an admin, past the hold; the second was cancelled.
    await orders()
      .doc(waiting)
      .update({ proof: { path: `payment-proofs/${waiting}/1.jpg`, uploadedAt: new Date(), reviewBy: null } });
    await orders().doc(settled).update({ status: "cancelled" });
    const [waitingHistories, settledHistories] = [await historiesOf(waiting), await historiesOf(settled)];
    expect(waitingHistories).toHaveLength(2);
    const plannedEnd = await expiresAtOf(settledHistories[0]!);

    // Half an hour before the histories expire (the hold's end, two hours after checkout).
    const now = new Date(plannedEnd.getTime() - HOUR / 2);
    expect((await keepOpenCheckoutHistories(adminDb(), now)).sort()).toEqual([...waitingHistories].sort());
    for (const historyId of waitingHistories)
      expect(await expiresAtOf(historyId)).toEqual(new Date(now.getTime() + HISTORY_EXTENSION_MS));
    for (const historyId of settledHistories) expect(await expiresAtOf(historyId)).toEqual(plannedEnd);

    // Histories not about to expire are left alone.
    expect(await keepOpenCheckoutHistories(adminDb(), new Date(now.getTime() - 2 * HOUR))).toEqual([]);
  });
});
