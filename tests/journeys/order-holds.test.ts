/**
 * An unpaid order's hold, as the shopper and the admin see it: the order page says until when the
 * pieces are reserved, and changes live when the sweep expires the hold; the admin's list marks the
 * order and its history names the reason.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { expireHolds } from "../../functions/src/orders/expire-holds.ts";
import { COLLECTIONS } from "@domain/collections.ts";
import { formatHoldTime } from "@domain/order-hold.ts";
import { orderPath } from "@domain/shop-paths.ts";
import { HOSTING_URL } from "../../tools/emulators/launch.ts";
import { adminDb } from "../../tools/firebase-admin.ts";
import { DEMO_PRODUCTS } from "../../tools/seed/demo-catalog.ts";
import { useDemoShop } from "../support/demo-shop.ts";
import { openPage, screenshot, VIEWPORTS, type ViewportName } from "../support/browser.ts";
import { callFrom, newClientAddress } from "../support/client.ts";
import { signInAsDemoAdmin } from "../support/shop-journeys.ts";

const shop = useDemoShop({ fresh: "file" });

const piece = DEMO_PRODUCTS.find((product) => product.stock >= 3)!;
const stockOf = async () =>
  (await adminDb().collection(COLLECTIONS.products).doc(piece.id).get()).get("stock") as number;

describe.each(Object.keys(VIEWPORTS) as ViewportName[])("an unpaid order's hold at %s width", (viewport) => {
  it("is shown to the shopper, expires live, and is marked for the admin with its reason", async () => {
    const { orderId, orderNumber } = await callFrom<{ orderId: string; orderNumber: string }>(
      newClientAddress(),
      "createOrder",
      {
        idempotencyKey: randomUUID(),
        paymentMethod: "TRANSFERENCIA_DIRECTA",
        whatsapp: viewport === "phone" ? "+56 9 4444 1111" : "+56 9 4444 2222",
        delivery: { type: "pickup" },
        items: [{ productId: piece.id, quantity: 1, name: piece.name }],
      },
    );
    const order = await adminDb().collection(COLLECTIONS.orders).doc(orderId).get();
    const holdUntil = order.get("holdUntil").toDate() as Date;
    const stockHeld = await stockOf();

    const shopper = await openPage(shop.browser, viewport);
    await shopper.goto(`${HOSTING_URL}${orderPath(orderId)}`);
    await shopper.getByText(`Reservamos tus piezas hasta el ${formatHoldTime(holdUntil)}.`).waitFor();
    await screenshot(shopper, `hold-reserved-${viewport}`, { fullPage: false });

    // The sweep (every 10 minutes online, every minute under `npm start`) runs past the hold; the
    // demo's own unpaid order, older, expires with it.
    expect(await expireHolds(adminDb(), new Date(holdUntil.getTime() + 60_000))).toContain(orderId);
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
});
