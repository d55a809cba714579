/**
 * Replay protection of checkout and the color analysis (functions/src/https/guards.ts). The
 * emulators check no App Check token: they decode whatever is sent, and mark it not consumed only
 * when the function was built with `consumeAppCheckToken`. So a call with a made-up token shows the
 * deployed callable carries that option (without it the handler refuses the token as unchecked), and
 * the handler, run in this process with a token App Check says it has already seen, shows that a
 * replay is refused. Whether App Check really consumes tokens can only be seen on a real project.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { COLLECTIONS } from "@domain/collections.ts";
import { makeProduct } from "@domain/testing/make-product.ts";
import { analyzeStyle } from "../../functions/src/https/analyze-style.ts";
import { createOrder } from "../../functions/src/https/create-order.ts";
import { APP_CHECK_REPLAYED } from "../../functions/src/https/guards.ts";
import { adminDb, useLocalEmulators } from "../../tools/firebase-admin.ts";
import { functionUrl, newClientAddress } from "../support/client.ts";
import { clearAllData } from "../support/emulator-data.ts";

beforeAll(() => useLocalEmulators());
beforeEach(() => clearAllData());

const piece = makeProduct({ name: "Collar Verificado", stock: 3 });
const checkoutInput = () => ({
  idempotencyKey: randomUUID(),
  paymentMethod: "TRANSFERENCIA_DIRECTA",
  whatsapp: "+56 9 7000 0001",
  delivery: { type: "pickup" },
  items: [{ productId: piece.id, quantity: 1, name: piece.name }],
});

/** An App Check token as the emulators read it: a JWT whose subject is the web app's id. */
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
const appCheckToken = `${base64url({ alg: "none" })}.${base64url({ sub: "1:123:web:abc" })}.`;

async function callWithAppCheck(name: string, data: object) {
  const response = await fetch(functionUrl(name), {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Forwarded-For": newClientAddress(),
      "X-Firebase-AppCheck": appCheckToken,
    },
    body: JSON.stringify({ data }),
  });
  return (await response.json()) as { result?: unknown; error?: { status: string; message: string } };
}

/** A request as the runtime hands it to the handler after App Check saw its token once before. */
function replayed(data: object): Parameters<typeof createOrder.run>[0] {
  return {
    data,
    rawRequest: { headers: {}, header: () => undefined } as never,
    acceptsStreaming: false,
    app: { appId: "1:123:web:abc", token: {} as never, alreadyConsumed: true },
  };
}

describe("App Check replay protection", () => {
  it("checks the token of a checkout for replay, and places the order", async () => {
    const { id, ...fields } = piece;
    await adminDb().collection(COLLECTIONS.products).doc(id).set(fields);
    const answer = await callWithAppCheck("createOrder", checkoutInput());
    expect(answer.error).toBeUndefined();
    expect((await adminDb().collection(COLLECTIONS.orders).get()).size).toBe(1);
  });

  it("checks the token of a color analysis for replay before anything else", async () => {
    // A photo that is not one: past the token, the analysis refuses it for what it is.
    const answer = await callWithAppCheck("analyzeStyle", { imageBase64: "bm90IGFuIGltYWdl".repeat(10) });
    expect(answer.error).toEqual({
      status: "INVALID_ARGUMENT",
      message: "Error al procesar la imagen. Intenta con otra foto.",
    });
  });

  it("refuses a token App Check has already seen, and writes nothing", async () => {
    const { id, ...fields } = piece;
    await adminDb().collection(COLLECTIONS.products).doc(id).set(fields);
    await expect(createOrder.run(replayed(checkoutInput()))).rejects.toMatchObject({
      code: "aborted",
      message: APP_CHECK_REPLAYED,
    });
    await expect(analyzeStyle.run(replayed({ imageBase64: "x".repeat(200) }))).rejects.toMatchObject({
      code: "aborted",
      message: APP_CHECK_REPLAYED,
    });
    expect((await adminDb().collection(COLLECTIONS.orders).get()).size).toBe(0);
    expect((await adminDb().collection(COLLECTIONS.rateLimits).get()).size).toBe(0);
    expect((await adminDb().collection(COLLECTIONS.products).doc(id).get()).get("stock")).toBe(3);
  });
});
