import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { COLLECTIONS } from "@domain/collections.ts";
import { formatClp } from "@domain/money.ts";
import { productPath } from "@domain/shop-paths.ts";
import { HOSTING_URL } from "../../tools/emulators/launch.ts";
import { adminBucket, adminDb } from "../../tools/firebase-admin.ts";
import { DEMO_PRODUCTS } from "../../tools/seed/demo-catalog.ts";
import { useDemoShop } from "../support/demo-shop.ts";
import { openPage, screenshot, VIEWPORT_NAMES } from "../../tools/browser/browser.ts";
import { signInAsDemoAdmin, openAdminSection } from "../../tools/browser/shop-journeys.ts";

const shop = useDemoShop({ fresh: "test" });

const productRef = (id: string) => adminDb().collection(COLLECTIONS.products).doc(id);

async function signInToProducts(page: Page) {
  await signInAsDemoAdmin(page);
  await openAdminSection(page, "Productos");
  await page.getByRole("heading", { name: "Gestión de Productos" }).waitFor();
}

/** A 3:4 JPEG like a phone photo, a few hundred KB. */
function photo(color: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200"><rect width="100%" height="100%" fill="${color}"/><circle cx="450" cy="600" r="220" fill="#6b3fa0"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

async function filesUnder(folder: string): Promise<string[]> {
  const [files] = await adminBucket().getFiles({ prefix: folder });
  return files.map((file) => file.name);
}

describe.each(VIEWPORT_NAMES)("admin products at %s width", (viewport) => {
  it("creates a product with photos (progress seen, a large one compressed, reordered) and a video, then deletes it with its files", async () => {
    const page = await openPage(shop.browser, viewport);
    await signInToProducts(page);
    await page.getByRole("button", { name: "Crear Producto" }).click();
    const editor = page.getByRole("dialog", { name: "Crear producto" });
    await editor.waitFor();

    await editor.getByRole("button", { name: "Guardar" }).click();
    await page.getByText("El nombre del producto es requerido").waitFor();

    const name = `Collar Prueba ${viewport}`;
    await editor.getByRole("textbox", { name: "Nombre" }).fill(name);
    await editor.getByRole("textbox", { name: "Precio (CLP)" }).fill("45.990");
    await editor.getByRole("button", { name: "Agregar una unidad de stock del producto nuevo" }).click();
    await editor.getByRole("button", { name: "Agregar una unidad de stock del producto nuevo" }).click();
    await editor.getByRole("button", { name: "Guardar" }).click();
    await page.getByText("La imagen de uso es requerida").waitFor();

    await editor
      .getByLabel("Archivo para Foto 3")
      .setInputFiles({ name: "a.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
    await page.getByText("Solo se permiten imágenes JPG, PNG o WEBP").waitFor();

    // Hold uploads back a moment so their progress bars can be seen.
    await page.route("**/v0/b/**/o?**", async (route) => {
      if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await editor
      .getByLabel("Archivo para Foto 1 (uso)")
      .setInputFiles({ name: "uso.jpg", mimeType: "image/jpeg", buffer: await photo("#e8dccb") });
    await editor.getByRole("progressbar", { name: "Subiendo Foto 1 (uso)" }).waitFor();
    await screenshot(page, `admin-product-uploading-${viewport}`, { fullPage: false });
    await editor.getByRole("img", { name: "Foto 1 (uso)" }).waitFor();
    await editor.getByLabel("Archivo para Foto 2 (estudio)").setInputFiles({
      name: "studio.png",
      mimeType: "image/png",
      buffer: await sharp(await photo("#cfe0d8"))
        .png()
        .toBuffer(),
    });
    await editor.getByRole("img", { name: "Foto 2 (estudio)" }).waitFor();
    await editor
      .getByLabel("Archivo para Video")
      .setInputFiles({ name: "giro.mp4", mimeType: "video/mp4", buffer: Buffer.alloc(4096, 7) });
    await page.getByText("Video subido").waitFor();
    await editor.locator('video[aria-label="Video"]').waitFor({ state: "attached" });

    // A photo over 1 MB is made smaller in the browser before it is sent.
    const large = await sharp({
      create: {
        width: 1800,
        height: 2400,
        channels: 3,
        background: "#c8a27c",
        noise: { type: "gaussian", mean: 128, sigma: 15 },
      },
    })
      .jpeg({ quality: 92 })
      .toBuffer();
    expect(large.length).toBeGreaterThan(1024 * 1024);
    await editor
      .getByLabel("Archivo para Foto 3")
      .setInputFiles({ name: "grande.jpg", mimeType: "image/jpeg", buffer: large });
    await editor.getByRole("img", { name: "Foto 3" }).waitFor();

    // Photos change places with the move buttons (keyboard) and by dragging (pointer).
    await editor.getByRole("button", { name: "Mover Foto 1 (uso) a la derecha" }).click();
    await page.getByText("Foto 1 (uso) ↔ Foto 2 (estudio)").waitFor();
    const studioFirst = await editor.getByRole("img", { name: "Foto 1 (uso)" }).getAttribute("src");
    if (viewport === "desktop") {
      const from = (await editor.locator('[data-slot="extra"]').boundingBox())!;
      const to = (await editor.locator('[data-slot="uso"]').boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 3);
      await page.mouse.down();
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 3, { steps: 12 });
      await page.mouse.up();
      await page.getByText("Foto 3 ↔ Foto 1 (uso)").waitFor();
      expect(await editor.getByRole("img", { name: "Foto 3" }).getAttribute("src")).toBe(studioFirst);
    }

    await editor.getByRole("checkbox", { name: "Jade" }).check();
    await page.getByText("Colores sugeridos agregados").waitFor();
    await editor.getByText("3 seleccionados").waitFor();
    await editor.getByRole("button", { name: "Generar descripción con IA" }).click();
    await page.getByText("¡Descripción generada!").waitFor();
    const description = await editor.getByRole("textbox", { name: "Descripción" }).inputValue();
    expect(description).toMatch(new RegExp(`^${name}\\. Un collar hecho a mano con jade`));
    await screenshot(page, `admin-product-editor-${viewport}`, { fullPage: false });
    await editor.getByRole("button", { name: "Guardar" }).click();
    await page.getByText("Producto creado").waitFor();
    await page.getByText("Colores guardados").waitFor();

    const created = await adminDb().collection(COLLECTIONS.products).where("name", "==", name).get();
    expect(created.size).toBe(1);
    const product = created.docs[0]!;
    expect(product.data()).toMatchObject({
      price: 45990,
      stock: 2,
      productType: "collar",
      materials: ["Jade"],
      description,
    });
    expect((product.get("colors") as unknown[]).length).toBe(3);
    const media = product.get("media") as Record<string, string | null>;
    // Where each file ended up after the moves: the studio photo went first, then (desktop only)
    // the large photo was dragged onto it.
    const stored = (prefix: string, ext: string) =>
      new RegExp(`^products/${product.id}/${prefix}-\\d+\\.${ext}$`);
    const desktop = viewport === "desktop";
    expect(media.studio).toMatch(stored("uso", "jpg"));
    expect(media[desktop ? "uso" : "extra"]).toMatch(stored("extra", "jpg"));
    expect(media[desktop ? "extra" : "uso"]).toMatch(stored("studio", "png"));
    expect(media.video).toMatch(stored("video", "mp4"));
    expect(await filesUnder(`products/${product.id}/`)).toEqual(
      expect.arrayContaining([media.uso, media.studio, media.extra, media.video]),
    );
    const [largeStored] = await adminBucket()
      .file(media[desktop ? "uso" : "extra"]!)
      .getMetadata();
    expect(Number(largeStored.size)).toBeLessThan(large.length);
    expect(Number(largeStored.size)).toBeLessThanOrEqual(1.1 * 1024 * 1024);

    await page.getByRole("button", { name: `Editar ${name}` }).click();
    await page
      .getByRole("dialog", { name: `Editar ${name}` })
      .getByRole("button", { name: "Eliminar producto" })
      .click();
    await page
      .getByRole("alertdialog", { name: "¿Eliminar producto?" })
      .getByRole("button", { name: "Eliminar" })
      .click();
    await page.getByText("Producto eliminado").waitFor();
    expect((await productRef(product.id).get()).exists).toBe(false);
    await expect.poll(() => filesUnder(`products/${product.id}/`), { timeout: 30_000 }).toEqual([]);
    await page.context().close();
  });

  it("filters the list, edits the name inline, the stock with −/+ and the price in the editor, and the shop shows each live", async () => {
    const piece = DEMO_PRODUCTS.find((product) => product.stock >= 3)!;
    const shopper = await openPage(shop.browser, viewport);
    await shopper.goto(`${HOSTING_URL}${productPath(piece)}`);
    await shopper.getByRole("heading", { level: 1, name: piece.name }).waitFor();

    const page = await openPage(shop.browser, viewport);
    await signInToProducts(page);
    const total = DEMO_PRODUCTS.length;
    await page.getByText(`Mostrando ${total} de ${total} productos`).waitFor();
    await screenshot(page, `admin-products-${viewport}`);

    await page.getByRole("combobox", { name: "Stock" }).selectOption({ label: "Sin stock" });
    const soldOut = DEMO_PRODUCTS.filter((product) => product.stock === 0).length;
    await page.getByText(`Mostrando ${soldOut} de ${total} productos`).waitFor();
    await page.getByRole("combobox", { name: "Stock" }).selectOption({ label: "Todos" });
    await page.getByRole("searchbox", { name: "Nombre" }).fill(piece.name.slice(0, 10).toUpperCase());
    const list = page.getByRole("list", { name: "Productos" });
    await list.getByRole("button", { name: `Editar nombre de ${piece.name}` }).waitFor();

    await list.getByRole("button", { name: `Agregar una unidad al stock de ${piece.name}` }).click();
    await page.getByText(`Stock actualizado a ${piece.stock + 1} unidades`).waitFor();
    expect((await productRef(piece.id).get()).get("stock")).toBe(piece.stock + 1);
    await shopper.getByText(`${piece.stock + 1} unidades disponibles`).waitFor();

    await list.getByRole("button", { name: `Editar nombre de ${piece.name}` }).click();
    const nameBox = list.getByRole("textbox", { name: `Nombre de ${piece.name}` });
    await nameBox.fill("   ");
    await nameBox.press("Enter");
    await page.getByText("El nombre no puede estar vacío").waitFor();
    expect((await productRef(piece.id).get()).get("name")).toBe(piece.name);

    const renamed = `${piece.name} Edición Especial`;
    await list.getByRole("button", { name: `Editar nombre de ${piece.name}` }).click();
    await nameBox.fill(renamed);
    await nameBox.press("Enter");
    await page.getByText("Nombre actualizado").waitFor();
    expect((await productRef(piece.id).get()).get("name")).toBe(renamed);
    await shopper.getByRole("heading", { level: 1, name: renamed }).waitFor();

    // The price is edited in the editor, and the open product page follows.
    await list.getByRole("button", { name: `Editar ${renamed}` }).click();
    const editor = page.getByRole("dialog", { name: `Editar ${renamed}` });
    // It reads in Chilean format, also while the admin types digits alone.
    const priceField = editor.getByRole("textbox", { name: "Precio (CLP)" });
    expect(await priceField.inputValue()).toBe(formatClp(piece.price).replace("$", ""));
    const newPrice = 24_990;
    expect(piece.price).not.toBe(newPrice);
    await priceField.fill("");
    await priceField.pressSequentially("24990");
    expect(await priceField.inputValue()).toBe("24.990");
    await priceField.press("Backspace");
    expect(await priceField.inputValue()).toBe("2.499");
    await priceField.press("0");
    expect(await priceField.inputValue()).toBe("24.990");
    await editor.getByRole("button", { name: "Guardar" }).click();
    await page.getByText("Producto actualizado").waitFor();
    expect((await productRef(piece.id).get()).get("price")).toBe(newPrice);
    await shopper.getByText(formatClp(newPrice)).first().waitFor();
    await screenshot(page, `admin-products-edited-${viewport}`, { fullPage: false });
    await page.context().close();
    await shopper.context().close();
  });
});
