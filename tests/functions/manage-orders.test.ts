import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CreatedOrder } from "@domain/orders/checkout.ts";
import { COLLECTIONS } from "@domain/collections.ts";
import type { OrderActionResult } from "@domain/orders/order.ts";
import { proofPath, REJECT_PROOF_MESSAGES, REJECTED_PROOF_HOLD_HOURS } from "@domain/orders/payment-proof.ts";
import { BACK_OFFICE_SETTINGS_DOC } from "@domain/collections.ts";
import { DEFAULT_BACK_OFFICE_SETTINGS } from "@domain/settings/settings.ts";
import type { Product } from "@domain/catalog/product.ts";
import { makeOrder } from "@domain/testing/make-order.ts";
import { makeProduct } from "@domain/testing/make-product.ts";
import { adminAuth, adminBucket, adminDb, useLocalEmulators } from "../../tools/firebase-admin.ts";
import { grantAdmin } from "../../tools/grant-admin.ts";
import { expireHolds } from "../../functions/src/orders/expire-holds.ts";
import { errorOf, testClient, type TestClient } from "../support/client.ts";
import { waitUntil } from "../support/triggers.ts";
import { clearFirestore } from "../support/emulator-data.ts";
import { resetAccount } from "../support/accounts.ts";
import { PROVIDENCIA_DELIVERY } from "@domain/testing/addresses.ts";

const owner = { email: "gestion@chatoyant.test", password: "clave-segura-3" };
const customer = { email: "clienta@chatoyant.test", password: "clave-segura-4" };

let admin: TestClient;
let signedIn: TestClient;
let anonymous: TestClient;

beforeAll(async () => {
  useLocalEmulators();
  await resetAccount(owner);
  await resetAccount(customer);
  await grantAdmin(owner.email);
  [admin, signedIn, anonymous] = await Promise.all([testClient(owner), testClient(customer), testClient()]);
});
afterAll(() => Promise.all([admin, signedIn, anonymous].map((client) => client?.close())));
// Firestore only: the admin signed in above must stay an account for its calls to be accepted.
beforeEach(() => clearFirestore());

const products = () => adminDb().collection(COLLECTIONS.products);
const orders = () => adminDb().collection(COLLECTIONS.orders);

async function addProduct(fields: Partial<Product>): Promise<Product> {
  const product = makeProduct(fields);
  const { id, ...data } = product;
  await products().doc(id).set(data);
  return product;
}
const stockOf = async (product: Product) => (await products().doc(product.id).get()).get("stock") as number;
const orderData = async (orderId: string) => (await orders().doc(orderId).get()).data();
const dateOf = async (orderId: string, field: "holdUntil" | "sweepAt") =>
  ((await orders().doc(orderId).get()).get(field) as { toDate(): Date } | null)?.toDate() ?? null;

/** A real checkout, as a shopper makes it. */
async function checkout(
  product: Product,
  quantity: number,
  delivery: object = { type: "pickup" },
): Promise<string> {
  const created = await anonymous.call<CreatedOrder>("createOrder", {
    idempotencyKey: randomUUID(),
    paymentMethod: "TRANSFERENCIA_DIRECTA",
    whatsapp: "+56 9 1234 5678",
    delivery,
    items: [{ productId: product.id, quantity, name: product.name }],
  });
  return created.orderId;
}

const setStatus = (orderIds: string[], status: string, dispatch?: unknown) =>
  admin.call<OrderActionResult>("updateOrderStatus", { orderIds, status, dispatch });
const remove = (orderIds: string[]) => admin.call<OrderActionResult>("deleteOrders", { orderIds });

describe("order actions (callables, on the Functions emulator)", () => {
  it.each([
    ["anonymous shoppers", () => anonymous, "functions/unauthenticated"],
    ["signed-in users without the admin claim", () => signedIn, "functions/permission-denied"],
  ])("refuse %s and change nothing", async (_who, client, code) => {
    const piece = await addProduct({ stock: 3 });
    const orderId = await checkout(piece, 1);

    expect(
      (await errorOf(client().call("updateOrderStatus", { orderIds: [orderId], status: "cancelled" }))).code,
    ).toBe(code);
    expect((await errorOf(client().call("deleteOrders", { orderIds: [orderId] }))).code).toBe(code);
    expect(await orderData(orderId)).toMatchObject({ status: "pending" });
    expect(await stockOf(piece)).toBe(2);
  });

  it("verifies, cancels (units come back) and reopens (units taken again), recording who and when", async () => {
    const piece = await addProduct({ stock: 5 });
    const orderId = await checkout(piece, 2);
    expect(await stockOf(piece)).toBe(3);

    expect(await setStatus([orderId], "verified")).toEqual({ done: [orderId], failed: [] });
    expect(await stockOf(piece)).toBe(3);
    const verified = (await orderData(orderId))!;
    expect(verified.confirmedAt).not.toBeNull();
    // Paid: nothing for the hold sweep to do.
    expect(verified.sweepAt).toBeNull();

    await setStatus([orderId], "cancelled");
    expect(await stockOf(piece)).toBe(5);
    await setStatus([orderId], "pending");
    expect(await stockOf(piece)).toBe(3);

    const history = (await orderData(orderId))!.statusHistory as {
      from: string | null;
      to: string;
      by: string | null;
    }[];
    expect(history.map(({ from, to, by }) => [from, to, by])).toEqual([
      [null, "pending", null],
      ["pending", "verified", "Administración"],
      ["verified", "cancelled", "Administración"],
      ["cancelled", "pending", "Administración"],
    ]);
    // The e-mail of the admin is nowhere in an order anyone with its id may read; the uid is.
    expect(JSON.stringify(await orderData(orderId))).not.toContain(owner.email);
    const ownerUid = (await adminAuth().getUserByEmail(owner.email)).uid;
    expect(history.slice(1).map((change) => (change as { byUid?: string }).byUid)).toEqual([
      ownerUid,
      ownerUid,
      ownerUid,
    ]);
    expect((await orderData(orderId))!.confirmedAt).toEqual(verified.confirmedAt);
  });

  it("gives a reopened order a fresh hold, so the next sweep does not cancel it again", async () => {
    await adminDb()
      .collection(COLLECTIONS.settings)
      .doc(BACK_OFFICE_SETTINGS_DOC)
      .set({ ...DEFAULT_BACK_OFFICE_SETTINGS, orders: { holdHours: 6, proofReviewHours: 48 } });
    const piece = await addProduct({ stock: 2 });
    const orderId = await checkout(piece, 1);
    await setStatus([orderId], "cancelled");
    expect(await dateOf(orderId, "sweepAt")).toBeNull();
    // Cancelled days ago: its hold has long passed.
    await orders()
      .doc(orderId)
      .update({ holdUntil: new Date(Date.now() - 72 * 3_600_000) });

    const before = Date.now();
    await setStatus([orderId], "pending");
    const holdUntil = (await dateOf(orderId, "holdUntil"))!;
    expect(holdUntil.getTime()).toBeGreaterThanOrEqual(before + 6 * 3_600_000);
    expect(holdUntil.getTime()).toBeLessThanOrEqual(Date.now() + 6 * 3_600_000);
    expect(await dateOf(orderId, "sweepAt")).toEqual(holdUntil);
    expect(await expireHolds(adminDb(), new Date(Date.now() + 10 * 60_000))).toEqual([]);
    expect(await orderData(orderId)).toMatchObject({ status: "pending" });
    expect(await stockOf(piece)).toBe(1);
  });

  it("will not reopen a cancelled order whose units were sold meanwhile", async () => {
    const piece = await addProduct({ name: "Collar Único", stock: 1 });
    const first = await checkout(piece, 1);
    await setStatus([first], "cancelled");
    await checkout(piece, 1);

    const result = await setStatus([first], "verified");
    expect(result).toEqual({
      done: [],
      failed: [
        { orderId: first, message: "Solo quedan 0 unidades de Collar Único: no se puede reabrir el pedido." },
      ],
    });
    expect(await orderData(first)).toMatchObject({ status: "cancelled" });
    expect(await stockOf(piece)).toBe(0);
  });

  it("changes many orders at once and names the ones it could not change", async () => {
    const piece = await addProduct({ stock: 10 });
    const ids = [await checkout(piece, 1), await checkout(piece, 2), await checkout(piece, 3)];
    expect(await stockOf(piece)).toBe(4);

    const result = await setStatus([...ids, "no-existe"], "cancelled");
    expect(result.done.sort()).toEqual([...ids].sort());
    expect(result.failed).toEqual([{ orderId: "no-existe", message: "No se encontró el pedido" }]);
    expect(await stockOf(piece)).toBe(10);
  });

  it("ships a paid shipping order with its courier and number, recorded, and stock left as it was", async () => {
    const piece = await addProduct({ stock: 4 });
    const orderId = await checkout(piece, 1, PROVIDENCIA_DELIVERY);
    await setStatus([orderId], "verified");
    const dispatch = { courier: "starken", trackingNumber: " 991 234-567 " };
    expect(await setStatus([orderId], "shipped", dispatch)).toEqual({ done: [orderId], failed: [] });
    expect(await stockOf(piece)).toBe(3);
    const shipped = (await orderData(orderId))!;
    expect(shipped.status).toBe("shipped");
    expect(shipped.dispatch).toMatchObject({
      courier: "starken",
      courierName: null,
      trackingNumber: "991234567",
    });
    const history = shipped.statusHistory as {
      from: string;
      to: string;
      by: string;
      at: { toDate(): Date };
    }[];
    expect(history.at(-1)).toMatchObject({ from: "verified", to: "shipped", by: "Administración" });
    expect(shipped.dispatch.at.toDate()).toEqual(history.at(-1)!.at.toDate());

    // A corrected number is kept and recorded; delivered keeps how it travelled; back to paid forgets it.
    await setStatus([orderId], "shipped", {
      courier: "other",
      courierName: "Moova",
      trackingNumber: "MV-77",
    });
    expect((await orderData(orderId))!.dispatch).toMatchObject({
      courier: "other",
      courierName: "Moova",
      trackingNumber: "MV77",
    });
    await setStatus([orderId], "delivered");
    expect((await orderData(orderId))!.dispatch).toMatchObject({ trackingNumber: "MV77" });
    await setStatus([orderId], "verified");
    expect((await orderData(orderId))!.dispatch).toBeNull();
    expect(
      ((await orderData(orderId))!.statusHistory as { to: string }[]).map((change) => change.to),
    ).toEqual(["pending", "verified", "shipped", "shipped", "delivered", "verified"]);
    expect(await stockOf(piece)).toBe(3);
  });

  it("keeps 'Despachado' for shipping orders and 'Listo para retiro' for pickup ones", async () => {
    const piece = await addProduct({ stock: 4 });
    const [pickup, shipping] = [await checkout(piece, 1), await checkout(piece, 1, PROVIDENCIA_DELIVERY)];
    const dispatch = { courier: "chilexpress", trackingNumber: "123456789012" };

    expect(await setStatus([pickup], "shipped", dispatch)).toEqual({
      done: [],
      failed: [
        {
          orderId: pickup,
          message: "Un pedido con retiro en tienda no se despacha: márcalo «Listo para retiro».",
        },
      ],
    });
    expect(await setStatus([pickup, shipping], "ready")).toEqual({
      done: [pickup],
      failed: [
        { orderId: shipping, message: "Un pedido con envío a domicilio no se retira: márcalo «Despachado»." },
      ],
    });
    expect(await orderData(pickup)).toMatchObject({ status: "ready", dispatch: null });
    expect(await orderData(shipping)).toMatchObject({ status: "pending" });
  });

  it("refuses 'Despachado' without a courier and number, for several orders at once, or from a shopper", async () => {
    const piece = await addProduct({ stock: 4 });
    const [first, second] = [
      await checkout(piece, 1, PROVIDENCIA_DELIVERY),
      await checkout(piece, 1, PROVIDENCIA_DELIVERY),
    ];
    const dispatch = { courier: "blueExpress", trackingNumber: "5550001" };
    const refusal = async (call: Promise<unknown>) => {
      const error = await errorOf(call);
      return [error.code, error.message];
    };
    expect(await refusal(setStatus([first], "shipped"))).toEqual([
      "functions/invalid-argument",
      "Para despachar, indica el courier y el número de seguimiento.",
    ]);
    expect(
      await refusal(setStatus([first], "shipped", { courier: "blueExpress", trackingNumber: "<b>" })),
    ).toEqual(["functions/invalid-argument", "El número de seguimiento lleva solo letras y números."]);
    expect(await refusal(setStatus([first, second], "shipped", dispatch))).toEqual([
      "functions/invalid-argument",
      "Despacha los pedidos de a uno: cada envío lleva su propio número de seguimiento.",
    ]);
    for (const [client, code] of [
      [anonymous, "functions/unauthenticated"],
      [signedIn, "functions/permission-denied"],
    ] as const) {
      for (const status of ["shipped", "ready", "delivered"]) {
        const call = client.call("updateOrderStatus", { orderIds: [first], status, dispatch });
        expect((await errorOf(call)).code).toBe(code);
      }
    }
    expect(await orderData(first)).toMatchObject({ status: "pending", dispatch: null });
  });

  it("deletes orders with their proofs, giving back only units still held", async () => {
    const piece = await addProduct({ stock: 6 });
    const [held, cancelled] = [await checkout(piece, 2), await checkout(piece, 1)];
    await setStatus([cancelled], "cancelled");
    expect(await stockOf(piece)).toBe(4);
    const proof = proofPath(held, new Date(), "jpg");
    await adminBucket()
      .file(proof)
      .save(Buffer.alloc(100), { metadata: { contentType: "image/jpeg" } });

    expect(await remove([held, cancelled])).toEqual({ done: [held, cancelled], failed: [] });
    expect(await stockOf(piece)).toBe(6);
    expect((await orders().get()).size).toBe(0);
    expect((await adminBucket().file(proof).exists())[0]).toBe(false);
  });

  it("deletes an order the rest of the shop cannot read, giving its units back", async () => {
    // Written before checkout refused such orders: 34.990.000 × 3 is past the most an amount may be.
    const piece = await addProduct({ price: 34_990_000, stock: 2 });
    const { id, ...order } = makeOrder({
      items: [
        {
          productId: piece.id,
          name: piece.name,
          price: piece.price,
          imageUrl: null,
          quantity: 3,
          subtotal: 104_970_000,
        },
      ],
      totalAmount: 104_970_000,
    });
    await orders().doc(id).set(order);

    expect(await remove([id])).toEqual({ done: [id], failed: [] });
    expect((await orders().doc(id).get()).exists).toBe(false);
    expect(await stockOf(piece)).toBe(5);
  });

  it.each([
    ["no orders", { orderIds: [], status: "cancelled" }],
    [
      "too many orders",
      { orderIds: Array.from({ length: 101 }, (_, index) => `o${index}`), status: "cancelled" },
    ],
    ["an unknown status", { orderIds: ["o1"], status: "perdido" }],
    ["extra fields", { orderIds: ["o1"], status: "cancelled", stock: 99 }],
  ])("refuses %s with a clear message", async (_what, input) => {
    const { code, message } = await errorOf(admin.call("updateOrderStatus", input));
    expect(code).toBe("functions/invalid-argument");
    expect(message).not.toMatch(/^INVALID|expected/i);
  });

  it("rejects a proof: the order waits for another for at least a day, and the file is deleted", async () => {
    const piece = await addProduct({ stock: 3 });
    const orderId = await checkout(piece, 1);
    const path = proofPath(orderId, new Date(), "jpg");
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#888" } })
      .jpeg()
      .toBuffer();
    await adminBucket()
      .file(path)
      .save(photo, { metadata: { contentType: "image/jpeg" } });
    await waitUntil(
      "el comprobante registrado",
      async () => (await orderData(orderId))?.proof?.path === path,
    );

    for (const [client, code] of [
      [anonymous, "functions/unauthenticated"],
      [signedIn, "functions/permission-denied"],
    ] as const)
      expect((await errorOf(client.call("rejectPaymentProof", { orderId, proofPath: path }))).code).toBe(
        code,
      );
    expect((await orderData(orderId))?.proof?.path).toBe(path);

    const before = Date.now();
    await admin.call("rejectPaymentProof", { orderId, proofPath: path });
    const order = (await orderData(orderId))!;
    expect(order).toMatchObject({ status: "pending", proof: null });
    expect(order.proofRejectedAt.toDate().getTime()).toBeGreaterThanOrEqual(before);
    expect(order.holdUntil.toDate().getTime()).toBeGreaterThanOrEqual(
      before + REJECTED_PROOF_HOLD_HOURS * 3_600_000,
    );
    // The sweep may cancel it again once that new hold runs out.
    expect(order.sweepAt.toDate()).toEqual(order.holdUntil.toDate());
    expect((await adminBucket().file(path).exists())[0]).toBe(false);
    // Its piece is still held for the shopper.
    expect(await stockOf(piece)).toBe(2);

    const again = await errorOf(admin.call("rejectPaymentProof", { orderId, proofPath: path }));
    expect(again).toMatchObject({ code: "functions/failed-precondition" });
    expect(again.message).toBe("El pedido no tiene un comprobante por revisar.");
    for (const input of [{ orderId: "", proofPath: path }, { orderId }])
      expect((await errorOf(admin.call("rejectPaymentProof", input))).code).toBe(
        "functions/invalid-argument",
      );
  });

  it("never rejects a proof newer than the one the admin looked at", async () => {
    const piece = await addProduct({ stock: 3 });
    const orderId = await checkout(piece, 1);
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#888" } })
      .jpeg()
      .toBuffer();
    const seen = proofPath(orderId, new Date(Date.now() - 120_000), "jpg");
    const newer = proofPath(orderId, new Date(), "jpg");
    for (const path of [seen, newer]) {
      await adminBucket()
        .file(path)
        .save(photo, { metadata: { contentType: "image/jpeg" } });
      await waitUntil(
        "el comprobante registrado",
        async () => (await orderData(orderId))?.proof?.path === path,
      );
    }

    // The admin opened the order while `seen` was its proof; `newer` replaced it meanwhile.
    const refused = await errorOf(admin.call("rejectPaymentProof", { orderId, proofPath: seen }));
    expect(refused).toMatchObject({
      code: "functions/failed-precondition",
      message: REJECT_PROOF_MESSAGES.newerProof,
    });
    expect(await orderData(orderId)).toMatchObject({ proof: { path: newer }, proofRejectedAt: null });
    expect((await adminBucket().file(newer).exists())[0]).toBe(true);
  });
});
