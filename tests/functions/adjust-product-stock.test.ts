import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COLLECTIONS } from "@domain/collections.ts";
import type { Product } from "@domain/catalog/product.ts";
import { makeProduct } from "@domain/testing/make-product.ts";
import { adminDb, useLocalEmulators } from "../../tools/firebase-admin.ts";
import { grantAdmin } from "../../tools/grant-admin.ts";
import { errorOf, testClient, type TestClient } from "../support/client.ts";
import { resetAccount } from "../support/accounts.ts";

const owner = { email: "stock@chatoyant.test", password: "clave-segura-5" };
const customer = { email: "mirona@chatoyant.test", password: "clave-segura-6" };

let admin: TestClient;
let signedIn: TestClient;
let anonymous: TestClient;

beforeAll(async () => {
  useLocalEmulators();
  await Promise.all([resetAccount(owner), resetAccount(customer)]);
  await grantAdmin(owner.email);
  [admin, signedIn, anonymous] = await Promise.all([testClient(owner), testClient(customer), testClient()]);
});
afterAll(() => Promise.all([admin, signedIn, anonymous].map((client) => client?.close())));

async function addProduct(stock: number): Promise<Product> {
  const product = makeProduct({ stock });
  const { id, ...data } = product;
  await adminDb().collection(COLLECTIONS.products).doc(id).set(data);
  return product;
}
const stockOf = async (product: Product) =>
  (await adminDb().collection(COLLECTIONS.products).doc(product.id).get()).get("stock") as number;

describe("adjustProductStock (callable, on the Functions emulator)", () => {
  it.each([
    ["anonymous shoppers", () => anonymous, "functions/unauthenticated"],
    ["signed-in users without the admin claim", () => signedIn, "functions/permission-denied"],
  ])("refuses %s", async (_who, client, code) => {
    const product = await addProduct(2);
    expect(
      (await errorOf(client().call("adjustProductStock", { productId: product.id, delta: 5 }))).code,
    ).toBe(code);
    expect(await stockOf(product)).toBe(2);
  });

  it("adds and removes units; concurrent clicks never take it below zero", async () => {
    const product = await addProduct(2);
    await expect(admin.call("adjustProductStock", { productId: product.id, delta: 1 })).resolves.toEqual({
      stock: 3,
    });
    await Promise.all(
      Array.from({ length: 5 }, () =>
        admin.call("adjustProductStock", { productId: product.id, delta: -1 }).catch(() => null),
      ),
    );
    // 3 units, 5 clicks of −1: three succeed and the stock stops at 0.
    expect(await stockOf(product)).toBe(0);
  });

  it.each([
    ["below zero", { delta: -3 }, "functions/failed-precondition", "El stock no puede ser negativo."],
    [
      "a fractional change",
      { delta: 0.5 },
      "functions/invalid-argument",
      "El cambio de stock debe ser un número entero.",
    ],
    ["no change", { delta: 0 }, "functions/invalid-argument", "El cambio de stock no puede ser 0."],
  ])("refuses %s with a Spanish message", async (_what, change, code, message) => {
    const product = await addProduct(2);
    expect(await errorOf(admin.call("adjustProductStock", { productId: product.id, ...change }))).toEqual({
      code,
      message,
    });
    expect(await stockOf(product)).toBe(2);
  });

  it("says so when the product does not exist", async () => {
    expect(await errorOf(admin.call("adjustProductStock", { productId: randomUUID(), delta: 1 }))).toEqual({
      code: "functions/not-found",
      message: "Producto no encontrado",
    });
  });
});
