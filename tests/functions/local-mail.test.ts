/**
 * The owner's e-mails under `npm start`: a checkout's notice goes from the `mail` collection through
 * the Trigger Email stand-in to the local inbox, and its document ends as the extension leaves it.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACK_OFFICE_SETTINGS_DOC, COLLECTIONS } from "@domain/collections.ts";
import { DEFAULT_BACK_OFFICE_SETTINGS } from "@domain/settings/settings.ts";
import { makeProduct } from "@domain/testing/make-product.ts";
import { expiryAfter, sendEmailExtensionParams } from "../../tools/mail/extension-params.ts";
import { startLocalMail, type LocalMail } from "../../tools/mail/local.ts";
import { adminDb, useLocalEmulators } from "../../tools/firebase-admin.ts";
import { callFrom, newClientAddress } from "../support/client.ts";
import { clearAllData } from "../support/emulator-data.ts";
import { waitUntil } from "../support/triggers.ts";

const OWNER = "duena@chatoyant.test";
let mail: LocalMail;

beforeAll(async () => {
  useLocalEmulators();
  await clearAllData();
  await adminDb()
    .collection(COLLECTIONS.settings)
    .doc(BACK_OFFICE_SETTINGS_DOC)
    .set({ ...DEFAULT_BACK_OFFICE_SETTINGS, notifications: { orderEmails: [OWNER] } });
  mail = (await startLocalMail(adminDb()))!;
});
afterAll(() => mail?.close());

interface InboxMessage {
  subject: string;
  to: { address: string }[];
  from: { address: string; name: string }[];
  text: string;
}
const inbox = async () => (await (await fetch(`${mail.url}/email`)).json()) as InboxMessage[];
const mailDoc = (id: string) => adminDb().collection(COLLECTIONS.mail).doc(id);

describe("the local inbox", () => {
  it("receives a new order's notice, and the document records its delivery as the extension does", async () => {
    const piece = makeProduct({ name: "Collar Luna", stock: 3 });
    const { id, ...fields } = piece;
    await adminDb().collection(COLLECTIONS.products).doc(id).set(fields);
    const { orderId, orderNumber } = await callFrom<{ orderId: string; orderNumber: string }>(
      newClientAddress(),
      "createOrder",
      {
        idempotencyKey: randomUUID(),
        paymentMethod: "TRANSFERENCIA_DIRECTA",
        whatsapp: "+56 9 6000 1234",
        delivery: { type: "pickup" },
        items: [{ productId: id, quantity: 1, name: piece.name }],
      },
    );

    // Found by the order's id (its link to the back office): the inbox outlives a test file's data,
    // and an earlier file's order of the same day had this number too (tests/support/owner-inbox.ts).
    const about = (message: InboxMessage) => message.text.includes(orderId);
    await waitUntil("el aviso en la bandeja local", async () => (await inbox()).some(about));
    const message = (await inbox()).find(about)!;
    expect(message.subject).toContain(orderNumber);
    expect(message.to.map((to) => to.address)).toEqual([OWNER]);
    expect(message.from[0]).toMatchObject({ address: "avisos@chatoyant.cl", name: "Chatoyant" });
    expect(message.text).toContain("Collar Luna");

    await waitUntil(
      "la entrega registrada",
      async () => (await mailDoc(`order-${orderId}`).get()).get("delivery.state") === "SUCCESS",
    );
    const delivery = (await mailDoc(`order-${orderId}`).get()).get("delivery");
    expect(delivery).toMatchObject({ attempts: 1, error: null, info: { accepted: [OWNER], rejected: [] } });
    expect(delivery.expireAt.toDate()).toEqual(
      expiryAfter(delivery.startTime.toDate(), sendEmailExtensionParams()),
    );
  });

  it("marks a message it cannot send as failed, with the reason, and sends nothing", async () => {
    const before = (await inbox()).length;
    await mailDoc("sin-destinatarios").create({ to: [], message: { subject: "Nadie", text: "…" } });
    await waitUntil(
      "el error registrado",
      async () => (await mailDoc("sin-destinatarios").get()).get("delivery.state") === "ERROR",
    );
    expect((await mailDoc("sin-destinatarios").get()).get("delivery.error")).toMatch(/at least 1 recipient/);
    await mail.idle();
    expect(await inbox()).toHaveLength(before);
  });
});
