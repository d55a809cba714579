/**
 * Every callable kept for admins, called by the three kinds of caller (on the Functions emulator):
 * anonymous shoppers and accounts without the claim are refused before anything happens; admins
 * get their answer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VIEW_WINDOWS } from "@domain/analytics/product-view-stats.ts";
import { COLLECTIONS } from "@domain/collections.ts";
import { makeProduct } from "@domain/testing/make-product.ts";
import { adminDb, useLocalEmulators } from "../../tools/firebase-admin.ts";
import { grantAdmin } from "../../tools/grant-admin.ts";
import { errorOf, testClient, type TestClient } from "../support/client.ts";
import { jewelPhoto, startMediaServer, type MediaServer } from "../support/media-server.ts";
import { resetAccount } from "../support/accounts.ts";
import { clearAllData } from "../support/emulator-data.ts";

const owner = { email: "permisos-admin@chatoyant.test", password: "clave-segura-5" };
const customer = { email: "permisos-clienta@chatoyant.test", password: "clave-segura-6" };
const product = makeProduct({ stock: 3 });
/** Its photo 1 is on a small server of this file's own (beforeAll), for importProductMedia. */
const oldShopProduct = makeProduct();

/** Each callable, what it is called with, and what an admin must get back. */
const CALLABLES: [string, unknown, (answer: unknown) => void][] = [
  [
    "setAdminRole",
    { email: customer.email, admin: false },
    (answer) => expect(answer).toEqual({ uid: expect.any(String), email: customer.email, admin: false }),
  ],
  [
    "updateOrderStatus",
    { orderIds: ["pedido-inexistente"], status: "verified" },
    (answer) =>
      expect(answer).toEqual({
        done: [],
        failed: [{ orderId: "pedido-inexistente", message: expect.stringMatching(/\S/) }],
      }),
  ],
  [
    "deleteOrders",
    { orderIds: ["pedido-inexistente"] },
    (answer) =>
      expect(answer).toEqual({
        done: [],
        failed: [{ orderId: "pedido-inexistente", message: expect.stringMatching(/\S/) }],
      }),
  ],
  [
    "adjustProductStock",
    { productId: product.id, delta: 1 },
    (answer) => expect(answer).toEqual({ stock: 4 }),
  ],
  [
    "importProductMedia",
    { productId: oldShopProduct.id, slot: "uso" },
    (answer) =>
      expect(answer).toEqual({
        path: expect.stringMatching(new RegExp(`^products/${oldShopProduct.id}/uso-\\d+\\.\\w+$`)),
        sourceUrl: oldShop.url("/uso.jpg"),
      }),
  ],
  [
    "generateProductDescription",
    { name: "Collar Prueba", productType: "collar", materials: ["Jade"], colors: [] },
    (answer) =>
      expect(answer).toEqual({ description: expect.stringMatching(/^Collar Prueba\. /), provider: "basico" }),
  ],
  [
    "productViewStats",
    {},
    (answer) => expect(answer).toEqual(Object.fromEntries(VIEW_WINDOWS.map((window) => [window, []]))),
  ],
  [
    "checkAlerts",
    {},
    (answer) =>
      expect(answer).toEqual({ statistics: expect.any(Object), alerts: [], recentAlerts: expect.any(Array) }),
  ],
  [
    "paymentsStatus",
    {},
    // The emulators run Fintoc's stand-in, with test keys.
    (answer) =>
      expect(answer).toEqual({ fintoc: { state: "test" }, deployed: false, checkoutRefused: false }),
  ],
  [
    "createAccessKey",
    { label: "Clave de permisos" },
    (answer) =>
      expect(answer).toEqual({
        id: expect.any(String),
        key: expect.stringMatching(/^CHT(-[0-9A-Z]{4}){2}$/),
      }),
  ],
  [
    "revokeAccessKey",
    { id: "clave-permisos" },
    (answer) => expect(answer).toEqual({ id: "clave-permisos", active: false }),
  ],
];

let clients: { anonymous: TestClient; signedIn: TestClient; admin: TestClient };
let oldShop: MediaServer;

beforeAll(async () => {
  useLocalEmulators();
  // The answers below are those of an empty shop: what an earlier file left (a journey's product
  // views, say) must not count.
  await clearAllData();
  await Promise.all([resetAccount(owner), resetAccount(customer)]);
  await grantAdmin(owner.email);
  const { id, ...data } = product;
  await adminDb().collection(COLLECTIONS.products).doc(id).set(data);
  oldShop = await startMediaServer({
    "/uso.jpg": { body: await jewelPhoto("#e8dccb"), contentType: "image/jpeg" },
  });
  const { id: oldShopId, ...oldShopData } = oldShopProduct;
  await adminDb()
    .collection(COLLECTIONS.products)
    .doc(oldShopId)
    .set({ ...oldShopData, media: { ...oldShopData.media, uso: oldShop.url("/uso.jpg") } });
  await adminDb()
    .collection(COLLECTIONS.accessKeys)
    .doc("clave-permisos")
    .set({ label: "Permisos", hash: "0".repeat(64), active: true, createdAt: new Date(), createdBy: "x" });
  const [anonymous, signedIn, admin] = await Promise.all([
    testClient(),
    testClient(customer),
    testClient(owner),
  ]);
  clients = { anonymous, signedIn, admin };
});
afterAll(() => Promise.all(Object.values(clients ?? {}).map((client) => client.close())));
afterAll(() => oldShop?.close());

describe.each(CALLABLES)("%s", (name, input, expectAnswer) => {
  it("refuses anonymous callers", async () => {
    expect((await errorOf(clients.anonymous.call(name, input))).code).toBe("functions/unauthenticated");
  });

  it("refuses signed-in accounts without the admin claim", async () => {
    expect(await errorOf(clients.signedIn.call(name, input))).toEqual({
      code: "functions/permission-denied",
      message: "No tienes permisos de administrador",
    });
  });

  it("answers admins", async () => {
    expectAnswer(await clients.admin.call(name, input));
  });
});

describe("generateProductDescription", () => {
  it("writes from what the admin chose", async () => {
    const { description } = await clients.admin.call<{ description: string }>("generateProductDescription", {
      name: "Collar Bosque de Jade",
      productType: "collar",
      materials: ["Jade", "Plata"],
      colors: [{ name: "Verde jade", hex: "#4E9877", description: null }],
    });
    expect(description).toMatch(/^Collar Bosque de Jade\. Un collar hecho a mano con jade y plata/);
    expect(description).toContain("verde jade");
  });

  it("asks for the name first", async () => {
    expect(
      await errorOf(
        clients.admin.call("generateProductDescription", {
          name: " ",
          productType: "collar",
          materials: [],
          colors: [],
        }),
      ),
    ).toEqual({
      code: "functions/invalid-argument",
      message: "El nombre del producto es requerido para generar la descripción",
    });
  });
});
