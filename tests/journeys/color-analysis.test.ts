import type { Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accessKeyHash } from "@domain/analysis/access-keys.ts";
import { DEEP_WARM } from "@domain/analysis/testing/colorings.ts";
import { paintFace } from "@domain/analysis/testing/synthetic-face.ts";
import { COLLECTIONS } from "@domain/collections.ts";
import { productPath } from "@domain/shop-paths.ts";
import { ANALYSIS_PHOTO } from "@domain/upload-limits.ts";
import { PHOTO_MESSAGES } from "../../src/shop/features/analysis/prepare-photo.ts";
import { HOSTING_URL } from "../../tools/emulators/launch.ts";
import { adminDb } from "../../tools/firebase-admin.ts";
import { DEMO_PRODUCTS } from "../../tools/seed/demo-catalog.ts";
import { useDemoShop } from "../support/demo-shop.ts";
import { openPage, screenshot, waitUntilInteractive, VIEWPORT_NAMES } from "../../tools/browser/browser.ts";

const KEY = "CHT-DEMO-2026";
const shop = useDemoShop({ fresh: "test" });
let photo: Buffer;

beforeAll(async () => {
  const { data, width, height, channels } = paintFace(DEEP_WARM, { size: 900 });
  photo = await sharp(Buffer.from(data), { raw: { width, height, channels } })
    .jpeg({ quality: 92 })
    .toBuffer();
});
beforeEach(async () => {
  await adminDb()
    .collection(COLLECTIONS.accessKeys)
    .add({ label: "Clientas VIP", hash: await accessKeyHash(KEY), active: true, createdAt: new Date() });
});

const choosePhoto = (page: Page, buffer = photo, name = "selfie.jpg") =>
  page.getByLabel("Foto de tu rostro").setInputFiles({ name, mimeType: "image/jpeg", buffer });

async function analyseOnce(page: Page) {
  await choosePhoto(page);
  await page.getByRole("img", { name: "Tu foto" }).waitFor();
  await page.getByRole("button", { name: "Analizar" }).click();
}

describe.each(VIEWPORT_NAMES)("color analysis at %s width", (viewport) => {
  it("analyses a photo and recommends in-stock necklaces of the shop", async () => {
    const page = await openPage(shop.browser, viewport);
    await page.goto(`${HOSTING_URL}/asesoria`);
    await waitUntilInteractive(page);
    await page.getByText("Tu foto no se guarda").waitFor();
    await page.getByText("Te quedan 3 análisis gratis.").waitFor();

    const huge = Buffer.alloc(ANALYSIS_PHOTO.maxInputBytes + 1, 0xff);
    await choosePhoto(page, huge, "enorme.jpg");
    await page.getByText(PHOTO_MESSAGES.tooLarge).waitFor();

    await analyseOnce(page);
    const season = page.getByRole("heading", { level: 2 });
    await season.waitFor();
    expect(["Primavera", "Otoño"]).toContain(await season.textContent());
    await page.getByText("Análisis básico").waitFor();
    const swatches = page.getByRole("region", { name: "Tu paleta" }).getByRole("listitem");
    expect(await swatches.count()).toBeGreaterThanOrEqual(6);

    const recommended = page.getByRole("region", { name: "Collares para ti" }).locator("article");
    await recommended.first().waitFor();
    const names = await recommended.evaluateAll((cards) =>
      cards.map((card) => card.getAttribute("aria-label")),
    );
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      const product = DEMO_PRODUCTS.find((candidate) => candidate.name === name)!;
      expect(product).toMatchObject({ productType: "collar" });
      expect(product.stock).toBeGreaterThan(0);
    }
    await screenshot(page, `color-analysis-${viewport}`);

    const first = DEMO_PRODUCTS.find((candidate) => candidate.name === names[0])!;
    await recommended.first().getByRole("link").first().click();
    await page.waitForURL(`**${productPath(first)}`);
    await page.context().close();
  });

  it("asks for a key from the 4th analysis and stops after the 5th", async () => {
    const page = await openPage(shop.browser, viewport);
    await page.goto(`${HOSTING_URL}/asesoria`);
    await waitUntilInteractive(page);
    for (let i = 0; i < 3; i++) {
      await analyseOnce(page);
      await page.getByRole("button", { name: "Analizar otra foto" }).click();
    }
    await page.getByText("Te quedan 2 análisis con clave de acceso.").waitFor();

    await choosePhoto(page);
    await page.getByRole("button", { name: "Analizar" }).click();
    const dialog = page.getByRole("dialog", { name: "Clave de acceso" });
    await dialog.getByRole("button", { name: "Continuar" }).click();
    await dialog.getByText("Por favor, ingresa una clave de acceso").waitFor();
    await dialog.getByRole("textbox", { name: "Clave de acceso" }).fill("cht-mala-0000");
    await dialog.getByRole("button", { name: "Continuar" }).click();
    await page.getByText("Clave incorrecta. Por favor, verifica tu clave de acceso.").waitFor();

    await page.getByRole("button", { name: "Analizar" }).click();
    await dialog.getByRole("textbox", { name: "Clave de acceso" }).fill(` ${KEY.toLowerCase()} `);
    await dialog.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)),
    );
    await screenshot(page, `color-analysis-key-${viewport}`, { fullPage: false });
    await dialog.getByRole("button", { name: "Continuar" }).click();
    await page.getByRole("button", { name: "Analizar otra foto" }).click();

    // The key is remembered for the rest of the visit.
    await analyseOnce(page);
    await page.getByRole("button", { name: "Analizar otra foto" }).click();
    await page
      .getByText("Has agotado tus 5 análisis disponibles. Recarga la página para continuar.")
      .waitFor();

    const usage = await adminDb().collection(COLLECTIONS.analysisUsage).get();
    expect(usage.size).toBe(5);
    expect(usage.docs.filter((doc) => doc.get("accessKeyId") !== null)).toHaveLength(2);
    await page.context().close();
  });
});
