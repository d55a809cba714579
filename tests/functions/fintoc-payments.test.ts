/**
 * Fintoc end to end on the emulators: checkout, the session the function creates on the local
 * stand-in (tools/fintoc/stand-in.ts, started beside the emulators), and the webhook through
 * Hosting's /api/fintoc/webhook, signed as Fintoc signs.
 */
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { BACK_OFFICE_SETTINGS_DOC, COLLECTIONS } from "@domain/collections.ts";
import {
  FINTOC_ACTOR,
  FINTOC_AMOUNT_TOO_LARGE,
  NEW_FINTOC_PAYMENT,
  sessionIdempotencyKey,
} from "@domain/orders/fintoc.ts";
import type { PaymentMethod, StatusChange } from "@domain/orders/order.ts";
import { proofPath } from "@domain/orders/payment-proof.ts";
import { DEFAULT_BACK_OFFICE_SETTINGS } from "@domain/settings/settings.ts";
import { orderSummaryPath } from "@domain/shop-paths.ts";
import { makeProduct } from "@domain/testing/make-product.ts";
import { expireHolds } from "../../functions/src/orders/expire-holds.ts";
import { followUpFintocPayments } from "../../functions/src/payments/fintoc-follow-up.ts";
import { fintocSignatureHeader } from "../../functions/src/payments/fintoc-signature.ts";
import { HOSTING_URL, LOCAL_FINTOC } from "../../tools/emulators/launch.ts";
import { adminBucket, adminDb, useLocalEmulators } from "../../tools/firebase-admin.ts";
import { callFrom, errorOf, newClientAddress } from "../support/client.ts";
import { clearAllData } from "../support/emulator-data.ts";
import { TRIGGER_WAIT_MS } from "../support/triggers.ts";

const STAND_IN = `http://127.0.0.1:${LOCAL_FINTOC.port}`;
const OWNERS = ["duena@chatoyant.cl", "ventas@chatoyant.cl"];

beforeAll(() => useLocalEmulators());
beforeEach(async () => {
  await clearAllData();
  await settingsRef().set({ ...DEFAULT_BACK_OFFICE_SETTINGS, notifications: { orderEmails: OWNERS } });
});

const settingsRef = () => adminDb().collection(COLLECTIONS.settings).doc(BACK_OFFICE_SETTINGS_DOC);
const orderRef = (id: string) => adminDb().collection(COLLECTIONS.orders).doc(id);
const mailRef = (id: string) => adminDb().collection(COLLECTIONS.mail).doc(id);
const orderData = async (id: string) => (await orderRef(id).get()).data()!;

let whatsappCount = 0;
type Placed = { orderId: string; orderNumber: string; totalAmount: number; productId: string };

/** A checkout of 2 × a 34.990 necklace, from a shopper of its own. */
async function placeOrder(
  paymentMethod: PaymentMethod = "FINTOC_LINK",
  street = "Av. Italia",
): Promise<Placed> {
  const product = makeProduct({ name: "Collar Luna", price: 34990, stock: 5 });
  const { id, ...fields } = product;
  await adminDb().collection(COLLECTIONS.products).doc(id).set(fields);
  const created = await callFrom<Omit<Placed, "productId">>(newClientAddress(), "createOrder", {
    idempotencyKey: randomUUID(),
    paymentMethod,
    // Typed without the country code, as Chileans do: the notice still links the full number.
    whatsapp: `9 ${String(20_000_000 + ++whatsappCount).slice(-8)}`,
    delivery: { type: "shipping", regionCode: "13", comunaCode: "13123", street, number: "1234" },
    items: [{ productId: id, quantity: 2, name: product.name }],
  });
  return { ...created, productId: id };
}

const startPayment = (orderId: string) =>
  callFrom<{ redirectUrl: string }>(newClientAddress(), "startFintocPayment", { orderId });

async function session(id: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${STAND_IN}/v1/checkout_sessions/${id}`, {
    headers: { Authorization: LOCAL_FINTOC.secretKey },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

function sessionEvent(
  orderId: string,
  fields: {
    type?: string;
    amount: number;
    currency?: string;
    intent?: string | null;
    intentId?: string;
    sessionId?: string;
  },
) {
  return {
    id: `evt_${randomUUID()}`,
    object: "event",
    type: fields.type ?? "checkout_session.finished",
    data: {
      id: fields.sessionId ?? `cs_${randomUUID()}`,
      object: "checkout_session",
      amount: fields.amount,
      currency: fields.currency ?? "CLP",
      status: "finished",
      metadata: { orderId },
      payment_resource: {
        payment_intent:
          fields.intent === null
            ? null
            : {
                id: fields.intentId ?? "pi_1",
                object: "payment_intent",
                status: fields.intent ?? "succeeded",
              },
      },
    },
  };
}

/** A payment intent's own event, as Fintoc sends it: no session, and no order in its metadata. */
function intentEvent(intentId: string, amount: number, type = "payment_intent.succeeded") {
  return {
    id: `evt_${randomUUID()}`,
    object: "event",
    type,
    data: {
      id: intentId,
      object: "payment_intent",
      amount,
      currency: "CLP",
      status: type === "payment_intent.succeeded" ? "succeeded" : "failed",
      metadata: {},
    },
  };
}

/** POSTs an event to the shop's webhook as Fintoc would (or, with `sign`, as someone else would). */
async function deliver(
  event: unknown,
  sign: { secret?: string; at?: number; header?: string | null } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const body = typeof event === "string" ? event : JSON.stringify(event);
  const at = sign.at ?? Math.floor(Date.now() / 1000);
  const header =
    sign.header === undefined
      ? fintocSignatureHeader(sign.secret ?? LOCAL_FINTOC.webhookSecret, at, body)
      : sign.header;
  const res = await fetch(`${HOSTING_URL}/api/fintoc/webhook`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(header === null ? {} : { "Fintoc-Signature": header }),
    },
    body,
  });
  // Bodies that are not JSON are refused by the functions framework itself, with an HTML page.
  const json = res.headers.get("content-type")?.includes("json");
  return { status: res.status, body: json ? ((await res.json()) as Record<string, unknown>) : {} };
}

async function mailsOf(orderId: string): Promise<string[]> {
  const all = await adminDb().collection(COLLECTIONS.mail).get();
  const orderNumber = (await orderData(orderId)).orderNumber as string;
  return all.docs
    .filter((doc) => (doc.get("message.subject") as string).includes(orderNumber))
    .map((doc) => doc.id)
    .sort();
}

describe("startFintocPayment", () => {
  it("creates a session for the order's exact total, with the order's id and its return pages", async () => {
    const order = await placeOrder();
    expect((await orderData(order.orderId)).fintoc).toEqual(NEW_FINTOC_PAYMENT);

    const { redirectUrl } = await startPayment(order.orderId);
    const stored = (await orderData(order.orderId)).fintoc as { sessionId: string; redirectUrl: string };
    expect(redirectUrl).toBe(`${STAND_IN}/pagar/${stored.sessionId}`);
    expect(stored.redirectUrl).toBe(redirectUrl);
    expect(await session(stored.sessionId)).toMatchObject({
      amount: 69980,
      currency: "CLP",
      status: "created",
      metadata: { orderId: order.orderId, orderNumber: order.orderNumber },
      success_url: `${HOSTING_URL}${orderSummaryPath(order.orderId)}`,
      cancel_url: `${HOSTING_URL}/esperando-pago-fintoc/${order.orderId}`,
    });

    // A second click, another tab: the same session, not a second way to pay.
    expect((await startPayment(order.orderId)).redirectUrl).toBe(redirectUrl);
  });

  it("refuses orders that do not pay through Fintoc, unknown orders and orders no longer pending", async () => {
    const transfer = await placeOrder("TRANSFERENCIA_DIRECTA");
    expect((await orderData(transfer.orderId)).fintoc).toBeNull();
    expect(await errorOf(startPayment(transfer.orderId))).toEqual({
      code: "functions/failed-precondition",
      message: "Este pedido se paga con el link de pago y tu comprobante.",
    });
    expect((await errorOf(startPayment("no-existe"))).code).toBe("functions/not-found");

    const cancelled = await placeOrder();
    await orderRef(cancelled.orderId).update({ status: "cancelled" });
    expect((await errorOf(startPayment(cancelled.orderId))).message).toBe(
      "Este pedido ya no está esperando un pago.",
    );
  });
});

describe("fintocWebhook", () => {
  it("verifies the order exactly once when a signed payment arrives, even delivered twice", async () => {
    const order = await placeOrder();
    const stockAfterCheckout = (
      await adminDb().collection(COLLECTIONS.products).doc(order.productId).get()
    ).get("stock");
    const event = sessionEvent(order.orderId, { amount: order.totalAmount });

    // Two deliveries at once, then a third: one verification, one notice.
    const answers = await Promise.all([deliver(event), deliver(event)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.applied ?? "duplicate").sort()).toEqual([
      "duplicate",
      "verified",
    ]);
    expect(await deliver(event)).toEqual({ status: 200, body: { duplicate: event.id } });

    const verified = await orderData(order.orderId);
    expect(verified.status).toBe("verified");
    expect(verified.confirmedAt).not.toBeNull();
    expect(verified.fintoc).toMatchObject({ sessionId: event.data.id, outcome: "paid" });
    const history = verified.statusHistory as StatusChange[];
    expect(history.filter((change) => change.to === "verified")).toEqual([
      expect.objectContaining({ from: "pending", to: "verified", by: FINTOC_ACTOR }),
    ]);
    // The order already held its pieces: paying moves no stock.
    expect((await adminDb().collection(COLLECTIONS.products).doc(order.productId).get()).get("stock")).toBe(
      stockAfterCheckout,
    );
    expect(await mailsOf(order.orderId)).toEqual([`fintoc-${event.id}`, `order-${order.orderId}`].sort());
  });

  it("pays through the stand-in's page: its signed event verifies the order, and a resend changes nothing", async () => {
    const order = await placeOrder();
    const { redirectUrl } = await startPayment(order.orderId);
    const pay = await fetch(`${redirectUrl}/pagar`, { method: "POST", redirect: "manual" });
    expect(pay.status).toBe(303);
    expect(pay.headers.get("location")).toBe(`${HOSTING_URL}${orderSummaryPath(order.orderId)}`);

    await vi.waitFor(async () => expect((await orderData(order.orderId)).status).toBe("verified"), {
      timeout: 30_000,
      interval: 200,
    });
    // The order can turn verified a moment before the webhook's answer reaches the stand-in.
    const paid = await vi.waitFor(
      async () => {
        const deliveries = (await (await fetch(`${STAND_IN}/_pruebas/entregas`)).json()) as {
          eventId: string;
          status: number | null;
        }[];
        const last = deliveries.at(-1);
        if (last?.status == null) throw new Error("El webhook todavía no responde");
        return last;
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(paid.status).toBe(200);
    const again = (await (
      await fetch(`${STAND_IN}/_pruebas/reenviar/${paid.eventId}`, { method: "POST" })
    ).json()) as {
      status: number;
    };
    expect(again.status).toBe(200);
    const history = (await orderData(order.orderId)).statusHistory as StatusChange[];
    expect(history.filter((change) => change.to === "verified")).toHaveLength(1);
  });

  it.each([
    ["a wrong signature", 401, (event: object) => deliver(event, { secret: "whsec_de_otro" })],
    ["no signature", 401, (event: object) => deliver(event, { header: null })],
    [
      "a timestamp an hour old",
      401,
      (event: object) => deliver(event, { at: Math.floor(Date.now() / 1000) - 3600 }),
    ],
    [
      "a body changed after signing",
      401,
      (event: object) => {
        const body = JSON.stringify(event);
        return deliver(body.replace("69980", "1"), {
          header: fintocSignatureHeader(LOCAL_FINTOC.webhookSecret, Math.floor(Date.now() / 1000), body),
        });
      },
    ],
  ])("refuses %s with %i and changes nothing", async (_what, status, send) => {
    const order = await placeOrder();
    const event = sessionEvent(order.orderId, { amount: order.totalAmount });
    expect((await send(event)).status).toBe(status);
    await expectUnchanged(order, event.id);
  });

  it("answers 422 to a payment of another amount or currency, and 400 to garbage", async () => {
    const order = await placeOrder();
    const short = sessionEvent(order.orderId, { amount: order.totalAmount - 1 });
    expect((await deliver(short)).status).toBe(422);
    await expectUnchanged(order, short.id);
    const pesos = sessionEvent(order.orderId, { amount: order.totalAmount, currency: "USD" });
    expect((await deliver(pesos)).status).toBe(422);
    await expectUnchanged(order, pesos.id);

    expect((await deliver("{ no es json")).status).toBe(400);
    expect((await deliver({ id: "evt_x", type: "checkout_session.finished", data: {} })).status).toBe(400);
  });

  it("leaves the order pending after a failed or expired session, and a new click opens a new session", async () => {
    const order = await placeOrder();
    const first = await startPayment(order.orderId);
    const firstId = ((await orderData(order.orderId)).fintoc as { sessionId: string }).sessionId;
    const refused = await fetch(`${first.redirectUrl}/rechazar`, { method: "POST", redirect: "manual" });
    expect(refused.headers.get("location")).toBe(`${HOSTING_URL}/esperando-pago-fintoc/${order.orderId}`);
    await vi.waitFor(async () => expect((await orderData(order.orderId)).fintoc.outcome).toBe("failed"), {
      timeout: 30_000,
      interval: 200,
    });
    expect((await orderData(order.orderId)).status).toBe("pending");

    const second = await startPayment(order.orderId);
    expect(second.redirectUrl).not.toBe(first.redirectUrl);
    const secondId = ((await orderData(order.orderId)).fintoc as { sessionId: string }).sessionId;
    expect(secondId).not.toBe(firstId);
    const expire = await fetch(`${STAND_IN}/v1/checkout_sessions/${secondId}/expire`, {
      method: "POST",
      headers: { Authorization: LOCAL_FINTOC.secretKey },
    });
    expect(expire.status).toBe(200);
    await vi.waitFor(async () => expect((await orderData(order.orderId)).fintoc.outcome).toBe("expired"), {
      timeout: 30_000,
      interval: 200,
    });
    const after = await orderData(order.orderId);
    expect(after.status).toBe("pending");
    expect(after.confirmedAt).toBeNull();
    expect(await mailsOf(order.orderId)).toEqual([`order-${order.orderId}`]);
  });

  it("records a payment for an order no longer pending without reopening it, and tells the owner", async () => {
    const order = await placeOrder();
    await orderRef(order.orderId).update({ status: "cancelled" });
    const event = sessionEvent(order.orderId, { amount: order.totalAmount });
    expect(await deliver(event)).toEqual({ status: 200, body: { applied: "paid-while-cancelled" } });
    const after = await orderData(order.orderId);
    expect(after.status).toBe("cancelled");
    expect(after.fintoc.outcome).toBe("paid");
    const notice = (await mailRef(`fintoc-${event.id}`).get()).data()!;
    expect(notice.message.subject).toBe(`Revisar: pago de Fintoc para ${order.orderNumber}`);
    expect(notice.message.text).toContain("estaba cancelado");
  });
});

describe("payments as Fintoc's docs describe them", () => {
  const waitFor = <T>(check: () => Promise<T>) => vi.waitFor(check, { timeout: 30_000, interval: 200 });
  const sessionIdOf = async (orderId: string) =>
    ((await orderData(orderId)).fintoc as { sessionId: string }).sessionId;

  it("answers 200 to a payment for an order that does not exist, and tells the owner to refund it", async () => {
    const unknown = sessionEvent("pedido-que-no-existe", { amount: 69980 });
    expect(await deliver(unknown)).toEqual({ status: 200, body: { applied: "paid-without-order" } });
    const notice = (await mailRef(`fintoc-${unknown.id}`).get()).data()!;
    expect(notice.to).toEqual(OWNERS);
    expect(notice.message.subject).toBe("Revisar: pago de Fintoc sin pedido · $69.980");
    expect(notice.message.text).toContain("el pedido pedido-que-no-existe ya no existe");
    // Fintoc retries the same event: nothing more happens.
    expect(await deliver(unknown)).toEqual({ status: 200, body: { duplicate: unknown.id } });
    // A session that expired for an order that is gone is simply noted.
    const expired = sessionEvent("pedido-que-no-existe", { amount: 1, type: "checkout_session.expired" });
    expect(await deliver(expired)).toEqual({ status: 200, body: { applied: "no-order" } });
  });

  it("acts once per payment: a second event for the same paid session changes and sends nothing", async () => {
    const order = await placeOrder();
    await startPayment(order.orderId);
    const sessionId = await sessionIdOf(order.orderId);
    const first = sessionEvent(order.orderId, { amount: order.totalAmount, sessionId });
    expect(await deliver(first)).toEqual({ status: 200, body: { applied: "verified" } });
    const again = sessionEvent(order.orderId, {
      amount: order.totalAmount,
      sessionId,
      type: "checkout_session.completed",
    });
    expect(await deliver(again)).toEqual({ status: 200, body: { applied: "already-paid" } });
    expect(await mailsOf(order.orderId)).toEqual([`fintoc-${first.id}`, `order-${order.orderId}`].sort());
  });

  it("waits for a payment the bank is still settling, and its payment intent's event settles it", async () => {
    const [settles, fails] = [await placeOrder(), await placeOrder("FINTOC_LINK", "Av. Grecia")];
    for (const order of [settles, fails]) {
      const { redirectUrl } = await startPayment(order.orderId);
      const back = await fetch(`${redirectUrl}/en-proceso`, { method: "POST", redirect: "manual" });
      expect(back.headers.get("location")).toBe(`${HOSTING_URL}${orderSummaryPath(order.orderId)}`);
      await waitFor(async () => expect((await orderData(order.orderId)).fintoc.outcome).toBe("processing"));
      const waiting = await orderData(order.orderId);
      expect(waiting.status).toBe("pending");
      // The pieces wait for the bank: the sweep leaves the order alone, and the deadline runs.
      expect(waiting.sweepAt).toBeNull();
      expect(waiting.fintoc.processingSince.toDate().getTime()).toBeLessThanOrEqual(Date.now());
      expect(waiting.fintoc.paymentIntentId).toMatch(/^pi_/);
      // Paying again while the bank settles could pay twice.
      expect(await errorOf(startPayment(order.orderId))).toEqual({
        code: "functions/failed-precondition",
        message:
          "Tu pago anterior está en proceso en tu banco: espera su confirmación en esta página antes de pagar de nuevo.",
      });
    }

    const settle = (order: Placed, result: "exito" | "fallo") =>
      sessionIdOf(order.orderId).then((id) =>
        fetch(`${STAND_IN}/_pruebas/liquidar/${id}?resultado=${result}`, { method: "POST" }),
      );
    expect((await settle(settles, "exito")).status).toBe(200);
    await waitFor(async () => expect((await orderData(settles.orderId)).status).toBe("verified"));
    expect((await orderData(settles.orderId)).fintoc.outcome).toBe("paid");
    expect(await mailsOf(settles.orderId)).toHaveLength(2);

    expect((await settle(fails, "fallo")).status).toBe(200);
    await waitFor(async () => expect((await orderData(fails.orderId)).fintoc.outcome).toBe("failed"));
    expect((await orderData(fails.orderId)).status).toBe("pending");
  });

  it("never lets a session outlive the hold, so the sweep cancels no order being paid", async () => {
    const now = Date.now();
    const long = await placeOrder();
    const holdUntil = new Date(now + 2 * 3_600_000);
    await orderRef(long.orderId).update({ holdUntil, sweepAt: holdUntil });
    await startPayment(long.orderId);
    // Fintoc is asked to end the session with the hold, and the hold stays where it was.
    const longSession = await session(await sessionIdOf(long.orderId));
    expect(new Date(longSession.expires_at as string)).toEqual(holdUntil);
    expect((await orderData(long.orderId)).holdUntil.toDate()).toEqual(holdUntil);
    expect((await orderData(long.orderId)).sweepAt.toDate()).toEqual(holdUntil);

    // A hold further than a day away: a day-long session, which ends within it.
    const later = await placeOrder("FINTOC_LINK", "Av. Grecia");
    await orderRef(later.orderId).update({ holdUntil: new Date(now + 48 * 3_600_000) });
    await startPayment(later.orderId);
    const end = new Date((await session(await sessionIdOf(later.orderId))).expires_at as string);
    expect(end.getTime()).toBeLessThanOrEqual(now + 24 * 3_600_000 + 60_000);
    expect(end.getTime()).toBeGreaterThan(now + 23 * 3_600_000);

    // Even a hold past its time, met by the sweep, is not cancelled while its session is open:
    // the sweep moves the order out of its way until the session ends.
    const passed = new Date(now - 60_000);
    await orderRef(long.orderId).update({ holdUntil: passed, sweepAt: passed });
    expect(await expireHolds(adminDb(), new Date(now))).toEqual([]);
    const left = await orderData(long.orderId);
    expect(left.status).toBe("pending");
    expect(left.sweepAt.toDate()).toEqual(new Date(longSession.expires_at as string));
  });

  it("opens no session near the end of a hold: repeated calls never push it 30 minutes past checkout's", async () => {
    const order = await placeOrder();
    const before = await orderData(order.orderId);

    // Time passes: the hold checkout set is 20 minutes away, then gone. Each call, as often as it is
    // made, is refused and writes nothing: the hold never moves.
    for (const [left, message] of [
      [
        20 * 60_000,
        "Tu reserva vence en menos de 30 minutos y ya no alcanza para pagar con Fintoc: haz un nuevo pedido cuando venza.",
      ],
      [-60_000, "Tu reserva venció: haz un nuevo pedido."],
    ] as const) {
      const checkoutHold = new Date(Date.now() + left);
      await orderRef(order.orderId).update({ holdUntil: checkoutHold, sweepAt: checkoutHold });
      const shifted = await orderData(order.orderId);
      for (let call = 0; call < 3; call++) {
        expect(await errorOf(startPayment(order.orderId))).toEqual({
          code: "functions/failed-precondition",
          message,
        });
        expect(await orderData(order.orderId)).toEqual(shifted);
      }
    }
    expect(before.fintoc).toEqual(NEW_FINTOC_PAYMENT);
    expect((await orderData(order.orderId)).fintoc).toEqual(NEW_FINTOC_PAYMENT);

    // With 40 minutes left the session ends with the hold: nothing moves it.
    const hold = new Date(Date.now() + 40 * 60_000);
    await orderRef(order.orderId).update({ holdUntil: hold, sweepAt: hold });
    for (let call = 0; call < 2; call++) {
      const { redirectUrl } = await startPayment(order.orderId);
      const opened = await orderData(order.orderId);
      expect(opened.holdUntil.toDate()).toEqual(hold);
      expect(opened.holdExtendedFrom).toBeNull();
      expect(new Date((await session(opened.fintoc.sessionId)).expires_at as string)).toEqual(hold);
      // The shopper gives up; a later click opens a new session.
      await fetch(`${redirectUrl}/rechazar`, { method: "POST", redirect: "manual" });
      await waitFor(async () => expect((await orderData(order.orderId)).fintoc.outcome).toBe("failed"));
    }
  });

  it("expires the session it replaces at Fintoc, and opens none while the shopper has paid in it", async () => {
    const order = await placeOrder();
    await startPayment(order.orderId);
    const first = await sessionIdOf(order.orderId);
    // The session is about to end: the next click replaces it.
    const ending = async () => {
      const current = await orderData(order.orderId);
      const fintoc = { ...current.fintoc, expiresAt: new Date(Date.now() + 5 * 60_000) };
      await orderRef(order.orderId).update({ fintoc });
    };
    await ending();
    await startPayment(order.orderId);
    const second = await sessionIdOf(order.orderId);
    expect(second).not.toBe(first);
    expect((await session(first)).status).toBe("expired");
    expect((await session(second)).status).toBe("created");

    // Paid at Fintoc, its event not delivered yet: no second way to pay.
    const { redirectUrl } = await startPayment(order.orderId);
    await fetch(`${redirectUrl}/pagar?entrega=manual`, { method: "POST", redirect: "manual" });
    await ending();
    const paidMeanwhile = await orderData(order.orderId);
    expect(await errorOf(startPayment(order.orderId))).toEqual({
      code: "functions/failed-precondition",
      message: "Ya hay un pago con Fintoc en curso para este pedido. Revisa tu pedido en unos minutos.",
    });
    expect(await orderData(order.orderId)).toEqual(paidMeanwhile);
  });

  it("asks Fintoc to make each session once, whatever the retries", async () => {
    const now = new Date("2026-11-26T12:00:00Z");
    const key = sessionIdempotencyKey("pedido-1", null, now);
    expect(sessionIdempotencyKey("pedido-1", null, new Date(now.getTime() + 60_000))).toBe(key);
    expect(sessionIdempotencyKey("pedido-1", "cs_1", now)).not.toBe(key);
    // A later try after a refusal is not answered with the refusal Fintoc kept for the old key.
    expect(sessionIdempotencyKey("pedido-1", null, new Date(now.getTime() + 10 * 60_000))).not.toBe(key);

    const create = () =>
      fetch(`${STAND_IN}/v1/checkout_sessions`, {
        method: "POST",
        headers: { Authorization: LOCAL_FINTOC.secretKey, "Idempotency-Key": key },
        body: JSON.stringify({
          amount: 1000,
          currency: "CLP",
          success_url: "https://a",
          cancel_url: "https://b",
        }),
      }).then((res) => res.json() as Promise<{ id: string }>);
    expect((await create()).id).toBe((await create()).id);

    // The function sends its key with each session it creates.
    const order = await placeOrder();
    const before = new Date();
    await startPayment(order.orderId);
    const sent = (await (
      await fetch(`${STAND_IN}/_pruebas/clave/${await sessionIdOf(order.orderId)}`)
    ).json()) as { idempotencyKey: string | null };
    expect([
      sessionIdempotencyKey(order.orderId, null, before),
      sessionIdempotencyKey(order.orderId, null, new Date()),
    ]).toContain(sent.idempotencyKey);
  });

  it("refuses the payment link for 7.000.000 or more, and says to pay by transfer", async () => {
    const product = makeProduct({ name: "Collar de autor", price: 3_500_000, stock: 5 });
    const { id, ...fields } = product;
    await adminDb().collection(COLLECTIONS.products).doc(id).set(fields);
    const checkout = (paymentMethod: PaymentMethod) =>
      callFrom<Omit<Placed, "productId">>(newClientAddress(), "createOrder", {
        idempotencyKey: randomUUID(),
        paymentMethod,
        whatsapp: "9 6100 0001",
        delivery: { type: "pickup" },
        items: [{ productId: id, quantity: 2, name: product.name }],
      });
    expect(await errorOf(checkout("FINTOC_LINK"))).toEqual({
      code: "functions/invalid-argument",
      message: FINTOC_AMOUNT_TOO_LARGE,
    });
    expect((await adminDb().collection(COLLECTIONS.products).doc(id).get()).get("stock")).toBe(5);
    expect((await checkout("TRANSFERENCIA_DIRECTA")).totalAmount).toBe(7_000_000);

    // An order that already pays through Fintoc and costs that much (its prices changed since).
    const order = await placeOrder();
    await orderRef(order.orderId).update({ totalAmount: 7_000_000 });
    expect(await errorOf(startPayment(order.orderId))).toEqual({
      code: "functions/failed-precondition",
      message: FINTOC_AMOUNT_TOO_LARGE,
    });
  });
});

describe("payment intents whose events come before their order is known", () => {
  const waitFor = <T>(check: () => Promise<T>) => vi.waitFor(check, { timeout: 30_000, interval: 200 });
  const intentRef = (id: string) => adminDb().collection(COLLECTIONS.fintocIntents).doc(id);
  const deliveries = async () =>
    (await (await fetch(`${STAND_IN}/_pruebas/entregas`)).json()) as {
      eventId: string;
      type: string;
      status: number | null;
    }[];
  const refundNotices = async () =>
    (await adminDb().collection(COLLECTIONS.mail).get()).docs.filter((doc) =>
      (doc.get("message.subject") as string).includes("sin pedido"),
    );

  it("keeps a payment that arrives before its session's event, and verifies the order when that event comes", async () => {
    const order = await placeOrder();
    const { redirectUrl } = await startPayment(order.orderId);
    const sessionId = ((await orderData(order.orderId)).fintoc as { sessionId: string }).sessionId;
    // The stand-in lists every delivery of the run: this test's come after these.
    const earlier = (await deliveries()).length;
    const ours = async () => (await deliveries()).slice(earlier);
    // The session's event fails to arrive (it is held), and the bank settles meanwhile.
    await fetch(`${redirectUrl}/en-proceso?entrega=manual`, { method: "POST", redirect: "manual" });
    expect(
      (await fetch(`${STAND_IN}/_pruebas/liquidar/${sessionId}?resultado=exito`, { method: "POST" })).status,
    ).toBe(200);
    const settled = await waitFor(async () => {
      const intent = (await ours()).find((entry) => entry.type === "payment_intent.succeeded");
      if (intent?.status == null) throw new Error("El webhook todavía no responde");
      return intent;
    });
    // Parked, not used up: the order waits, nothing is recorded as handled, nobody is told to refund.
    expect(settled.status).toBe(202);
    expect((await orderData(order.orderId)).status).toBe("pending");
    expect((await adminDb().collection(COLLECTIONS.fintocEvents).doc(settled.eventId).get()).exists).toBe(
      false,
    );
    expect(await refundNotices()).toEqual([]);

    // Fintoc's retry of the session's event names the intent: the parked payment is applied.
    const held = (await ours()).find((entry) => entry.type === "checkout_session.finished")!;
    const resent = (await (
      await fetch(`${STAND_IN}/_pruebas/reenviar/${held.eventId}`, { method: "POST" })
    ).json()) as { status: number };
    expect(resent.status).toBe(200);
    const verified = await orderData(order.orderId);
    expect(verified.status).toBe("verified");
    expect(verified.fintoc.outcome).toBe("paid");
    expect(verified.sweepAt).toBeNull();
    expect(await mailsOf(order.orderId)).toEqual(
      [`fintoc-${settled.eventId}`, `order-${order.orderId}`].sort(),
    );
    expect(await refundNotices()).toEqual([]);
    // Fintoc's own retry of the intent's event changes nothing more.
    const again = (await (
      await fetch(`${STAND_IN}/_pruebas/reenviar/${settled.eventId}`, { method: "POST" })
    ).json()) as { status: number };
    expect(again.status).toBe(200);
    expect((await intentRef(verified.fintoc.paymentIntentId).get()).data()).toMatchObject({
      orderId: order.orderId,
      sessionId,
      parkedEvent: null,
    });
  });

  it("applies a payment made in a session the order has since replaced", async () => {
    const order = await placeOrder();
    await startPayment(order.orderId);
    const current = ((await orderData(order.orderId)).fintoc as { sessionId: string }).sessionId;

    // The old session's payment is in process at the bank: the order waits for it.
    const old = sessionEvent(order.orderId, {
      amount: order.totalAmount,
      sessionId: "cs_reemplazada",
      intentId: "pi_de_la_reemplazada",
      intent: "pending",
    });
    expect(await deliver(old)).toEqual({ status: 200, body: { applied: "processing" } });
    const waiting = await orderData(order.orderId);
    expect(waiting.status).toBe("pending");
    expect(waiting.fintoc).toMatchObject({ sessionId: "cs_reemplazada", outcome: "processing" });
    expect(waiting.fintoc.sessionId).not.toBe(current);
    expect(waiting.sweepAt).toBeNull();

    const paid = intentEvent("pi_de_la_reemplazada", order.totalAmount);
    expect(await deliver(paid)).toEqual({ status: 200, body: { applied: "verified" } });
    expect((await orderData(order.orderId)).status).toBe("verified");
    expect(await mailsOf(order.orderId)).toEqual([`fintoc-${paid.id}`, `order-${order.orderId}`].sort());
    expect(await refundNotices()).toEqual([]);
  });

  it("records the intent of a superseded session even when another payment already waits", async () => {
    const order = await placeOrder();
    const amount = order.totalAmount;
    const first = sessionEvent(order.orderId, {
      amount,
      sessionId: "cs_a",
      intentId: "pi_a",
      intent: "pending",
    });
    const second = sessionEvent(order.orderId, {
      amount,
      sessionId: "cs_b",
      intentId: "pi_b",
      intent: "pending",
    });
    expect((await deliver(first)).body).toEqual({ applied: "processing" });
    expect((await deliver(second)).body).toEqual({ applied: "stale-session" });
    expect((await intentRef("pi_b").get()).get("orderId")).toBe(order.orderId);

    expect((await deliver(intentEvent("pi_b", amount))).body).toEqual({ applied: "verified" });
    expect(await refundNotices()).toEqual([]);
  });

  it("tells the owner of a payment whose order never becomes known, after a day", async () => {
    const orphan = intentEvent("pi_sin_pedido", 69980);
    expect(await deliver(orphan)).toEqual({ status: 202, body: { parked: orphan.id } });
    expect(await deliver(orphan)).toEqual({ status: 202, body: { parked: orphan.id } });

    expect(await followUpFintocPayments(new Date(Date.now() + 23 * 3_600_000))).toEqual({
      appliedEvents: [],
      overdueOrders: [],
    });
    expect(await refundNotices()).toEqual([]);

    expect(await followUpFintocPayments(new Date(Date.now() + 24 * 3_600_000 + 60_000))).toEqual({
      appliedEvents: [orphan.id],
      overdueOrders: [],
    });
    const notice = (await mailRef(`fintoc-${orphan.id}`).get()).data()!;
    expect(notice.message.subject).toBe("Revisar: pago de Fintoc sin pedido · $69.980");
    expect((await adminDb().collection(COLLECTIONS.fintocEvents).doc(orphan.id).get()).get("applied")).toBe(
      "paid-without-order",
    );
    expect(await deliver(orphan)).toEqual({ status: 200, body: { duplicate: orphan.id } });
  });

  it("tells the owner once when a payment has been processing for 72 hours", async () => {
    const order = await placeOrder();
    const processing = sessionEvent(order.orderId, {
      amount: order.totalAmount,
      intentId: "pi_lento",
      intent: "pending",
    });
    expect((await deliver(processing)).body).toEqual({ applied: "processing" });
    const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000);

    expect((await followUpFintocPayments(inHours(71))).overdueOrders).toEqual([]);
    expect((await followUpFintocPayments(inHours(72.1))).overdueOrders).toEqual([order.orderId]);
    expect((await followUpFintocPayments(inHours(80))).overdueOrders).toEqual([]);

    const notices = (await mailsOf(order.orderId)).filter((id) => id.startsWith("fintoc-en-proceso-"));
    expect(notices).toEqual([`fintoc-en-proceso-${order.orderId}-pi_lento`]);
    const notice = (await mailRef(notices[0]!).get()).data()!;
    expect(notice.to).toEqual(OWNERS);
    expect(notice.message.subject).toBe(
      `Revisar: pago de Fintoc en proceso hace 72 horas · ${order.orderNumber}`,
    );
    expect(notice.message.text).toContain("lleva más de 72 horas en proceso");
    const after = await orderData(order.orderId);
    expect(after.status).toBe("pending");
    expect(after.fintoc.overdueNoticeAt).not.toBeNull();
    expect(after.sweepAt).toBeNull();
  });
});

async function expectUnchanged(order: Placed, eventId: string): Promise<void> {
  const after = await orderData(order.orderId);
  expect(after.status).toBe("pending");
  expect(after.confirmedAt).toBeNull();
  expect(after.fintoc).toEqual(NEW_FINTOC_PAYMENT);
  expect((after.statusHistory as StatusChange[]).map((change) => change.to)).toEqual(["pending"]);
  expect((await adminDb().collection(COLLECTIONS.fintocEvents).doc(eventId).get()).exists).toBe(false);
  expect(await mailsOf(order.orderId)).toEqual([`order-${order.orderId}`]);
}

describe("the owner's notices (mail collection, Trigger Email's shape)", () => {
  it("tells the owner of a new order: number, items, total, delivery, WhatsApp chat and back-office link", async () => {
    const order = await placeOrder("TRANSFERENCIA_DIRECTA", `<img src=x onerror="alert(1)">`);
    const mail = (await mailRef(`order-${order.orderId}`).get()).data()!;
    expect(mail.to).toEqual(OWNERS);
    expect(mail.message.subject).toBe(`Nuevo pedido ${order.orderNumber} · $69.980`);
    const { text, html } = mail.message as { text: string; html: string };
    for (const part of [
      order.orderNumber,
      "2 × Collar Luna: $69.980",
      "Total: $69.980",
      "Providencia, Región Metropolitana de Santiago",
      `https://wa.me/569${String(20_000_000 + whatsappCount).slice(-8)}?text=`,
      `WhatsApp del cliente: +56 9 ${String(20_000_000 + whatsappCount)
        .slice(-8)
        .replace(/(\d{4})(\d{4})/, "$1 $2")}`,
      `${HOSTING_URL}/admin/orders?pedido=${order.orderId}`,
    ]) {
      expect(text).toContain(part);
    }
    expect(text).toContain("transferencia directa");
    // What a shopper typed reaches the owner's mail as text, never as markup.
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain(`href="${HOSTING_URL}/admin/orders?pedido=${order.orderId}"`);
  });

  it("tells the owner of each proof received, once", async () => {
    const order = await placeOrder("FINTOC_LINK");
    const photo = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#3a7" } })
      .jpeg()
      .toBuffer();
    const uploadedAt = new Date();
    await adminBucket()
      .file(proofPath(order.orderId, uploadedAt, "jpg"))
      .save(photo, { resumable: false, metadata: { contentType: "image/jpeg" } });

    await vi.waitFor(async () => expect(await mailsOf(order.orderId)).toHaveLength(2), {
      timeout: TRIGGER_WAIT_MS,
      interval: 250,
    });
    const [proofMail] = (await mailsOf(order.orderId)).filter((id) => id.startsWith("proof-"));
    const notice = (await mailRef(proofMail!).get()).data()!;
    expect(notice.to).toEqual(OWNERS);
    expect(notice.message.subject).toBe(`Comprobante recibido · ${order.orderNumber}`);
  });

  it("queues nothing when no address is set", async () => {
    await settingsRef().set(DEFAULT_BACK_OFFICE_SETTINGS);
    const order = await placeOrder();
    const event = sessionEvent(order.orderId, { amount: order.totalAmount });
    expect((await deliver(event)).status).toBe(200);
    expect((await orderData(order.orderId)).status).toBe("verified");
    expect((await adminDb().collection(COLLECTIONS.mail).get()).size).toBe(0);
  });
});
