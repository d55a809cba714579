/**
 * The shop's first admin, as a deployer makes her: `grant-admin` for an address nobody has used,
 * the owner chooses her password at the link it prints, signs in to the back office and lands on
 * the Dashboard, which tells her of an owner notice the e-mail extension could not send.
 */
import { describe, expect, it } from "vitest";
import { COLLECTIONS } from "@domain/collections.ts";
import { EMULATOR_HOSTS, HOSTING_URL } from "../../tools/emulators/launch.ts";
import { adminAuth, adminDb } from "../../tools/firebase-admin.ts";
import { setUpFirstAdmin } from "../../tools/grant-admin.ts";
import { openPage, screenshot } from "../../tools/browser/browser.ts";
import { useDemoShop } from "../support/demo-shop.ts";

const shop = useDemoShop({ fresh: "file" });

describe("the first admin", () => {
  it("is made by grant-admin, signs in to /admin and sees the dashboard with a failed notice", async () => {
    const owner = { email: "primera-duena@chatoyant.test", password: "mi-clave-de-duena-1" };
    await adminAuth()
      .getUserByEmail(owner.email)
      .then((user) => adminAuth().deleteUser(user.uid))
      .catch(() => undefined);
    const made = await setUpFirstAdmin(owner.email);
    expect(made).toMatchObject({ created: true, granted: true });

    // What the owner does at the printed link: choose her password.
    const chosen = await fetch(
      `http://${EMULATOR_HOSTS.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-api-key`,
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          oobCode: new URL(made.passwordLink!).searchParams.get("oobCode"),
          newPassword: owner.password,
        }),
      },
    );
    expect(chosen.status).toBe(200);

    await adminDb()
      .collection(COLLECTIONS.mail)
      .doc("order-journey")
      .set({
        to: [owner.email],
        message: { subject: "Nuevo pedido", text: "-", html: "-" },
        delivery: {
          state: "ERROR",
          error: "Error: Invalid login: 535 Authentication failed",
          endTime: new Date(),
          attempts: 1,
        },
      });

    const page = await openPage(shop.browser, "desktop");
    await page.goto(`${HOSTING_URL}/admin/login`);
    await page.getByLabel("Correo electrónico").fill(owner.email);
    await page.getByLabel("Contraseña").fill(owner.password);
    await page.getByRole("button", { name: "Ingresar" }).click();
    await page.waitForURL("**/admin/home");
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();

    const notice = page.getByRole("region", { name: "Avisos por correo que no se enviaron" });
    await notice.waitFor();
    await expect(notice.textContent()).resolves.toContain(
      "1 aviso por correo no se pudo enviar en los últimos 7 días",
    );
    await expect(notice.textContent()).resolves.toContain("Invalid login: 535 Authentication failed");
    await screenshot(page, "first-admin-dashboard");
    await page.context().close();
  });
});
