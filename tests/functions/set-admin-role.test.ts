import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminAuth, useLocalEmulators } from "../../tools/firebase-admin.ts";
import { grantAdmin } from "../../tools/grant-admin.ts";
import { ADMIN_ROLE_MESSAGES } from "@domain/admin-role.ts";
import { COLLECTIONS } from "@domain/collections.ts";
import { adminDb } from "../../tools/firebase-admin.ts";
import { errorCodeOf, errorOf, testClient, type TestClient } from "../support/client.ts";
import { resetAccount } from "../support/accounts.ts";

const owner = { email: "duena@chatoyant.test", password: "clave-segura-1" };
const helper = { email: "ayudante@chatoyant.test", password: "clave-segura-2" };
const stranger = { email: "sin-verificar@chatoyant.test", password: "clave-segura-7" };

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
  await resetAccount(stranger, { verified: false });
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

  it("refuses to make an account with an unverified e-mail an admin, here and from the command line", async () => {
    const client = await clientAs(owner);
    expect(await errorOf(client.call("setAdminRole", { email: stranger.email, admin: true }))).toEqual({
      code: "functions/failed-precondition",
      message: ADMIN_ROLE_MESSAGES.unverified,
    });
    await expect(grantAdmin(stranger.email)).rejects.toThrow(ADMIN_ROLE_MESSAGES.unverified);
    expect((await adminAuth().getUserByEmail(stranger.email)).customClaims?.admin).toBeUndefined();

    // Even given the claim behind the shop's back, an unverified account is not an admin.
    const user = await adminAuth().getUserByEmail(stranger.email);
    await adminAuth().setCustomUserClaims(user.uid, { admin: true });
    const sneaky = await clientAs(stranger);
    expect(await errorCodeOf(sneaky.call("checkAlerts", {}))).toBe("functions/permission-denied");
    await adminAuth().setCustomUserClaims(user.uid, null);
  });

  it("refuses a removed admin's session at once, though its token has not expired", async () => {
    const owners = await clientAs(owner);
    await owners.call("setAdminRole", { email: helper.email, admin: true });
    const helpers = await clientAs(helper); // signs in now: its token carries the claim
    const signedInBy = Math.floor(Date.now() / 1000);
    await expect(helpers.call("checkAlerts", {})).resolves.toHaveProperty("alerts");
    // Revocation counts in whole seconds (Firebase's own granularity): remove the role in a later one.
    await vi.waitFor(() => expect(Math.floor(Date.now() / 1000)).toBeGreaterThan(signedInBy), {
      timeout: 2_000,
      interval: 50,
    });

    await owners.call("setAdminRole", { email: helper.email, admin: false });

    expect(await errorOf(helpers.call("checkAlerts", {}))).toEqual({
      code: "functions/unauthenticated",
      message: ADMIN_ROLE_MESSAGES.sessionRevoked,
    });
    const { uid, tokensValidAfterTime } = await adminAuth().getUserByEmail(helper.email);
    const revocation = await adminDb().collection(COLLECTIONS.adminRevocations).doc(uid).get();
    expect(revocation.get("revokedAt")).toBe(Math.floor(Date.parse(tokensValidAfterTime!) / 1000));
  });
});
