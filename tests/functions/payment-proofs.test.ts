import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { COLLECTIONS } from "../../src/domain/collections.ts";
import type { OrderStatus } from "../../src/domain/order.ts";
import { proofPath } from "../../src/domain/payment-proof.ts";
import { adminBucket, adminDb, useLocalEmulators } from "../../tools/firebase-admin.ts";
import { TRIGGER_WAIT_MS } from "../support/triggers.ts";

beforeAll(() => useLocalEmulators());

const orderRef = (id: string) => adminDb().collection(COLLECTIONS.orders).doc(id);

/** Only the fields the trigger looks at; the rest of an order does not matter here. */
async function orderWithStatus(status: OrderStatus): Promise<string> {
  const id = randomUUID();
  await orderRef(id).set({ orderNumber: "CHT-20261122-0001", status, proof: null });
  return id;
}

async function upload(path: string, contentType: string): Promise<void> {
  await adminBucket().file(path).save(Buffer.alloc(2048, 1), { resumable: false, metadata: { contentType } });
}

async function exists(path: string): Promise<boolean> {
  return (await adminBucket().file(path).exists())[0];
}

/** Polls every 250 ms, for at most TRIGGER_WAIT_MS, until `done` holds. */
async function waitFor(what: string, done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + TRIGGER_WAIT_MS;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Tiempo agotado esperando: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe("recordPaymentProof (Storage trigger, on the Functions emulator)", () => {
  it("records the path and time of a proof on its pending order", async () => {
    const id = await orderWithStatus("pending");
    const path = proofPath(id, new Date(), "jpg");
    await upload(path, "image/jpeg");

    await waitFor(
      "el comprobante en el pedido",
      async () => (await orderRef(id).get()).get("proof") !== null,
    );
    const proof = (await orderRef(id).get()).get("proof") as { path: string; uploadedAt: { toDate(): Date } };
    expect(proof.path).toBe(path);
    expect(Math.abs(proof.uploadedAt.toDate().getTime() - Date.now())).toBeLessThan(60_000);
    expect(await exists(path)).toBe(true);
  });

  it.each([
    ["an order that is no longer pending", "verified" as const, "image/jpeg"],
    ["a file that is not an image", "pending" as const, "application/pdf"],
  ])("removes a proof for %s and leaves the order as it was", async (_what, status, contentType) => {
    const id = await orderWithStatus(status);
    const path = proofPath(id, new Date(), "jpg");
    await upload(path, contentType);

    await waitFor("que se elimine el archivo", async () => !(await exists(path)));
    expect((await orderRef(id).get()).data()).toMatchObject({ status, proof: null });
  });

  it("removes a proof whose order does not exist", async () => {
    const path = proofPath(randomUUID(), new Date(), "png");
    await upload(path, "image/png");
    await waitFor("que se elimine el archivo", async () => !(await exists(path)));
  });
});
