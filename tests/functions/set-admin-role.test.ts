import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuth, useLocalEmulators } from "../../tools/firebase-admin.ts";
import { grantAdmin } from "../../tools/grant-admin.ts";
import { errorCodeOf, testClient, type TestClient } from "../support/client.ts";

const owner = { email: "duena@chatoyant.test", password: "clave-segura-1" };
const helper = { email: "ayudante@chatoyant.test", password: "clave-segura-2" };

async function resetAccount(account: { email: string; password: string }) {
  const existing = await adminAuth()
    .getUserByEmail(account.email)
    .catch(() => null);
  if (existing) await adminAuth().deleteUser(existing.uid);
  return adminAuth().createUser(account);
}

const clients: TestClient[] = [];
async function clientAs(account?: { email: string; password: string }) {
  const client = await testClient(account);
  clients.push(client);
  return client;
}

beforeAll(async () => {
  useLocalEmulators();
  await resetAccount(owner);
  await resetAccount(helper);
  await grantAdmin(owner.email);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
});

describe("setAdminRole (callable, on the Functions emulator)", () => {
  it("refuses callers who are not signed in", async () => {
    const client = await clientAs();
    expect(await errorCodeOf(client.call("setAdminRole", { email: helper.email, admin: true }))).toBe(
      "functions/unauthenticated",
    );
  });

  it("refuses signed-in users without the admin claim", async () => {
    const client = await clientAs(helper);
    expect(await errorCodeOf(client.call("setAdminRole", { email: helper.email, admin: true }))).toBe(
      "functions/permission-denied",
    );
    expect((await adminAuth().getUserByEmail(helper.email)).customClaims?.admin).toBeUndefined();
  });

  it("lets an admin grant and revoke the claim of another account", async () => {
    const client = await clientAs(owner);
    await expect(client.call("setAdminRole", { email: helper.email, admin: true })).resolves.toMatchObject({
      email: helper.email,
      admin: true,
    });
    expect((await adminAuth().getUserByEmail(helper.email)).customClaims?.admin).toBe(true);

    await client.call("setAdminRole", { email: helper.email, admin: false });
    expect((await adminAuth().getUserByEmail(helper.email)).customClaims?.admin).toBe(false);
  });

  it("rejects malformed input and unknown accounts", async () => {
    const client = await clientAs(owner);
    expect(await errorCodeOf(client.call("setAdminRole", { email: "no-es-correo", admin: true }))).toBe(
      "functions/invalid-argument",
    );
    expect(await errorCodeOf(client.call("setAdminRole", { email: helper.email, admin: "sí" }))).toBe(
      "functions/invalid-argument",
    );
    expect(
      await errorCodeOf(client.call("setAdminRole", { email: "nadie@chatoyant.test", admin: true })),
    ).toBe("functions/not-found");
  });

  it("does not let an admin remove their own claim", async () => {
    const client = await clientAs(owner);
    expect(await errorCodeOf(client.call("setAdminRole", { email: owner.email, admin: false }))).toBe(
      "functions/failed-precondition",
    );
    expect((await adminAuth().getUserByEmail(owner.email)).customClaims?.admin).toBe(true);
  });
});
