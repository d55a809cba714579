import { describe, expect, it } from "vitest";
import { BACK_OFFICE_SETTINGS_DOC, COLLECTIONS, SHOP_SETTINGS_DOC } from "@domain/collections.ts";
import { href } from "@domain/shop-paths.ts";
import { HOSTING_URL } from "../../tools/emulators/launch.ts";
import { adminDb } from "../../tools/firebase-admin.ts";
import { DEMO_SETTINGS } from "@domain/testing/demo-settings.ts";
import { useDemoShop } from "../support/demo-shop.ts";
import { openPage, screenshot, VIEWPORT_NAMES } from "../../tools/browser/browser.ts";
import { signInAsDemoAdmin, openAdminSection } from "../../tools/browser/shop-journeys.ts";

const shop = useDemoShop({ fresh: "file" });

const settingsRef = () => adminDb().collection(COLLECTIONS.settings).doc(SHOP_SETTINGS_DOC);

describe.each(VIEWPORT_NAMES)("admin settings at %s width", (viewport) => {
  it("refuses a wrong e-mail field by field, then saves and every shopper page shows it live", async () => {
    const accountNumber = viewport === "phone" ? "555000111" : "777000222";
    const pending = (await adminDb().collection(COLLECTIONS.orders).where("status", "==", "pending").get())
      .docs[0]!;
    const shopper = await openPage(shop.browser, viewport);
    await shopper.goto(`${HOSTING_URL}${href("order", { orderId: pending.id })}`);
    await shopper.getByRole("heading", { name: "Pedido Confirmado!" }).waitFor();

    const page = await openPage(shop.browser, viewport);
    await signInAsDemoAdmin(page);
    await openAdminSection(page, "Configuración");
    await page.getByRole("heading", { name: "Configuración" }).waitFor();

    await page.getByRole("textbox", { name: "Número de cuenta" }).fill(accountNumber);
    const proofEmail = page.getByRole("textbox", { name: "Email para comprobantes" });
    await proofEmail.fill("pagos-en-chatoyant");
    await page.getByRole("button", { name: "Guardar" }).click();
    await page.getByText("Correo electrónico inválido").waitFor();
    await expect.poll(() => proofEmail.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.getByText("Revisa los campos marcados").waitFor();
    await screenshot(page, `admin-settings-invalid-${viewport}`, { fullPage: false });
    expect((await settingsRef().get()).get("bankTransfer.accountNumber")).toBe(
      viewport === "phone" ? DEMO_SETTINGS.bankTransfer.accountNumber : "555000111",
    );

    await proofEmail.fill("comprobantes@chatoyant.cl");
    const holdHours = viewport === "phone" ? "36" : "72";
    await page.getByRole("textbox", { name: "Reserva de un pedido sin pago (horas)" }).fill(holdHours);
    const reviewHours = viewport === "phone" ? "24" : "60";
    await page.getByRole("textbox", { name: "Plazo para revisar un comprobante (horas)" }).fill(reviewHours);
    const recipients = page.getByRole("textbox", { name: "Correos para avisos de pedidos" });
    // The demo owner's address, and after the phone run also the address it added.
    expect((await recipients.inputValue()).split(", ")[0]).toBe("pedidos@chatoyant.cl");
    await recipients.fill(`pedidos@chatoyant.cl, ${viewport}@chatoyant.cl`);
    await page.getByRole("button", { name: "Guardar" }).click();
    await page.getByText("Configuración guardada").waitFor();
    // The hold and review times go to the admin-only document, not to the one every page reads.
    const backOffice = await adminDb().collection(COLLECTIONS.settings).doc(BACK_OFFICE_SETTINGS_DOC).get();
    expect(backOffice.get("orders")).toEqual({
      holdHours: Number(holdHours),
      proofReviewHours: Number(reviewHours),
    });
    expect(backOffice.get("notifications")).toEqual({
      orderEmails: ["pedidos@chatoyant.cl", `${viewport}@chatoyant.cl`],
    });
    expect((await settingsRef().get()).get("orders")).toBeUndefined();
    expect((await settingsRef().get()).get("bankTransfer")).toEqual({
      ...DEMO_SETTINGS.bankTransfer,
      accountNumber,
      email: "comprobantes@chatoyant.cl",
    });
    await screenshot(page, `admin-settings-${viewport}`);

    // The catalog feeds' addresses, each copied whole and each a feed the platform can read.
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: HOSTING_URL });
    const feeds = page.getByRole("region", { name: "Catálogo para Instagram, Facebook y Google" });
    for (const [platform, path, where] of [
      ["Instagram y Facebook", "/feeds/meta.csv", "Commerce Manager"],
      ["Google", "/feeds/google.xml", "Merchant Center"],
    ] as const) {
      const url = `${HOSTING_URL}${path}`;
      await expect.poll(() => feeds.getByRole("textbox", { name: platform }).inputValue()).toBe(url);
      await feeds.getByRole("button", { name: `Copiar la dirección para ${platform}` }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(url);
      await expect.poll(() => feeds.getByText(where).count()).toBe(1);
      const feed = await fetch(url);
      expect(feed.status).toBe(200);
      expect(await feed.text()).toContain(DEMO_SETTINGS.shopName);
    }
    await feeds.scrollIntoViewIfNeeded();
    await screenshot(page, `admin-settings-feeds-${viewport}`, { fullPage: false });

    // The shopper's open page changes without a reload.
    await shopper.locator("dl").getByText(accountNumber, { exact: true }).waitFor();
    await shopper.getByText("Envía el comprobante a comprobantes@chatoyant.cl.").waitFor();
    await page.context().close();
    await shopper.context().close();
  });
});
