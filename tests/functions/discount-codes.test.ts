/**
 * Discount codes on the emulators: the checkDiscountCode callable's answers, createOrder applying
 * a code again on the server and counting its uses atomically, and cancelled, expired or deleted
 * orders giving their use back once.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { COLLECTIONS, DISCOUNT_USES_SUBCOLLECTION } from "@domain/collections.ts";
import { DISCOUNT_CHECK_LIMITS, DISCOUNT_CHECK_TOO_MANY } from "@domain/discounts/discount-check.ts";
import { DISCOUNT_MESSAGES, type DiscountCodeFields } from "@domain/discounts/discount-code.ts";
import type { CheckoutInput, CreatedOrder } from "@domain/orders/checkout.ts";
import type { OrderActionResult } from "@domain/orders/order.ts";
import type { Product } from "@domain/catalog/product.ts";
import { makeProduct } from "@domain/testing/make-product.ts";
import { sweepDueOrders } from "../../functions/src/orders/expire-holds.ts";
import { adminDb, useLocalEmulators } from "../../tools/firebase-admin.ts";
import { grantAdmin } from "../../tools/grant-admin.ts";
import { resetAccount } from "../support/accounts.ts";
import { callFrom, errorOf, newClientAddress, testClient, type TestClient } from "../support/client.ts";
import { clearFirestore } from "../support/emulator-data.ts";
import { storedDiscountCode } from "@domain/testing/make-discount-code.ts";

const owner = { email: "descuentos@chatoyant.test", password: "clave-segura-7" };
let admin: TestClient;

beforeAll(async () => {
  useLocalEmulators();
  await resetAccount(owner);
  await grantAdmin(owner.email);
  admin = await testClient(owner);
});
afterAll(() => admin?.close());
beforeEach(() => clearFirestore());

const products = () => adminDb().collection(COLLECTIONS.products);
const orders = () => adminDb().collection(COLLECTIONS.orders);
const codes = () => adminDb().collection(COLLECTIONS.discountCodes);

async function addProduct(fields: Partial<Product>): Promise<Product> {
  const product = makeProduct(fields);
  const { id, ...data } = product;
  await products().doc(id).set(data);
  return product;
}

async function addCode(id: string, fields: Partial<DiscountCodeFields> = {}): Promise<void> {
  await codes().doc(id).set(storedDiscountCode(fields));
}
const counters = async (id: string) => {
  const data = (await codes().doc(id).get()).data()!;
  return { uses: data.uses as number, revenue: data.revenue as number };
};

let whatsappCount = 0;
const newWhatsapp = () => `+56 9 ${String(20_000_000 + ++whatsappCount).slice(-8)}`;

const lines = (product: Product, quantity: number) => [
  { productId: product.id, quantity, name: product.name },
];
function checkout(product: Product, quantity: number, overrides: Partial<CheckoutInput> = {}) {
  return {
    idempotencyKey: randomUUID(),
    paymentMethod: "TRANSFERENCIA_DIRECTA",
    whatsapp: newWhatsapp(),
    delivery: { type: "pickup" },
    items: lines(product, quantity),
    ...overrides,
  };
}
const createOrder = (input: unknown, from = newClientAddress()) =>
  callFrom<CreatedOrder>(from, "createOrder", input);
const checkCode = (input: unknown, from = newClientAddress()) => callFrom(from, "checkDiscountCode", input);

describe("checkDiscountCode", () => {
  it("answers a code in any case with the rule and the discount on the server's prices", async () => {
    const luna = await addProduct({ name: "Collar Luna", price: 12_990 });
    await addCode("VERANO15");
    expect(await checkCode({ code: " verano15 ", items: lines(luna, 2) })).toEqual({
      ok: true,
      code: "VERANO15",
      rule: { kind: "percent", percent: 15 },
      // 15 % of $25.980 is $3.897.
      amount: 3_897,
    });
  });

  it("says why a code does not apply, each reason in its own words", async () => {
    const luna = await addProduct({ name: "Collar Luna", price: 12_990 });
    const whatsapp = newWhatsapp();
    await addCode("PAUSADO", { active: false });
    await addCode("FUTURO", { startsOn: "2099-01-01" });
    await addCode("PASADO", { endsOn: "2020-01-31" });
    await addCode("MINIMO", { minSubtotal: 20_000 });
    await addCode("UNAVEZ", { maxUsesPerWhatsapp: 1 });
    await addCode("AGOTADO", { maxUses: 1 });
    await createOrder(checkout(luna, 1, { whatsapp, discountCode: "unavez" }));
    await createOrder(checkout(luna, 1, { discountCode: "AGOTADO" }));

    const answer = (code: string) => checkCode({ code, whatsapp, items: lines(luna, 1) });
    expect(await answer("NOEXISTE")).toEqual({
      ok: false,
      reason: "notFound",
      message: DISCOUNT_MESSAGES.notFound,
    });
    expect(await answer("pausado")).toMatchObject({
      reason: "notFound",
      message: DISCOUNT_MESSAGES.notFound,
    });
    expect(await answer("futuro")).toMatchObject({
      reason: "notStarted",
      message: "Este código aún no empieza: vale desde el 01-01-2099.",
    });
    expect(await answer("pasado")).toMatchObject({
      reason: "expired",
      message: "Este código venció el 31-01-2020.",
    });
    expect(await answer("minimo")).toMatchObject({
      reason: "minimum",
      message: "Este código es para compras desde $20.000. Agrega $7.010 más en piezas para usarlo.",
    });
    expect(await answer("unavez")).toMatchObject({
      reason: "usedByNumber",
      message: DISCOUNT_MESSAGES.usedByNumber,
    });
    expect(await answer("agotado")).toMatchObject({
      reason: "exhausted",
      message: DISCOUNT_MESSAGES.exhausted,
    });
  });

  it("refuses an address's tries past its limit", async () => {
    const luna = await addProduct({ name: "Collar Luna" });
    const from = newClientAddress();
    for (let i = 0; i < DISCOUNT_CHECK_LIMITS.address.limit; i++) {
      await checkCode({ code: `PRUEBA${i}`, items: lines(luna, 1) }, from);
    }
    expect(await errorOf(checkCode({ code: "VERANO15", items: lines(luna, 1) }, from))).toEqual({
      code: "functions/resource-exhausted",
      message: DISCOUNT_CHECK_TOO_MANY,
    });
    // Another address is not held back.
    expect(await checkCode({ code: "VERANO15", items: lines(luna, 1) })).toMatchObject({ ok: false });
  });

  it("refuses a number's tries past its limit, from any address", async () => {
    const luna = await addProduct({ name: "Collar Luna" });
    const whatsapp = newWhatsapp();
    for (let i = 0; i < DISCOUNT_CHECK_LIMITS.whatsapp.limit; i++) {
      await checkCode({ code: `PRUEBA${i}`, whatsapp, items: lines(luna, 1) });
    }
    expect(await errorOf(checkCode({ code: "VERANO15", whatsapp, items: lines(luna, 1) }))).toEqual({
      code: "functions/resource-exhausted",
      message: DISCOUNT_CHECK_TOO_MANY,
    });
  });
});

describe("createOrder with a discount code", () => {
  it("computes the discount and the total on the server and counts the use", async () => {
    const luna = await addProduct({ name: "Collar Luna", price: 12_990, stock: 5 });
    await addCode("VERANO15");
    const created = await createOrder(checkout(luna, 1, { discountCode: "Verano15" }));

    // 15 % of $12.990, rounded up in the shopper's favour: $1.949 off.
    expect(created.totalAmount).toBe(11_041);
    const order = (await orders().doc(created.orderId).get()).data()!;
    expect(order.discount).toEqual({
      code: "VERANO15",
      rule: { kind: "percent", percent: 15 },
      amount: 1_949,
    });
    expect(order.totalAmount).toBe(11_041);
    expect(await counters("VERANO15")).toEqual({ uses: 1, revenue: 11_041 });
  });

  it("takes nothing but the code from the client", async () => {
    const luna = await addProduct({ name: "Collar Luna", price: 12_990, stock: 5 });
    await addCode("VERANO15");
    const forged = {
      discount: { code: "VERANO15", rule: { kind: "percent", percent: 100 }, amount: 12_990 },
    };
    const refused = await errorOf(
      createOrder({ ...checkout(luna, 1, { discountCode: "VERANO15" }), ...forged }),
    );
    expect(refused.code).toBe("functions/invalid-argument");
    expect((await orders().get()).size).toBe(0);
  });

  it("refuses a checkout whose code does not apply, with its reason, and writes nothing", async () => {
    const luna = await addProduct({ name: "Collar Luna", price: 12_990, stock: 5 });
    await addCode("MINIMO", { minSubtotal: 20_000 });
    const refused = await errorOf(createOrder(checkout(luna, 1, { discountCode: "minimo" })));
    expect(refused).toEqual({
      code: "functions/failed-precondition",
      message: "Este código es para compras desde $20.000. Agrega $7.010 más en piezas para usarlo.",
    });
    expect(await errorOf(createOrder(checkout(luna, 1, { discountCode: "NOEXISTE" })))).toMatchObject({
      message: DISCOUNT_MESSAGES.notFound,
    });
    expect((await orders().get()).size).toBe(0);
    expect((await products().doc(luna.id).get()).get("stock")).toBe(5);
    expect(await counters("MINIMO")).toEqual({ uses: 0, revenue: 0 });
  });

  it("gives a code with 10 uses to exactly 10 of 50 racing shoppers, and writes nothing for the rest", async () => {
    const luna = await addProduct({ name: "Collar Luna", price: 10_000, stock: 60 });
    await addCode("CYBER10", { maxUses: 10, rule: { kind: "amount", amount: 3_000 } });

    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => createOrder(checkout(luna, 1, { discountCode: "CYBER10" }))),
    );

    const placed = results.filter((result) => result.status === "fulfilled");
    const refused = results.filter((result) => result.status === "rejected");
    expect(placed).toHaveLength(10);
    for (const result of placed) expect(result.value.totalAmount).toBe(7_000);
    for (const result of refused) expect((result.reason as Error).message).toBe(DISCOUNT_MESSAGES.exhausted);
    expect((await orders().get()).size).toBe(10);
    expect((await products().doc(luna.id).get()).get("stock")).toBe(50);
    expect(await counters("CYBER10")).toEqual({ uses: 10, revenue: 70_000 });
    const uses = await codes().doc("CYBER10").collection(DISCOUNT_USES_SUBCOLLECTION).get();
    expect(uses.docs.flatMap((use) => use.get("orderIds") as string[]).sort()).toEqual(
      placed.map((result) => result.value.orderId).sort(),
    );
  }, 180_000);
});

describe("a cancelled order's use", () => {
  const setStatus = (orderIds: string[], status: string) =>
    admin.call<OrderActionResult>("updateOrderStatus", { orderIds, status });

  async function placeWithCode(whatsapp: string): Promise<string> {
    const luna = await addProduct({ name: "Collar Luna", price: 10_000, stock: 5 });
    return (await createOrder(checkout(luna, 1, { whatsapp, discountCode: "UNAVEZ" }))).orderId;
  }

  it("comes back once when the admin cancels, however often", async () => {
    await addCode("UNAVEZ", { maxUses: 5, maxUsesPerWhatsapp: 1 });
    const whatsapp = newWhatsapp();
    const orderId = await placeWithCode(whatsapp);
    await placeWithCode(newWhatsapp());
    expect(await counters("UNAVEZ")).toEqual({ uses: 2, revenue: 17_000 });

    await setStatus([orderId], "cancelled");
    expect(await counters("UNAVEZ")).toEqual({ uses: 1, revenue: 8_500 });
    await setStatus([orderId], "cancelled");
    await setStatus([orderId], "pending");
    await setStatus([orderId], "cancelled");
    await admin.call("deleteOrders", { orderIds: [orderId] });
    expect(await counters("UNAVEZ")).toEqual({ uses: 1, revenue: 8_500 });
    // The number may use the code again.
    await placeWithCode(whatsapp);
    expect(await counters("UNAVEZ")).toEqual({ uses: 2, revenue: 17_000 });
  });

  it("comes back once when the hold expires and the admin cancels after", async () => {
    await addCode("UNAVEZ", { maxUses: 5, maxUsesPerWhatsapp: 1 });
    const orderId = await placeWithCode(newWhatsapp());
    const later = new Date(Date.now() + 400 * 3_600_000);

    const { expired } = await sweepDueOrders(adminDb(), later);
    expect(expired).toEqual([orderId]);
    expect(await counters("UNAVEZ")).toEqual({ uses: 0, revenue: 0 });
    // A paid order that stays: the returned use must not be taken from it.
    await placeWithCode(newWhatsapp());
    await setStatus([orderId], "cancelled");
    await setStatus([orderId], "pending");
    await setStatus([orderId], "cancelled");
    expect(await counters("UNAVEZ")).toEqual({ uses: 1, revenue: 8_500 });
  });

  it("comes back when a pending order is deleted", async () => {
    await addCode("UNAVEZ", { maxUses: 5, maxUsesPerWhatsapp: 1 });
    const orderId = await placeWithCode(newWhatsapp());
    await placeWithCode(newWhatsapp());
    await admin.call("deleteOrders", { orderIds: [orderId] });
    await admin.call("deleteOrders", { orderIds: [orderId] });
    expect(await counters("UNAVEZ")).toEqual({ uses: 1, revenue: 8_500 });
  });
});
