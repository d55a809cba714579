import { randomUUID } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  CHECKOUT_LIMIT_MESSAGES,
  CHECKOUT_LIMITS,
  MAX_UNITS_PER_PRODUCT,
} from "@domain/orders/checkout-limits.ts";
import type { CheckoutInput } from "@domain/orders/checkout.ts";
import { BACK_OFFICE_SETTINGS_DOC, COLLECTIONS } from "@domain/collections.ts";
import { DEFAULT_BACK_OFFICE_SETTINGS } from "@domain/settings/settings.ts";
import type { Product } from "@domain/catalog/product.ts";
import { makeProduct } from "@domain/testing/make-product.ts";
import { adminDb, useLocalEmulators } from "../../tools/firebase-admin.ts";
import { callFrom, errorOf, newClientAddress } from "../support/client.ts";
import { clearAllData } from "../support/emulator-data.ts";
import { santiagoDayKey } from "@domain/locale.ts";
import { PROVIDENCIA_DELIVERY } from "@domain/testing/addresses.ts";

beforeAll(() => useLocalEmulators());
beforeEach(() => clearAllData());

const products = () => adminDb().collection(COLLECTIONS.products);
const orders = () => adminDb().collection(COLLECTIONS.orders);

async function addProducts(...list: Product[]): Promise<void> {
  await Promise.all(list.map(({ id, ...fields }) => products().doc(id).set(fields)));
}
async function stockOf(product: Product): Promise<number> {
  return (await products().doc(product.id).get()).get("stock") as number;
}

let whatsappCount = 0;
/** A WhatsApp number no other checkout in this run has used. */
const newWhatsapp = () => `+56 9 ${String(10_000_000 + ++whatsappCount).slice(-8)}`;

function checkout(lines: { product: Product; quantity: number }[], overrides: Partial<CheckoutInput> = {}) {
  return {
    idempotencyKey: randomUUID(),
    paymentMethod: "TRANSFERENCIA_DIRECTA",
    whatsapp: newWhatsapp(),
    delivery: { type: "pickup" },
    items: lines.map(({ product, quantity }) => ({ productId: product.id, quantity, name: product.name })),
    ...overrides,
  };
}

type Created = { orderId: string; orderNumber: string; totalAmount: number };
/** A checkout from a shopper of its own (address), unless it says whose it is. */
const createOrder = (input: unknown, from = newClientAddress()) =>
  callFrom<Created>(from, "createOrder", input);

/**
 * What a shopper's second press of a pay button does after a request that got no answer at all (the
 * SDK's internal/"internal"; a server error reads "INTERNAL"): the cart sends it again with the same
 * idempotency key, which returns the same order if the first one did arrive.
 */
async function createOrderAsAShopperWould(input: { idempotencyKey: string }, attempts = 3): Promise<Created> {
  try {
    return await createOrder(input);
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    const unanswered = code === "functions/internal" && message === "internal";
    if (!unanswered || attempts <= 1) throw error;
    return createOrderAsAShopperWould(input, attempts - 1);
  }
}

describe("createOrder", () => {
  it("writes a pending order with server prices, takes the stock and numbers it for the day", async () => {
    const luna = makeProduct({ name: "Collar Luna", price: 34990, stock: 4 });
    const gota = makeProduct({ name: "Aros Gota", price: 18990, stock: 2, productType: "aro" });
    await addProducts(luna, gota);

    const input = checkout(
      [
        { product: luna, quantity: 2 },
        { product: gota, quantity: 1 },
      ],
      {
        paymentMethod: "FINTOC_LINK",
        // As Chileans write their mobile: no country code.
        whatsapp: "9 1234 5678",
        delivery: PROVIDENCIA_DELIVERY,
      },
    );
    const created = await createOrder(input);

    expect(created.orderId).toBe(input.idempotencyKey);
    expect(created.orderNumber).toBe(`CHT-${santiagoDayKey(new Date())}-0001`);
    expect(created.totalAmount).toBe(2 * 34990 + 18990);
    const order = (await orders().doc(created.orderId).get()).data()!;
    expect(order).toMatchObject({
      status: "pending",
      paymentMethod: "FINTOC_LINK",
      customer: { whatsapp: "+56912345678", instagram: null, email: null },
      delivery: {
        type: "shipping",
        region: "Región Metropolitana de Santiago",
        comuna: "Providencia",
        street: "Av. Italia",
        number: "1234",
        apartment: null,
      },
      totalAmount: 88970,
      proof: null,
    });
    expect(order.items).toEqual([
      {
        productId: luna.id,
        name: "Collar Luna",
        price: 34990,
        imageUrl: luna.media.uso,
        quantity: 2,
        subtotal: 69980,
      },
      {
        productId: gota.id,
        name: "Aros Gota",
        price: 18990,
        imageUrl: gota.media.uso,
        quantity: 1,
        subtotal: 18990,
      },
    ]);
    expect([await stockOf(luna), await stockOf(gota)]).toEqual([2, 1]);
  });

  it("holds the pieces for the hours the back office sets", async () => {
    await adminDb()
      .collection(COLLECTIONS.settings)
      .doc(BACK_OFFICE_SETTINGS_DOC)
      .set({ ...DEFAULT_BACK_OFFICE_SETTINGS, orders: { holdHours: 3 } });
    const piece = makeProduct({ stock: 2 });
    await addProducts(piece);

    const { orderId } = await createOrder(checkout([{ product: piece, quantity: 1 }]));

    const order = await orders().doc(orderId).get();
    const created = order.get("createdAt").toMillis() as number;
    expect(order.get("holdUntil").toMillis() - created).toBe(3 * 3_600_000);
    // The sweep finds it by sweepAt: a new pending order may be cancelled when its hold ends.
    expect(order.get("sweepAt").toMillis()).toBe(order.get("holdUntil").toMillis());
  });

  it("refuses an order whose total the shop could not read back, and writes nothing", async () => {
    // 34.990 typed as 34.990.000: three units make 104.970.000, past the most an amount may be.
    const mistyped = makeProduct({ name: "Collar Luna", price: 34_990_000, stock: 5 });
    await addProducts(mistyped);

    expect(await errorOf(createOrder(checkout([{ product: mistyped, quantity: 3 }])))).toEqual({
      code: "functions/invalid-argument",
      message:
        "El total de este pedido ($104.970.000) supera el máximo que la tienda puede registrar " +
        "($100.000.000). Quita unidades del carrito o escríbenos para comprarlo.",
    });
    expect((await orders().get()).size).toBe(0);
    expect(await stockOf(mistyped)).toBe(5);
    for (const written of [COLLECTIONS.orderCounters, COLLECTIONS.rateLimits, COLLECTIONS.mail]) {
      expect((await adminDb().collection(written).get()).size, written).toBe(0);
    }
    // Two units stay under the limit and go through.
    const { totalAmount } = await createOrder(checkout([{ product: mistyped, quantity: 2 }]));
    expect(totalAmount).toBe(69_980_000);
  });

  it("sells a piece with stock 5 exactly 5 times out of 50 concurrent checkouts", async () => {
    const piece = makeProduct({ name: "Collar Único", stock: 5 });
    await addProducts(piece);

    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        createOrderAsAShopperWould(checkout([{ product: piece, quantity: 1 }])),
      ),
    );

    const sold = results.filter((result) => result.status === "fulfilled");
    const refused = results.filter((result) => result.status === "rejected");
    expect(sold).toHaveLength(5);
    for (const result of refused) {
      expect((result.reason as Error).message).toMatch(/^Solo quedan 0 unidades de Collar Único$/);
    }
    expect(await stockOf(piece)).toBe(0);
    expect((await orders().get()).size).toBe(5);
  }, 180_000);

  it("numbers 100 concurrent orders of one day without gaps or repeats", async () => {
    const shelf = Array.from({ length: 4 }, (_, index) =>
      makeProduct({ name: `Pieza ${index}`, stock: 100 }),
    );
    await addProducts(...shelf);

    const created = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        createOrder(checkout([{ product: shelf[index % 4]!, quantity: 1 }])),
      ),
    );

    // Numbered per Santiago day: a run across its midnight numbers each day from 1.
    const byDay = new Map<string, number[]>();
    for (const { orderNumber } of created) {
      const day = orderNumber.slice(0, -5);
      byDay.set(day, [...(byDay.get(day) ?? []), Number(orderNumber.slice(-4))]);
    }
    for (const sequences of byDay.values()) {
      sequences.sort((a, b) => a - b);
      expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, index) => index + 1));
    }
    expect(new Set(created.map((order) => order.orderId)).size).toBe(100);
    expect(await Promise.all(shelf.map(stockOf))).toEqual([75, 75, 75, 75]);
  }, 180_000);

  it("goes on past order 9999 of a day with longer numbers", async () => {
    const piece = makeProduct({ stock: 5 });
    await addProducts(piece);
    // The day's counter at 9999; also the next day's, should Santiago's midnight fall in between.
    const days = new Set([santiagoDayKey(new Date()), santiagoDayKey(new Date(Date.now() + 60_000))]);
    await Promise.all(
      [...days].map((day) =>
        adminDb().collection(COLLECTIONS.orderCounters).doc(day).set({ lastSequence: 9999 }),
      ),
    );

    const first = await createOrder(checkout([{ product: piece, quantity: 1 }]));
    const second = await createOrder(checkout([{ product: piece, quantity: 1 }]));

    expect(first.orderNumber).toMatch(/^CHT-\d{8}-10000$/);
    expect(second.orderNumber).toMatch(/^CHT-\d{8}-10001$/);
    const stored = await orders().doc(second.orderId).get();
    expect(stored.get("orderNumber")).toBe(second.orderNumber);
    expect(await stockOf(piece)).toBe(3);
  });

  it("returns the same order when a checkout is retried with its idempotency key", async () => {
    const piece = makeProduct({ stock: 3 });
    await addProducts(piece);
    const input = checkout([{ product: piece, quantity: 1 }]);

    const [first, concurrentRetry] = await Promise.all([createOrder(input), createOrder(input)]);
    const laterRetry = await createOrder(input);

    expect(concurrentRetry).toEqual(first);
    expect(laterRetry).toEqual(first);
    expect((await orders().get()).size).toBe(1);
    expect(await stockOf(piece)).toBe(2);
  });

  it("writes nothing when one line cannot be served", async () => {
    const plenty = makeProduct({ name: "Collar Amplio", stock: 5 });
    const scarce = makeProduct({ name: "Aros Escasos", stock: 1 });
    const gone = makeProduct({ name: "Collar Vendido" });
    await addProducts(plenty, scarce);

    const short = await errorOf(
      createOrder(
        checkout([
          { product: plenty, quantity: 2 },
          { product: scarce, quantity: 2 },
        ]),
      ),
    );
    expect(short).toEqual({
      code: "functions/failed-precondition",
      message: "Solo quedan 1 unidades de Aros Escasos",
    });

    const missing = await errorOf(
      createOrder(
        checkout([
          { product: plenty, quantity: 1 },
          { product: gone, quantity: 1 },
        ]),
      ),
    );
    expect(missing).toEqual({
      code: "functions/not-found",
      message: "Producto Collar Vendido no encontrado",
    });

    expect([await stockOf(plenty), await stockOf(scarce)]).toEqual([5, 1]);
    expect((await orders().get()).size).toBe(0);
    expect((await adminDb().collection(COLLECTIONS.orderCounters).get()).size).toBe(0);
  });

  it("refuses malformed input with a clear message and writes nothing", async () => {
    const piece = makeProduct({ name: "Collar Prueba", stock: 5 });
    await addProducts(piece);
    const valid = checkout([{ product: piece, quantity: 1 }]);
    const line = valid.items[0]!;
    const shipping = {
      type: "shipping",
      regionCode: "13",
      comunaCode: "13123",
      street: "Italia",
      number: "12",
    };

    const cases: [string, unknown, RegExp][] = [
      ["not an object", "comprar", /./],
      ["no lines", { ...valid, items: [] }, /Tu carrito está vacío/],
      ["quantity as text", { ...valid, items: [{ ...line, quantity: "2" }] }, /./],
      ["negative quantity", { ...valid, items: [{ ...line, quantity: -1 }] }, /./],
      ["fractional quantity", { ...valid, items: [{ ...line, quantity: 1.5 }] }, /./],
      ["huge quantity", { ...valid, items: [{ ...line, quantity: 1e9 }] }, /./],
      ["client price", { ...valid, items: [{ ...line, price: 1 }] }, /./],
      ["too many lines", { ...valid, items: Array.from({ length: 31 }, () => line) }, /./],
      ["unknown payment method", { ...valid, paymentMethod: "EFECTIVO" }, /./],
      ["missing WhatsApp", { ...valid, whatsapp: "" }, /Por favor completa tu WhatsApp/],
      ["letters in WhatsApp", { ...valid, whatsapp: "llámame" }, /celular o teléfono válido/],
      ["a WhatsApp too short", { ...valid, whatsapp: "9 1234 567" }, /celular o teléfono válido/],
      ["no Chilean number starts with 1", { ...valid, whatsapp: "1 2345 6789" }, /celular o teléfono válido/],
      ["an unknown country code", { ...valid, whatsapp: "+999 1234 5678" }, /celular o teléfono válido/],
      ["dashes in WhatsApp", { ...valid, whatsapp: "9-1234-5678" }, /celular o teléfono válido/],
      ["shipping without street", { ...valid, delivery: { ...shipping, street: " " } }, /calle y número/],
      ["shipping without number", { ...valid, delivery: { ...shipping, number: "" } }, /calle y número/],
      [
        "comuna of another region",
        { ...valid, delivery: { ...shipping, comunaCode: "08101" } },
        /calle y número/,
      ],
      ["not a UUID key", { ...valid, idempotencyKey: "orden-1" }, /./],
      ["oversized text", { ...valid, whatsapp: "9".repeat(100_000) }, /./],
    ];
    for (const [label, input, message] of cases) {
      const error = await errorOf(createOrder(input));
      expect(error.code, label).toBe("functions/invalid-argument");
      expect(error.message, label).toMatch(message);
    }
    expect(await stockOf(piece)).toBe(5);
    expect((await orders().get()).size).toBe(0);
  });
});

describe("checkout limits", () => {
  const { address, whatsapp } = CHECKOUT_LIMITS;

  async function counted() {
    const counter = await adminDb()
      .collection(COLLECTIONS.orderCounters)
      .doc(santiagoDayKey(new Date()))
      .get();
    return { orders: (await orders().get()).size, lastSequence: counter.get("lastSequence") as number };
  }

  it("refuses one client's checkouts past its open orders and its hourly limit, writing nothing for them", async () => {
    const piece = makeProduct({ name: "Collar Abundante", stock: 100 });
    await addProducts(piece);
    const client = newClientAddress();

    // A script's 30 checkouts in a row, each with a new WhatsApp number.
    const answers = [];
    for (let attempt = 0; attempt < 30; attempt++) {
      answers.push(
        await createOrder(checkout([{ product: piece, quantity: 1 }]), client).then(
          (order) => order,
          (error: { code: string; message: string }) => error,
        ),
      );
    }
    const placed = answers.filter((answer): answer is Created => "orderId" in answer);
    expect(placed).toHaveLength(address.openOrders);
    for (const refused of answers.slice(address.openOrders)) {
      expect(refused).toMatchObject({
        code: "functions/resource-exhausted",
        message: CHECKOUT_LIMIT_MESSAGES.tooManyOpenOrders,
      });
    }
    expect(await counted()).toEqual({ orders: address.openOrders, lastSequence: address.openOrders });
    expect(await stockOf(piece)).toBe(100 - address.openOrders);

    // Paid orders no longer count as open, but the hour's checkouts still do.
    await Promise.all(placed.map(({ orderId }) => orders().doc(orderId).update({ status: "verified" })));
    const morePlaced = address.perHour.limit - address.openOrders;
    for (let attempt = 0; attempt < morePlaced; attempt++) {
      await createOrder(checkout([{ product: piece, quantity: 1 }]), client);
    }
    expect(await errorOf(createOrder(checkout([{ product: piece, quantity: 1 }]), client))).toEqual({
      code: "functions/resource-exhausted",
      message: CHECKOUT_LIMIT_MESSAGES.tooManyCheckouts,
    });
    expect(await counted()).toEqual({ orders: address.perHour.limit, lastSequence: address.perHour.limit });

    // Another shopper is not held back by this one.
    await createOrder(checkout([{ product: piece, quantity: 1 }]));
    expect(await stockOf(piece)).toBe(100 - address.perHour.limit - 1);
  }, 120_000);

  it("counts an IPv6 client by its /64, whichever of its addresses it uses", async () => {
    const piece = makeProduct({ stock: 100 });
    await addProducts(piece);
    for (let host = 1; host <= address.openOrders; host++) {
      await createOrder(checkout([{ product: piece, quantity: 1 }]), `2800:150:1:2b::${host.toString(16)}`);
    }
    const sameNetwork = await errorOf(
      createOrder(checkout([{ product: piece, quantity: 1 }]), "2800:150:1:2b:ffff:1:2:3"),
    );
    expect(sameNetwork.code).toBe("functions/resource-exhausted");
    await createOrder(checkout([{ product: piece, quantity: 1 }]), "2800:150:1:2c::1");
    expect((await orders().get()).size).toBe(address.openOrders + 1);
  }, 120_000);

  it("refuses a WhatsApp number's checkouts past its open orders, from any address", async () => {
    const piece = makeProduct({ stock: 100 });
    await addProducts(piece);
    const number = newWhatsapp();
    for (let attempt = 0; attempt < whatsapp.openOrders; attempt++) {
      await createOrder(checkout([{ product: piece, quantity: 1 }], { whatsapp: number }));
    }
    // The same number written another way is the same person: here without the country code.
    const again = checkout([{ product: piece, quantity: 1 }], { whatsapp: number.replace("+56 ", "") });
    expect(await errorOf(createOrder(again))).toEqual({
      code: "functions/resource-exhausted",
      message: CHECKOUT_LIMIT_MESSAGES.tooManyOpenOrders,
    });
    expect((await orders().get()).size).toBe(whatsapp.openOrders);
    expect(await stockOf(piece)).toBe(100 - whatsapp.openOrders);
  }, 120_000);

  it("refuses more than 5 units of one piece in an order, even over several lines", async () => {
    const piece = makeProduct({ name: "Collar Sereno", stock: 20 });
    await addProducts(piece);
    const tooMany = "Puedes llevar hasta 5 unidades de Collar Sereno por pedido.";

    expect(await errorOf(createOrder(checkout([{ product: piece, quantity: 6 }])))).toEqual({
      code: "functions/invalid-argument",
      message: "Puedes llevar hasta 5 unidades de cada pieza por pedido.",
    });
    const split = checkout([
      { product: piece, quantity: 3 },
      { product: piece, quantity: 3 },
    ]);
    expect(await errorOf(createOrder(split))).toEqual({
      code: "functions/invalid-argument",
      message: tooMany,
    });
    expect((await orders().get()).size).toBe(0);
    expect(await stockOf(piece)).toBe(20);

    await createOrder(checkout([{ product: piece, quantity: MAX_UNITS_PER_PRODUCT }]));
    expect(await stockOf(piece)).toBe(15);
  });
});
