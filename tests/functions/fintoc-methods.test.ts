/**
 * Cards and bank transfers through Fintoc, on the emulators: the session asks Fintoc for the
 * methods the owner set in "Configuración", the local stand-in's page offers a card path and a
 * bank path, and its signed webhook verifies the order and records which one paid.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { BACK_OFFICE_SETTINGS_DOC, COLLECTIONS, SHOP_SETTINGS_DOC } from "@domain/collections.ts";
import type { FintocMethod } from "@domain/orders/fintoc.ts";
import { DEFAULT_BACK_OFFICE_SETTINGS } from "@domain/settings/settings.ts";
import { DEMO_SETTINGS } from "@domain/testing/demo-settings.ts";
import { makeProduct } from "@domain/testing/make-product.ts";
import { LOCAL_FINTOC } from "../../tools/emulators/launch.ts";
import { adminDb, useLocalEmulators } from "../../tools/firebase-admin.ts";
import { callFrom, newClientAddress } from "../support/client.ts";
import { clearAllData } from "../support/emulator-data.ts";

const STAND_IN = `http://127.0.0.1:${LOCAL_FINTOC.port}`;
const OWNER = "duena@chatoyant.cl";

beforeAll(() => useLocalEmulators());
beforeEach(async () => {
  await clearAllData();
  await settingsRef(BACK_OFFICE_SETTINGS_DOC).set({
    ...DEFAULT_BACK_OFFICE_SETTINGS,
    notifications: { orderEmails: [OWNER] },
  });
});

const settingsRef = (id: string) => adminDb().collection(COLLECTIONS.settings).doc(id);
const orderData = async (id: string) =>
  (await adminDb().collection(COLLECTIONS.orders).doc(id).get()).data()!;
const acceptOnly = (fintocMethods: FintocMethod[]) =>
  settingsRef(SHOP_SETTINGS_DOC).set({ ...DEMO_SETTINGS, fintocMethods });

let whatsappCount = 0;

/** An order of one 34.990 necklace paid through Fintoc, and the session the shopper is sent to. */
async function orderInFintoc(): Promise<{ orderId: string; redirectUrl: string; sessionId: string }> {
  const product = makeProduct({ name: "Collar Luna", price: 34990, stock: 5 });
  const { id, ...fields } = product;
  await adminDb().collection(COLLECTIONS.products).doc(id).set(fields);
  const { orderId } = await callFrom<{ orderId: string }>(newClientAddress(), "createOrder", {
    idempotencyKey: randomUUID(),
    paymentMethod: "FINTOC_LINK",
    whatsapp: `9 ${String(30_000_000 + ++whatsappCount).slice(-8)}`,
    delivery: { type: "pickup" },
    items: [{ productId: id, quantity: 1, name: product.name }],
  });
  const { redirectUrl } = await callFrom<{ redirectUrl: string }>(newClientAddress(), "startFintocPayment", {
    orderId,
  });
  return { orderId, redirectUrl, sessionId: redirectUrl.split("/").at(-1)! };
}

async function sessionAtFintoc(
  sessionId: string,
): Promise<{ payment_method_types: unknown; status: unknown }> {
  const res = await fetch(`${STAND_IN}/v1/checkout_sessions/${sessionId}`, {
    headers: { Authorization: LOCAL_FINTOC.secretKey },
  });
  return (await res.json()) as { payment_method_types: unknown; status: unknown };
}
const requestedMethods = async (sessionId: string) => (await sessionAtFintoc(sessionId)).payment_method_types;

/** The shopper presses one of the stand-in page's buttons. */
const press = (redirectUrl: string, path: string) =>
  fetch(`${redirectUrl}/${path}`, { method: "POST", redirect: "manual" });

async function verified(orderId: string): Promise<Record<string, unknown>> {
  return vi.waitFor(
    async () => {
      const order = await orderData(orderId);
      if (order.status !== "verified") throw new Error(`El pedido sigue ${String(order.status)}`);
      return order;
    },
    { timeout: 30_000, interval: 200 },
  );
}

/** The text of the owner's "payment confirmed" e-mail. */
async function paidNoticeText(): Promise<string> {
  const mail = await adminDb().collection(COLLECTIONS.mail).get();
  const notice = mail.docs.find((doc) => doc.id.startsWith("fintoc-"));
  return notice?.get("message.text") as string;
}

describe("paying by card or by bank transfer through Fintoc", () => {
  it.each([
    ["card", "tarjeta", "Tarjeta"],
    ["bank_transfer", "pagar", "Transferencia bancaria"],
  ] as const)(
    "%s: the stand-in's path ends verified, with the method on the order and in the e-mail",
    async (method, path, label) => {
      const { orderId, redirectUrl, sessionId } = await orderInFintoc();
      // Settings never saved: both methods are asked for.
      expect(await requestedMethods(sessionId)).toEqual(["card", "bank_transfer"]);
      expect((await press(redirectUrl, path)).status).toBe(303);

      const order = await verified(orderId);
      expect(order.fintoc).toMatchObject({ sessionId, outcome: "paid", paidWith: method });
      expect(await paidNoticeText()).toContain(`Pagado con: ${label}`);
    },
  );

  it("keeps the method a settling bank transfer named when the bank's answer comes", async () => {
    const { orderId, redirectUrl, sessionId } = await orderInFintoc();
    expect((await press(redirectUrl, "en-proceso")).status).toBe(303);
    await vi.waitFor(
      async () => expect((await orderData(orderId)).fintoc).toMatchObject({ outcome: "processing" }),
      { timeout: 30_000, interval: 200 },
    );
    const settle = await fetch(`${STAND_IN}/_pruebas/liquidar/${sessionId}?resultado=exito`, {
      method: "POST",
    });
    expect(settle.status).toBe(200);
    expect((await verified(orderId)).fintoc).toMatchObject({ outcome: "paid", paidWith: "bank_transfer" });
  });
});

describe("only the methods the owner set are asked of Fintoc", () => {
  it.each([
    [["card"], "pagar"],
    [["bank_transfer"], "tarjeta"],
  ] as const)("%j: the session offers only those, and the other path is refused", async (methods, other) => {
    await acceptOnly([...methods]);
    const { orderId, redirectUrl, sessionId } = await orderInFintoc();
    expect(await requestedMethods(sessionId)).toEqual(methods);

    expect((await press(redirectUrl, other)).status).toBe(400);
    // Nothing was paid: the session is still open, and the order waits.
    expect((await sessionAtFintoc(sessionId)).status).toBe("created");
    expect((await orderData(orderId)).status).toBe("pending");
  });
});
