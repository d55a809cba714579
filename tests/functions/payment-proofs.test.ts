import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BACK_OFFICE_SETTINGS_DOC, COLLECTIONS } from "@domain/collections.ts";
import { orderSchema, type OrderStatus } from "@domain/orders/order.ts";
import { describeOrderStage } from "@domain/orders/order-stage.ts";
import { MAX_PROOF_REPLACEMENTS, proofPath } from "@domain/orders/payment-proof.ts";
import { DEFAULT_BACK_OFFICE_SETTINGS } from "@domain/settings/settings.ts";
import { parseStored } from "@domain/stored-documents.ts";
import { makeOrder } from "@domain/testing/make-order.ts";
import { adminBucket, adminDb, useLocalEmulators } from "../../tools/firebase-admin.ts";
import { clearAllData } from "../support/emulator-data.ts";
import { TRIGGER_WAIT_MS } from "../support/triggers.ts";

let photo: Buffer;
beforeAll(async () => {
  useLocalEmulators();
  await clearAllData();
  photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#3a7" } })
    .jpeg()
    .toBuffer();
});

const orderRef = (id: string) => adminDb().collection(COLLECTIONS.orders).doc(id);
const proofOf = async (id: string) => (await orderRef(id).get()).get("proof") as { path: string } | null;

/** Only the fields the trigger looks at; the rest of an order does not matter here. */
async function orderWithStatus(status: OrderStatus): Promise<string> {
  const id = randomUUID();
  await orderRef(id).set({ orderNumber: "CHT-20261122-0001", status, proof: null });
  return id;
}

async function upload(path: string, contentType: string, bytes: Buffer = photo): Promise<void> {
  await adminBucket().file(path).save(bytes, { resumable: false, metadata: { contentType } });
}

async function exists(path: string): Promise<boolean> {
  return (await adminBucket().file(path).exists())[0];
}

const eventually = (check: () => Promise<void>) =>
  vi.waitFor(check, { timeout: TRIGGER_WAIT_MS, interval: 250 });

describe("recordPaymentProof (Storage trigger, on the Functions emulator)", () => {
  it("records the path and time of a proof on its pending order", async () => {
    const id = await orderWithStatus("pending");
    const path = proofPath(id, new Date(), "jpg");
    await upload(path, "image/jpeg");

    await eventually(async () => expect(await proofOf(id)).not.toBeNull());
    const proof = (await orderRef(id).get()).get("proof") as { path: string; uploadedAt: { toDate(): Date } };
    expect(proof.path).toBe(path);
    expect(Math.abs(proof.uploadedAt.toDate().getTime() - Date.now())).toBeLessThan(60_000);
    expect(await exists(path)).toBe(true);
  });

  it("keeps one proof per order: a newer one replaces it and the older file is deleted", async () => {
    const id = await orderWithStatus("pending");
    const first = proofPath(id, new Date(), "jpg");
    await upload(first, "image/jpeg");
    await eventually(async () => expect((await proofOf(id))?.path).toBe(first));

    const second = proofPath(id, new Date(Date.now() + 1), "png");
    await upload(second, "image/png", await sharp(photo).png().toBuffer());

    await eventually(async () => expect((await proofOf(id))?.path).toBe(second));
    await eventually(async () => expect(await exists(first)).toBe(false));
    expect(await exists(second)).toBe(true);
  });

  it.each([
    ["an order that is no longer pending", "verified" as const, "image/jpeg", () => photo],
    ["a file whose type is not an image", "pending" as const, "application/pdf", () => photo],
    [
      "a page named .jpg and declared a JPEG",
      "pending" as const,
      "image/jpeg",
      () => Buffer.from("<html><script>alert('hola')</script></html>"),
    ],
  ])("removes a proof for %s and leaves the order as it was", async (_what, status, contentType, bytes) => {
    const id = await orderWithStatus(status);
    const path = proofPath(id, new Date(), "jpg");
    await upload(path, contentType, bytes());

    await eventually(async () => expect(await exists(path)).toBe(false));
    expect((await orderRef(id).get()).data()).toMatchObject({ status, proof: null });
  });

  describe("a file that only begins like an image", () => {
    /** An order as checkout writes it, holding its pieces for two days. */
    async function heldOrder(): Promise<string> {
      const holdUntil = new Date(Date.now() + 48 * 3_600_000);
      const { id, ...fields } = makeOrder({ id: randomUUID(), createdAt: new Date(), holdUntil });
      await orderRef(id).set({ ...fields, sweepAt: holdUntil });
      return id;
    }
    const storedOrder = async (id: string) => {
      const parsed = parseStored(orderSchema, (await orderRef(id).get()).data(), id);
      if (!parsed.success) throw parsed.error;
      return parsed.data;
    };

    it("is refused when it does not decode (1 KB that starts with a JPEG's bytes), and the shopper is told", async () => {
      const id = await heldOrder();
      const fake = Buffer.alloc(1024);
      photo.copy(fake, 0, 0, 20); // a real JPEG's start: SOI and its JFIF header
      const path = proofPath(id, new Date(), "jpg");
      await upload(path, "image/jpeg", fake);

      await eventually(async () => expect(await exists(path)).toBe(false));
      await eventually(async () => expect((await storedOrder(id)).proofRefusedAt).not.toBeNull());
      const order = await storedOrder(id);
      // Nothing waits for an admin: the hold runs on, and the refused file counts against the order.
      expect(order).toMatchObject({ status: "pending", proof: null, proofCount: 1 });
      expect(order.sweepAt).toEqual(order.holdUntil);
      const { stage, title, detail } = describeOrderStage(order);
      expect(stage).toBe("proof-unreadable");
      expect(title).toBe("No pudimos abrir tu comprobante");
      expect(detail).toContain("Envía una captura de pantalla o una foto de tu transferencia");
    });

    it("is refused when its HEIC container does not add up; a whole one is kept", async () => {
      const box = (type: string, body: Buffer) => {
        const head = Buffer.alloc(8);
        head.writeUInt32BE(8 + body.length);
        head.write(type, 4, "latin1");
        return Buffer.concat([head, body]);
      };
      const ftyp = box("ftyp", Buffer.from("heic\0\0\0\0mif1heic", "latin1"));
      const fake = Buffer.concat([ftyp, Buffer.alloc(1024)]);
      const hdlr = box(
        "hdlr",
        Buffer.concat([Buffer.alloc(8), Buffer.from("pict", "latin1"), Buffer.alloc(13)]),
      );
      // sharp cannot decode HEVC, so a HEIC is judged by its container.
      const whole = Buffer.concat([
        ftyp,
        box("meta", Buffer.concat([Buffer.alloc(4), hdlr])),
        box("mdat", photo),
      ]);

      const refused = await heldOrder();
      const fakePath = proofPath(refused, new Date(), "heic");
      await upload(fakePath, "image/heic", fake);
      await eventually(async () => expect(await exists(fakePath)).toBe(false));
      await eventually(async () => expect((await storedOrder(refused)).proofRefusedAt).not.toBeNull());

      const kept = await heldOrder();
      const wholePath = proofPath(kept, new Date(), "heic");
      await upload(wholePath, "image/heic", whole);
      await eventually(async () => expect((await proofOf(kept))?.path).toBe(wholePath));
      expect(await exists(wholePath)).toBe(true);
    });
  });

  it("records a proof even when the owner's notice of it cannot be written", async () => {
    // Recipients are set, but this order lacks the customer and items a notice shows.
    await adminDb()
      .collection(COLLECTIONS.settings)
      .doc(BACK_OFFICE_SETTINGS_DOC)
      .set({ notifications: { orderEmails: ["pedidos@chatoyant.test"] } });
    try {
      const id = await orderWithStatus("pending");
      const path = proofPath(id, new Date(), "jpg");
      await upload(path, "image/jpeg");

      await eventually(async () => expect((await proofOf(id))?.path).toBe(path));
      const notices = await adminDb().collection(COLLECTIONS.mail).get();
      expect(notices.docs.filter((doc) => doc.id.startsWith(`proof-${id}`))).toEqual([]);
    } finally {
      await adminDb().collection(COLLECTIONS.settings).doc(BACK_OFFICE_SETTINGS_DOC).delete();
    }
  });

  it("removes a proof whose order does not exist", async () => {
    const path = proofPath(randomUUID(), new Date(), "png");
    await upload(path, "image/png");
    await eventually(async () => expect(await exists(path)).toBe(false));
  });

  describe("against spam", () => {
    const settings = () => adminDb().collection(COLLECTIONS.settings).doc(BACK_OFFICE_SETTINGS_DOC);
    const proofNotices = async (id: string) =>
      (await adminDb().collection(COLLECTIONS.mail).get()).docs.filter((doc) =>
        doc.id.startsWith(`proof-${id}`),
      );
    /** An order as checkout writes it, with what an owner's notice shows, holding its pieces for two days. */
    async function fullOrder(): Promise<string> {
      const holdUntil = new Date(Date.now() + 48 * 3_600_000);
      const { id, ...fields } = makeOrder({ id: randomUUID(), createdAt: new Date(), holdUntil });
      await orderRef(id).set({ ...fields, sweepAt: holdUntil });
      return id;
    }
    /** Moves the recorded proof back in time, as if it had been sent a while ago. */
    const ageProof = async (id: string, ms: number) => {
      const proof = (await orderRef(id).get()).get("proof") as { uploadedAt: { toDate(): Date } };
      await orderRef(id).update({ "proof.uploadedAt": new Date(proof.uploadedAt.toDate().getTime() - ms) });
    };

    beforeAll(() =>
      settings().set({
        ...DEFAULT_BACK_OFFICE_SETTINGS,
        orders: { holdHours: 48, proofReviewHours: 5 },
        notifications: { orderEmails: ["pedidos@chatoyant.test"] },
      }),
    );
    afterAll(() => settings().delete());

    it("gives a proof its review deadline, counts replacements and e-mails the owner once in 6 hours", async () => {
      const id = await fullOrder();
      const first = proofPath(id, new Date(), "jpg");
      await upload(first, "image/jpeg");
      await eventually(async () => expect((await proofOf(id))?.path).toBe(first));
      const recorded = (await orderRef(id).get()).data()!;
      const uploadedAt = recorded.proof.uploadedAt.toDate().getTime();
      expect(recorded.proof.reviewBy.toDate().getTime()).toBe(uploadedAt + 5 * 3_600_000);
      expect(recorded.proofCount).toBe(1);
      const [notice] = await proofNotices(id);
      expect(notice?.get("message.text")).toContain("antes del");

      // A proof waits for an admin: the hold sweep leaves the order alone.
      expect(recorded.sweepAt).toBeNull();

      await ageProof(id, 2 * 60_000);
      const second = proofPath(id, new Date(Date.now() + 1), "jpg");
      await upload(second, "image/jpeg");
      await eventually(async () => expect((await proofOf(id))?.path).toBe(second));
      const replaced = (await orderRef(id).get()).data()!;
      expect(replaced.proofCount).toBe(2);
      // The order has waited for review since the first proof: its deadline does not move.
      expect(replaced.proof.reviewBy.toDate()).toEqual(recorded.proof.reviewBy.toDate());
      expect(await proofNotices(id)).toHaveLength(1);
    });

    it(`refuses a proof once the order has had its ${MAX_PROOF_REPLACEMENTS} replacements`, async () => {
      const id = await fullOrder();
      const last = proofPath(id, new Date(), "jpg");
      await upload(last, "image/jpeg");
      await eventually(async () => expect((await proofOf(id))?.path).toBe(last));
      await orderRef(id).update({ proofCount: MAX_PROOF_REPLACEMENTS + 1 });
      await ageProof(id, 2 * 60_000);

      const extra = proofPath(id, new Date(Date.now() + 1), "jpg");
      await upload(extra, "image/jpeg");
      await eventually(async () => expect(await exists(extra)).toBe(false));
      expect((await proofOf(id))?.path).toBe(last);
      expect(await exists(last)).toBe(true);
    });

    it("keeps one of two proofs sent at once (the one stored last), and counts them once", async () => {
      const id = await fullOrder();
      const at = Date.now();
      const both = [proofPath(id, new Date(at), "jpg"), proofPath(id, new Date(at + 1), "jpg")];
      await Promise.all(both.map((path) => upload(path, "image/jpeg")));

      await eventually(async () => {
        const order = (await orderRef(id).get()).data()!;
        const kept = order.proof?.path as string;
        expect(both).toContain(kept);
        expect(await exists(both.find((path) => path !== kept)!)).toBe(false);
        expect(await exists(kept)).toBe(true);
        expect(order.proofCount).toBe(1);
      });
      expect(await proofNotices(id)).toHaveLength(1);
    });
  });
});
