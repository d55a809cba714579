import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COLLECTIONS } from "@domain/collections.ts";
import type { ProductMedia } from "@domain/catalog/product.ts";
import { makeProduct } from "@domain/testing/make-product.ts";
import { adminBucket, adminDb } from "../../tools/firebase-admin.ts";
import { openPage, screenshot, VIEWPORT_NAMES } from "../../tools/browser/browser.ts";
import { useDemoShop } from "../support/demo-shop.ts";
import { jewelPhoto, startMediaServer, type MediaServer } from "../support/media-server.ts";
import { signInAsDemoAdmin, openAdminSection } from "../../tools/browser/shop-journeys.ts";

const shop = useDemoShop({ fresh: "test" });
let oldShop: MediaServer;
let jpeg: Buffer;

beforeAll(async () => {
  jpeg = await jewelPhoto("#e8dccb");
  oldShop = await startMediaServer();
});
afterAll(async () => {
  await oldShop?.close();
});

const productRef = (id: string) => adminDb().collection(COLLECTIONS.products).doc(id);
const mediaOf = async (id: string) => (await productRef(id).get()).get("media") as ProductMedia;
const exists = async (path: string) => (await adminBucket().file(path).exists())[0];

/** A product of the old shop, its photos on the old shop's server (this test's own). */
async function oldShopProduct(name: string, media: Partial<ProductMedia>) {
  const product = makeProduct({ id: randomUUID(), name, media });
  const { id, ...data } = product;
  await productRef(id).set(data);
  return product;
}

async function signInToMigration(page: Page) {
  await signInAsDemoAdmin(page);
  await page
    .getByRole("region", { name: "Accesos rápidos" })
    .getByRole("article")
    .filter({ hasText: "Migrar imágenes" })
    .getByText("5 por migrar")
    .waitFor();
  await openAdminSection(page, "Migrar imágenes");
  await page.getByRole("heading", { name: "Migración de imágenes" }).waitFor();
  await page.getByText("Inicio de sesión exitoso").waitFor({ state: "hidden" });
}

describe.each(VIEWPORT_NAMES)("image migration at %s width", (viewport) => {
  it("copies every external photo into Storage, lists the broken one, and a later run has nothing left to do", async () => {
    const folder = `/${viewport}-${randomUUID()}`;
    const url = (file: string) => oldShop.url(`${folder}/${file}`);
    oldShop.serve(`${folder}/ambar-uso.jpg`, { body: jpeg, contentType: "image/jpeg" });
    oldShop.serve(`${folder}/ambar-estudio.png`, {
      body: await jewelPhoto("#cfe0d8", "png"),
      contentType: "image/png",
    });
    oldShop.serve(`${folder}/jade-uso.jpg`, { body: await jewelPhoto("#dfe8cf"), contentType: "image/jpeg" });
    oldShop.serve(`${folder}/jade-estudio.jpg`, { body: jpeg, contentType: "image/jpeg" });
    // Photo 3 of the first product is gone from the old server (404) until the test puts it back.
    const amber = await oldShopProduct("Collar Antiguo Ámbar", {
      uso: url("ambar-uso.jpg"),
      studio: url("ambar-estudio.png"),
      extra: url("ambar-perdida.jpg"),
    });
    const jade = await oldShopProduct("Aros Antiguos Jade", {
      uso: url("jade-uso.jpg"),
      studio: url("jade-estudio.jpg"),
    });

    const page = await openPage(shop.browser, viewport);
    await signInToMigration(page);
    await page.getByText("5 archivos externos por migrar").waitFor();

    // Copies answer a little late, so the upload phase can be seen. The copy of the jade studio
    // photo is held until an admin has put a new photo in that slot: the page must keep the
    // admin's photo, list the file, and remove the copy nobody uses.
    const replacedStudio = `products/${jade.id}/studio-1700000000000.webp`;
    let unusedCopy: string | undefined;
    await page.route("**/importProductMedia", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      await new Promise((resolve) => setTimeout(resolve, 700));
      const { data } = route.request().postDataJSON() as { data: { productId: string; slot: string } };
      if (data.productId !== jade.id || data.slot !== "studio") return route.continue();
      const response = await route.fetch();
      unusedCopy = ((await response.json()) as { result: { path: string } }).result.path;
      await productRef(jade.id).update({ "media.studio": replacedStudio });
      // Held a while longer, which leaves time to look at the upload phase.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fulfill({ response });
    });
    await page.getByRole("button", { name: "Iniciar Migración" }).click();
    await page.getByText(/^Subidos a Cloud Storage: [1-4] de 5$/).waitFor();
    await page.getByText("Subiendo archivos a Cloud Storage...").waitFor();
    const bar = page.getByRole("progressbar", { name: "Progreso de la migración" });
    const halfway = Number(await bar.getAttribute("aria-valuenow"));
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(50);
    await screenshot(page, `admin-migrate-images-running-${viewport}`, { fullPage: false });
    await page.getByText("Completado", { exact: true }).waitFor({ timeout: 60_000 });
    expect(await bar.getAttribute("aria-valuenow")).toBe("100");

    const result = page.getByRole("status").filter({ hasText: "Migración completada con errores" });
    await result.getByText("3 archivos migrados, 2 con error.").waitFor();
    const errors = page.getByRole("list", { name: "Errores" }).getByRole("listitem");
    expect(await errors.count()).toBe(2);
    const jadeError = errors.filter({ hasText: "Aros Antiguos Jade" });
    await jadeError.getByText("· Foto 2 (estudio)").waitFor();
    await jadeError.getByText("Error al actualizar el producto").waitFor();
    await jadeError.getByText("La foto cambió durante la migración; se dejó la nueva").waitFor();
    const amberError = errors.filter({ hasText: "Collar Antiguo Ámbar" });
    await amberError.getByText("· Foto 3").waitFor();
    await amberError.getByText("Error al subir").waitFor();
    await amberError.getByText("La URL respondió con el estado 404").waitFor();
    await screenshot(page, `admin-migrate-images-${viewport}`);

    const stored = (id: string, slot: string, ext: string) =>
      new RegExp(`^products/${id}/${slot}-\\d+\\.${ext}$`);
    const amberMedia = await mediaOf(amber.id);
    const jadeMedia = await mediaOf(jade.id);
    expect(amberMedia).toMatchObject({ extra: url("ambar-perdida.jpg"), extra_2: null, video: null });
    expect(amberMedia.uso).toMatch(stored(amber.id, "uso", "jpg"));
    expect(amberMedia.studio).toMatch(stored(amber.id, "studio", "png"));
    expect(jadeMedia.uso).toMatch(stored(jade.id, "uso", "jpg"));
    expect(jadeMedia.studio).toBe(replacedStudio);
    for (const path of [amberMedia.uso, amberMedia.studio, jadeMedia.uso]) {
      expect(await exists(path!)).toBe(true);
    }
    expect(unusedCopy).toMatch(stored(jade.id, "studio", "jpg"));
    expect(await exists(unusedCopy!)).toBe(false);

    // The photo is back on the old server: the next run copies it, and only it.
    oldShop.serve(`${folder}/ambar-perdida.jpg`, { body: jpeg, contentType: "image/jpeg" });
    await page.getByText("1 archivo externo por migrar").waitFor();
    await page.getByRole("button", { name: "Iniciar Migración" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: "Migración completada" })
      .getByText("1 archivo copiado a Cloud Storage; los productos ya los usan.")
      .waitFor({ timeout: 60_000 });
    expect(await page.getByRole("list", { name: "Errores" }).count()).toBe(0);
    const extra = (await mediaOf(amber.id)).extra!;
    expect(extra).toMatch(stored(amber.id, "extra", "jpg"));
    expect(await exists(extra)).toBe(true);
    expect((await mediaOf(amber.id)).uso).toBe(amberMedia.uso);

    // And then there is nothing left to do.
    await page.getByRole("button", { name: "Iniciar Migración" }).click();
    await page.getByRole("status").getByText("No hay imágenes externas por migrar").waitFor();
    await screenshot(page, `admin-migrate-images-done-${viewport}`, { fullPage: false });
    expect(await mediaOf(jade.id)).toEqual(jadeMedia);
    await openAdminSection(page, "Dashboard");
    await page
      .getByRole("region", { name: "Accesos rápidos" })
      .getByRole("article")
      .filter({ hasText: "Migrar imágenes" })
      .getByText("Completado")
      .waitFor();
    await page.context().close();
  });
});
