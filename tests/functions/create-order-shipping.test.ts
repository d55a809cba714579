/**
 * Shipping at checkout, on the emulators: createOrder prices delivery from settings/shop, whatever
 * the client sends, stores the charge on the order (so later rate changes leave it alone), and
 * Fintoc is asked for that total.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { COLLECTIONS, SHOP_SETTINGS_DOC } from "@domain/collections.ts";
import type { ShippingSettings } from "@domain/settings/shipping-settings.ts";
import { DEMO_SETTINGS } from "@domain/testing/demo-settings.ts";
import { makeProduct } from "@domain/testing/make-product.ts";
import type { Product } from "@domain/catalog/product.ts";
import { LOCAL_FINTOC } from "../../tools/emulators/launch.ts";
import { adminDb, useLocalEmulators } from "../../tools/firebase-admin.ts";
import { callFrom, errorOf, newClientAddress } from "../support/client.ts";
import { clearAllData } from "../support/emulator-data.ts";

/** Santiago $3.990, Providencia $2.990, Puente Alto por pagar, the rest of Chile por pagar; free from $60.000. */
const RATES: ShippingSettings = {
  regions: { "13": { kind: "price", amount: 3990 } },
  comunas: { "13123": { kind: "price", amount: 2990 }, "13201": { kind: "on-delivery" } },
  freeShippingFrom: 60000,
};

const shopRef = () => adminDb().collection(COLLECTIONS.settings).doc(SHOP_SETTINGS_DOC);
const orders = () => adminDb().collection(COLLECTIONS.orders);

beforeAll(() => useLocalEmulators());
beforeEach(async () => {
  await clearAllData();
  await shopRef().set({ ...DEMO_SETTINGS, shipping: RATES });
});

async function addProduct(price: number): Promise<Product> {
  const product = makeProduct({ name: "Collar Luna", price, stock: 10 });
  const { id, ...fields } = product;
  await adminDb().collection(COLLECTIONS.products).doc(id).set(fields);
  return product;
}

let whatsappCount = 0;
type Created = { orderId: string; orderNumber: string; totalAmount: number };

const shippingTo = (regionCode: string, comunaCode: string) => ({
  type: "shipping",
  regionCode,
  comunaCode,
  street: "Av. Italia",
  number: "1234",
});

function checkout(product: Product, quantity: number, delivery: object, extra: object = {}) {
  return {
    idempotencyKey: randomUUID(),
    paymentMethod: "TRANSFERENCIA_DIRECTA",
    whatsapp: `9 ${String(30_000_000 + ++whatsappCount).slice(-8)}`,
    delivery,
    items: [{ productId: product.id, quantity, name: product.name }],
    ...extra,
  };
}

const createOrder = (input: unknown) => callFrom<Created>(newClientAddress(), "createOrder", input);
const stored = async (id: string) => (await orders().doc(id).get()).data()!;

describe("createOrder, shipping", () => {
  it("charges the región's rate and adds it to the total", async () => {
    const luna = await addProduct(12990);
    const created = await createOrder(checkout(luna, 2, shippingTo("13", "13120")));

    expect(created.totalAmount).toBe(2 * 12990 + 3990);
    expect(await stored(created.orderId)).toMatchObject({
      shipping: { kind: "charged", amount: 3990 },
      discount: null,
      totalAmount: 29970,
    });
  });

  it("charges a comuna's own rate before its región's, and por pagar where the owner says so", async () => {
    const luna = await addProduct(12990);
    const providencia = await createOrder(checkout(luna, 1, shippingTo("13", "13123")));
    const puenteAlto = await createOrder(checkout(luna, 1, shippingTo("13", "13201")));

    expect(await stored(providencia.orderId)).toMatchObject({
      shipping: { kind: "charged", amount: 2990 },
      totalAmount: 15980,
    });
    expect(await stored(puenteAlto.orderId)).toMatchObject({
      shipping: { kind: "on-delivery" },
      totalAmount: 12990,
    });
  });

  it("leaves shipping out of the total where the región is por pagar", async () => {
    const luna = await addProduct(12990);
    const created = await createOrder(checkout(luna, 1, shippingTo("05", "05109")));

    expect(created.totalAmount).toBe(12990);
    expect(await stored(created.orderId)).toMatchObject({ shipping: { kind: "on-delivery" } });
  });

  it("ships free from the threshold, and charges just below it", async () => {
    const piece = await addProduct(30000);
    const free = await createOrder(checkout(piece, 2, shippingTo("13", "13120")));
    expect(free.totalAmount).toBe(60000);
    expect(await stored(free.orderId)).toMatchObject({ shipping: { kind: "charged", amount: 0 } });

    const cheaper = await addProduct(29999);
    const charged = await createOrder(checkout(cheaper, 2, shippingTo("13", "13120")));
    expect(charged.totalAmount).toBe(59998 + 3990);
  });

  it("charges nothing for pickup", async () => {
    const luna = await addProduct(12990);
    const created = await createOrder(checkout(luna, 1, { type: "pickup" }));

    expect(created.totalAmount).toBe(12990);
    expect(await stored(created.orderId)).toMatchObject({ shipping: { kind: "pickup" }, totalAmount: 12990 });
  });

  it("refuses a checkout that sends its own total or shipping, and writes nothing", async () => {
    const luna = await addProduct(12990);
    for (const forged of [
      { totalAmount: 1 },
      { shipping: { kind: "charged", amount: 0 } },
      { shippingCost: 0 },
    ]) {
      const input = checkout(luna, 1, shippingTo("13", "13120"), forged);
      expect((await errorOf(createOrder(input))).code).toBe("functions/invalid-argument");
    }
    const forgedAddress = { ...shippingTo("13", "13120"), shipping: { kind: "on-delivery" } };
    expect((await errorOf(createOrder(checkout(luna, 1, forgedAddress)))).code).toBe(
      "functions/invalid-argument",
    );
    expect((await orders().get()).size).toBe(0);
  });

  it("keeps an order's charge when the owner changes the rates; new orders get the new ones", async () => {
    const luna = await addProduct(12990);
    const before = await createOrder(checkout(luna, 1, shippingTo("13", "13120")));

    await shopRef().update({ "shipping.regions.13": { kind: "price", amount: 5990 } });
    const after = await createOrder(checkout(luna, 1, shippingTo("13", "13120")));

    expect(await stored(before.orderId)).toMatchObject({
      shipping: { kind: "charged", amount: 3990 },
      totalAmount: 16980,
    });
    expect(await stored(after.orderId)).toMatchObject({
      shipping: { kind: "charged", amount: 5990 },
      totalAmount: 18980,
    });
  });

  it("charges nothing for shipping in a shop that never set rates", async () => {
    const { shipping: _none, ...older } = { ...DEMO_SETTINGS };
    await shopRef().set(older);
    const luna = await addProduct(12990);
    const created = await createOrder(checkout(luna, 1, shippingTo("13", "13120")));

    expect(created.totalAmount).toBe(12990);
    expect(await stored(created.orderId)).toMatchObject({ shipping: { kind: "on-delivery" } });
  });

  it("asks Fintoc for the total with shipping", async () => {
    const luna = await addProduct(12990);
    const created = await createOrder(
      checkout(luna, 1, shippingTo("13", "13120"), { paymentMethod: "FINTOC_LINK" }),
    );
    await callFrom(newClientAddress(), "startFintocPayment", { orderId: created.orderId });

    const { sessionId } = (await stored(created.orderId)).fintoc as { sessionId: string };
    const res = await fetch(`http://127.0.0.1:${LOCAL_FINTOC.port}/v1/checkout_sessions/${sessionId}`, {
      headers: { Authorization: LOCAL_FINTOC.secretKey },
    });
    expect(((await res.json()) as { amount: number }).amount).toBe(12990 + 3990);
  });
});
