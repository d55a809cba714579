/**
 * The sweep of expired holds, run as the scheduled function and the start command run it, over
 * orders made by the real checkout.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  HISTORY_EXTENSION_MS,
  keepOpenCheckoutHistories,
} from "../../functions/src/orders/checkout-histories.ts";
import { expireHolds } from "../../functions/src/orders/expire-holds.ts";
import { BACK_OFFICE_SETTINGS_DOC, COLLECTIONS } from "@domain/collections.ts";
import type { Product } from "@domain/catalog/product.ts";
import { DEFAULT_BACK_OFFICE_SETTINGS } from "@domain/settings/settings.ts";
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
      .update({ proof: { path: proofPath, uploadedAt: new Date() } });
    await orders().doc(verified).update({ status: "verified" });
    expect([await stockOf(luna), await stockOf(gota)]).toEqual([2, 3]);

    // Before the hold ends nothing happens.
    expect(await expireHolds(adminDb(), new Date(Date.now() + HOUR))).toEqual([]);
    expect(await statusOf(unpaid)).toBe("pending");

    // Two sweeps at once (two scheduled runs overlapping): the order is cancelled by one of them.
    const later = new Date(Date.now() + 2 * HOUR + 60_000);
    const sweeps = await Promise.all([expireHolds(adminDb(), later), expireHolds(adminDb(), later)]);
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
    expect(await expireHolds(adminDb(), new Date(later.getTime() + HOUR))).toEqual([]);
    expect(await stockOf(luna)).toBe(4);
  });

  it("gives units back only to products that still exist", async () => {
    const piece = makeProduct({ stock: 3 });
    const other = makeProduct({ stock: 3 });
    await Promise.all([piece, other].map(({ id, ...fields }) => products().doc(id).set(fields)));
    const unpaid = await checkout(piece, 1);
    await products().doc(piece.id).delete();

    expect(await expireHolds(adminDb(), new Date(Date.now() + 3 * HOUR))).toEqual([unpaid]);
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

    expect(await expireHolds(adminDb(), new Date(Date.now() + 3 * HOUR))).toEqual([unpaid]);
    expect(await stockOf(piece)).toBe(3);
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

    expect(await expireHolds(adminDb(), new Date(Date.now() + 3 * HOUR))).toEqual([unpaid]);
    expect(await statusOf(broken.id)).toBe("pending");
    expect(await stockOf(piece)).toBe(3);
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
