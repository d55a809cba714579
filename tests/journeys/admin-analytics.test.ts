/**
 * The analytics page at both widths: a shopper's product visits show up in the top products, AI
 * usage over the hourly threshold shows as an active alert and in the history, thresholds are
 * saved into the settings, and an access key is created (shown once), listed and revoked.
 */
import { Timestamp } from "firebase-admin/firestore";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { accessKeyHash } from "@domain/analysis/access-keys.ts";
import { lastDayKeys, santiagoHourKey } from "@domain/analytics/santiago-clock.ts";
import { BACK_OFFICE_SETTINGS_DOC, COLLECTIONS } from "@domain/collections.ts";
import { LOCALE } from "@domain/locale.ts";
import { productPath } from "@domain/shop-paths.ts";
import { HOSTING_URL } from "../../tools/emulators/launch.ts";
import { adminDb } from "../../tools/firebase-admin.ts";
import { DEMO_PRODUCTS } from "../../tools/seed/demo-catalog.ts";
import { useDemoShop } from "../support/demo-shop.ts";
import { openPage, screenshot, type ViewportName, VIEWPORT_NAMES } from "../../tools/browser/browser.ts";
import { signInAsDemoAdmin, openAdminSection } from "../../tools/browser/shop-journeys.ts";

const shop = useDemoShop({ fresh: "test" });

const [first, second, third, older] = DEMO_PRODUCTS;
const collection = (name: string) => adminDb().collection(name);

/** Views counted in the current hour's bucket (the product page counts each visit). */
async function viewsThisHour(): Promise<number> {
  const bucket = await collection(COLLECTIONS.productViewHours).doc(santiagoHourKey(new Date())).get();
  const counts = (bucket.get("counts") as Record<string, number> | undefined) ?? {};
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}

async function visitAsShopper(viewport: ViewportName, products: (typeof DEMO_PRODUCTS)[number][]) {
  const shopper = await openPage(shop.browser, viewport);
  for (const [index, product] of products.entries()) {
    await shopper.goto(`${HOSTING_URL}${productPath(product)}`);
    await shopper.getByRole("heading", { level: 1, name: product.name }).waitFor();
    await expect.poll(viewsThisHour, { timeout: 15_000 }).toBe(index + 1);
  }
  await shopper.context().close();
}

async function seedAnalyses(count: number, provider: "gemini" | "basico", minutesAgo: number) {
  const batch = adminDb().batch();
  for (let i = 0; i < count; i++) {
    batch.create(collection(COLLECTIONS.analysisUsage).doc(), {
      createdAt: Timestamp.fromMillis(Date.now() - minutesAgo * 60_000),
      provider,
      accessKeyId: null,
    });
  }
  await batch.commit();
}

async function signInToAnalytics(page: Page) {
  await signInAsDemoAdmin(page);
  await openAdminSection(page, "Análisis");
  await page.getByRole("heading", { name: "Panel de Análisis" }).waitFor();
}

const topList = (page: Page) =>
  page.getByRole("region", { name: "Productos más vistos" }).getByRole("listitem");

describe.each(VIEWPORT_NAMES)("admin analytics at %s width", (viewport) => {
  it("shows the most viewed products, alerts over the threshold, thresholds and access keys", async () => {
    // A shopper opens three product pages, the first one twice; an older product was seen 3 days ago.
    await visitAsShopper(viewport, [first!, second!, first!, third!]);
    await collection(COLLECTIONS.productViewDays)
      .doc(lastDayKeys(new Date(), 4)[3]!)
      .set({ counts: { [older!.id]: 9 }, names: { [older!.id]: older!.name } });
    // 52 analyses (30 by Gemini) in the last hour: over the demo threshold of 50 an hour.
    await seedAnalyses(30, "gemini", 10);
    await seedAnalyses(22, "basico", 20);

    const page = await openPage(shop.browser, viewport);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: HOSTING_URL });
    await signInToAnalytics(page);

    // Usage: 52 analyses in both windows; 30 Gemini uses × 0.0003 USD × $950 ≈ $9.
    const lastHour = page.getByRole("article", { name: "Análisis (última hora)" });
    await expect.poll(() => lastHour.getByTestId("analysis-count").textContent()).toBe("52");
    await lastHour.getByText("$9", { exact: true }).waitFor();
    await lastHour.getByText("30 usos con Gemini").waitFor();

    // The active alert and the one entry it left in the history.
    const message = "Uso alto de IA: 52 usos en la última hora (umbral: 50).";
    const active = page.getByRole("region", { name: "Alertas activas" });
    await active.getByText(message).waitFor();
    await active.getByText("Uso actual: 52 · Umbral: 50 · Ventana: 1 h").waitFor();
    const history = page.getByRole("region", { name: "Historial de alertas (24 h)" });
    await history
      .getByRole("listitem")
      .filter({ hasText: message })
      .getByText("1 h", { exact: true })
      .waitFor();

    // On demand: the check runs again, and still one alert for this hour.
    await Promise.all([
      page.waitForResponse((response) => response.url().endsWith("/checkAlerts")),
      page.getByRole("button", { name: "Actualizar" }).click(),
    ]);
    expect((await collection(COLLECTIONS.alerts).get()).docs.map((doc) => doc.id)).toEqual([
      `1h-${santiagoHourKey(new Date())}`,
    ]);
    await expect.poll(() => history.getByRole("listitem").count()).toBe(1);

    // Top products: the last 24 hours, then 7 days with the older visits.
    await expect
      .poll(() => topList(page).evaluateAll((items) => items.map((item) => item.getAttribute("aria-label"))))
      .toEqual(
        [`${first!.name}: 2 visitas`, `${second!.name}: 1 visita`, `${third!.name}: 1 visita`].sort(byViews),
      );
    await page
      .getByRole("region", { name: "Productos más vistos" })
      .getByRole("button", { name: "7 d" })
      .click();
    await expect
      .poll(() => topList(page).first().getAttribute("aria-label"))
      .toBe(`${older!.name}: 9 visitas`);
    await expect.poll(() => topList(page).count()).toBe(4);
    await page
      .getByRole("region", { name: "Productos más vistos" })
      .getByRole("button", { name: "24 h" })
      .click();
    await expect.poll(() => topList(page).count()).toBe(3);

    // An access key: shown once, stored as its hash, listed as active.
    const keys = page.getByRole("region", { name: "Claves de acceso" });
    await keys.getByLabel("Nombre de la clave").fill("Clienta del journey");
    await keys.getByRole("button", { name: "Crear clave" }).click();
    const shown = keys.getByLabel("Nueva clave de acceso");
    await shown.waitFor();
    const key = (await shown.textContent())!;
    expect(key).toMatch(/^CHT-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    await keys.getByText("no se volverá a mostrar").waitFor();
    const stored = await collection(COLLECTIONS.accessKeys).where("label", "==", "Clienta del journey").get();
    expect(stored.docs.map((doc) => doc.get("hash"))).toEqual([await accessKeyHash(key)]);
    const listed = keys.getByRole("listitem", { name: "Clienta del journey" });
    await listed.getByText("Activa").waitFor();
    await screenshot(page, `admin-analytics-${viewport}`);
    await keys.getByRole("button", { name: "Copiar" }).click();
    await page.getByText("Copiado").first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

    // Once dismissed, the key is gone from the page; revoking asks first.
    await keys.getByRole("button", { name: "Listo, ya la guardé" }).click();
    await expect.poll(() => page.getByText(key).count()).toBe(0);
    await listed.getByRole("button", { name: "Revocar la clave Clienta del journey" }).click();
    const confirm = page.getByRole("alertdialog", { name: "¿Revocar la clave «Clienta del journey»?" });
    await confirm.getByRole("button", { name: "Revocar" }).click();
    await listed.getByText("Revocada").waitFor();
    expect(stored.docs[0] && (await stored.docs[0].ref.get()).get("active")).toBe(false);

    // A higher hourly threshold is saved into the back office's settings, and the alert is no
    // longer active.
    const thresholds = page.getByRole("form", { name: "Umbrales y costos" });
    await thresholds.getByLabel("Alerta: usos de IA por hora").fill("60");
    await thresholds.getByRole("button", { name: "Guardar umbrales" }).click();
    await page.getByText("Umbrales guardados").first().waitFor();
    await expect
      .poll(async () =>
        (await collection(COLLECTIONS.settings).doc(BACK_OFFICE_SETTINGS_DOC).get()).get("analysis"),
      )
      .toMatchObject({ hourlyThreshold: 60, dailyThreshold: 200 });
    await active.getByText("Sin alertas activas: el uso está bajo los umbrales.").waitFor();
    await page.context().close();
  });
});

/** Most views first, then by name, as the page orders them. */
function byViews(a: string, b: string): number {
  const views = (label: string) => Number(label.match(/(\d+) visitas?$/)![1]);
  return views(b) - views(a) || a.localeCompare(b, LOCALE);
}
