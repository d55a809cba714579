/**
 * An unpaid order's hold, as the shopper and the admin see it: the order page says until when the
 * pieces are reserved, and changes live when the sweep expires the hold; the admin's list marks the
 * order and its history names the reason. A proof keeps the pieces until an admin reviews it: the
 * list flags one whose review is overdue, and a rejection reaches the shopper's page live.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sweepHolds } from "../../functions/src/orders/expire-holds.ts";
import { COLLECTIONS } from "@domain/collections.ts";
import { formatHoldTime } from "@domain/orders/order-hold.ts";
import { href, paymentPath } from "@domain/shop-paths.ts";
import { HOSTING_URL } from "../../tools/emulators/launch.ts";
import { adminBucket, adminDb } from "../../tools/firebase-admin.ts";
import { DEMO_PRODUCTS } from "../../tools/seed/demo-catalog.ts";
import { useDemoShop } from "../support/demo-shop.ts";
import { openPage, screenshot, VIEWPORT_NAMES } from "../../tools/browser/browser.ts";
import { callFrom, newClientAddress } from "../support/client.ts";
import { signInAsDemoAdmin } from "../../tools/browser/shop-journeys.ts";
import { waitUntil } from "../support/triggers.ts";

const shop = useDemoShop({ fresh: "file" });

const [piece, reviewedPiece] = DEMO_PRODUCTS.filter((product) => product.stock >= 3);

/** The smallest valid PNG (1×1), standing in for a shopper's screenshot of a transfer. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const stockOf = async () =>
  (await adminDb().collection(COLLECTIONS.products).doc(piece!.id).get()).get("stock") as number;

describe.each(VIEWPORT_NAMES)("an unpaid order's hold at %s width", (viewport) => {
  it("is shown to the shopper, expires live, and is marked for the admin with its reason", async () => {
    const { orderId, orderNumber } = await callFrom<{ orderId: string; orderNumber: string }>(
      newClientAddress(),
      "createOrder",
      {
        idempotencyKey: randomUUID(),
        paymentMethod: "TRANSFERENCIA_DIRECTA",
        whatsapp: viewport === "phone" ? "+56 9 4444 1111" : "+56 9 4444 2222",
        delivery: { type: "pickup" },
        items: [{ productId: piece!.id, quantity: 1, name: piece!.name }],
      },
    );
    const order = await adminDb().collection(COLLECTIONS.orders).doc(orderId).get();
    const holdUntil = order.get("holdUntil").toDate() as Date;
    const stockHeld = await stockOf();

    const shopper = await openPage(shop.browser, viewport);
    await shopper.goto(`${HOSTING_URL}${href("order", { orderId })}`);
    await shopper.getByText(`Reservamos tus piezas hasta el ${formatHoldTime(holdUntil)}.`).waitFor();
    await screenshot(shopper, `hold-reserved-${viewport}`, { fullPage: false });

    // The sweep (every 10 minutes online, every minute under `npm start`) runs past the hold; the
    // demo's own unpaid order, older, expires with it.
    expect((await sweepHolds(adminDb(), new Date(holdUntil.getTime() + 60_000))).expired).toContain(orderId);
    await shopper.getByText("La reserva de este pedido venció").waitFor();
    await shopper.getByText(`No recibimos el pago antes del ${formatHoldTime(holdUntil)}`).waitFor();
    await screenshot(shopper, `hold-expired-${viewport}`, { fullPage: false });
    expect(await stockOf()).toBe(stockHeld + 1);

    const admin = await openPage(shop.browser, viewport);
    await signInAsDemoAdmin(admin);
    await admin.goto(`${HOSTING_URL}/admin/orders`);
    const row = admin.getByRole("listitem").filter({ hasText: orderNumber });
    await row.getByText("Reserva vencida").waitFor();
    await row.getByRole("button", { name: `Ver pedido ${orderNumber}` }).click();
    const drawer = admin.getByRole("dialog");
    await drawer.getByText("(sistema: reserva vencida sin pago)").waitFor();
    // The drawer slides in: photograph it where it stops.
    await drawer.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    await screenshot(admin, `hold-expired-admin-${viewport}`, { fullPage: false });

    await shopper.context().close();
    await admin.context().close();
  });

  it("keeps a proof's pieces until its review, flags it when overdue, and tells the shopper of a rejection", async () => {
    const { orderId, orderNumber } = await callFrom<{ orderId: string; orderNumber: string }>(
      newClientAddress(),
      "createOrder",
      {
        idempotencyKey: randomUUID(),
        paymentMethod: "TRANSFERENCIA_DIRECTA",
        whatsapp: viewport === "phone" ? "+56 9 4444 3333" : "+56 9 4444 4444",
        delivery: { type: "pickup" },
        items: [{ productId: reviewedPiece!.id, quantity: 1, name: reviewedPiece!.name }],
      },
    );
    const orderRef = adminDb().collection(COLLECTIONS.orders).doc(orderId);

    const shopper = await openPage(shop.browser, viewport);
    await shopper.goto(`${HOSTING_URL}${paymentPath("FINTOC_LINK", orderId)}`);
    await shopper
      .locator('input[type="file"]')
      .setInputFiles({ name: "comprobante.png", mimeType: "image/png", buffer: PNG });
    await shopper.getByRole("button", { name: "Confirmar y enviar" }).click();
    await shopper.getByRole("heading", { name: "Recibimos tu comprobante" }).waitFor();
    await waitUntil("el comprobante en el pedido", async () => (await orderRef.get()).get("proof") !== null);
    const { path } = (await orderRef.get()).get("proof") as { path: string };

    // Past its hold and its review time, the proof still holds the piece; the admin's list flags it.
    await orderRef.update({ "proof.reviewBy": new Date(Date.now() - 60_000) });
    const holdUntil = (await orderRef.get()).get("holdUntil").toDate() as Date;
    expect((await sweepHolds(adminDb(), new Date(holdUntil.getTime() + 60_000))).expired).not.toContain(
      orderId,
    );
    const admin = await openPage(shop.browser, viewport);
    await signInAsDemoAdmin(admin);
    await admin.getByText(/con la revisión atrasada/).waitFor();
    await admin.goto(`${HOSTING_URL}/admin/orders`);
    const row = admin.getByRole("listitem").filter({ hasText: orderNumber });
    await row.getByText("Revisión atrasada").waitFor();
    await row.getByRole("button", { name: `Ver pedido ${orderNumber}` }).click();
    const drawer = admin.getByRole("dialog");
    await drawer.getByText(/revisión atrasada desde el/).waitFor();
    await drawer.getByRole("button", { name: "Rechazar comprobante" }).click();
    await drawer.getByRole("button", { name: "Sí, rechazar" }).click();
    await admin.getByText("Comprobante rechazado", { exact: true }).waitFor();
    await drawer.getByText(/Sin comprobante · rechazado el/).waitFor();
    await screenshot(admin, `proof-rejected-admin-${viewport}`, { fullPage: false });

    // The shopper's open page changes by itself and asks for another proof.
    await shopper.getByText("No pudimos aceptar tu comprobante").waitFor();
    await shopper.getByRole("button", { name: "Elegir comprobante" }).waitFor();
    await shopper.getByText("No pudimos aceptar tu comprobante").scrollIntoViewIfNeeded();
    await screenshot(shopper, `proof-rejected-${viewport}`, { fullPage: false });
    expect((await adminBucket().file(path).exists())[0]).toBe(false);
    expect((await orderRef.get()).get("status")).toBe("pending");

    await shopper.context().close();
    await admin.context().close();
  });
});
