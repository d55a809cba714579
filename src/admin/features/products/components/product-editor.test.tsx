import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { findPaletteColorByName } from "@domain/catalog/palette.ts";
import type { MediaSlot, Product, ProductInput } from "@domain/catalog/product.ts";
import { MEDIA_MESSAGES } from "@domain/catalog/product-media.ts";
import { PRODUCT_IMAGE, PRODUCT_VIDEO } from "@domain/upload-limits.ts";
import { makeProduct } from "@domain/testing/make-product.ts";
import {
  createProduct,
  deleteStoredMedia,
  updateProduct,
  uploadProductMedia,
} from "@/lib/firebase/admin/products.ts";
import { toaster } from "@/lib/ui/toaster.ts";
import { renderInAdmin } from "@/admin/testing/render-in-admin.tsx";
import { ProductEditor } from "./product-editor.tsx";

vi.mock("@/lib/firebase/admin/products.ts", () => ({
  createProduct: vi.fn(),
  updateProduct: vi.fn(),
  deleteProduct: vi.fn(),
  deleteStoredMedia: vi.fn(async () => undefined),
  setProductMedia: vi.fn(),
  swapProductMedia: vi.fn(),
  uploadProductMedia: vi.fn(),
  adjustProductStock: vi.fn(),
  generateProductDescription: vi.fn(),
}));

/** Storage's answer to an upload: where the file was stored, as uploadProductMedia resolves it. */
const storedPath = (productId: string, slot: MediaSlot, extension: string) =>
  `products/${productId}/${slot}-1700000000000.${extension}`;

/** A small photo: under the size at which the editor compresses photos before upload. */
const photo = (name = "foto.jpg", type = "image/jpeg") => new File([new Uint8Array(2048)], name, { type });

const onClose = vi.fn();

function renderEditor(product: Product | null) {
  const rendered = renderInAdmin(<ProductEditor product={product} onClose={onClose} />);
  const title = product ? `Editar ${product.name}` : "Crear producto";
  return { ...rendered, editor: within(screen.getByRole("dialog", { name: title })) };
}

type Editor = ReturnType<typeof renderEditor>["editor"];

const save = (editor: Editor) => editor.getByRole("button", { name: "Guardar" });
const fileFor = (editor: Editor, slot: string) => editor.getByLabelText(`Archivo para ${slot}`);

/** The error toast a save or an upload raised, by its title. */
const errorToast = (title: string) => screen.findByRole("status", { name: title });

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(uploadProductMedia).mockImplementation(async (productId, slot, _file, extension) =>
    storedPath(productId, slot, extension),
  );
});

describe("ProductEditor, creating", () => {
  it("starts from the spec's defaults", () => {
    const { editor } = renderEditor(null);

    expect(editor.getByRole("textbox", { name: "Nombre" })).toHaveValue("");
    expect(editor.getByRole("textbox", { name: "Precio (CLP)" })).toHaveValue("0");
    expect(editor.getByRole("radio", { name: "Collar" })).toBeChecked();
    expect(editor.getByRole("radio", { name: "Aro" })).not.toBeChecked();
    expect(editor.getByRole("group", { name: "Cantidad de stock del producto nuevo" })).toHaveTextContent(
      "0",
    );
    expect(
      editor.getByRole("button", { name: "Quitar una unidad de stock del producto nuevo" }),
    ).toBeDisabled();
    expect(editor.getByText("0 seleccionados")).toBeInTheDocument();
  });

  it("requires a name, even one of spaces only", async () => {
    const { user, editor } = renderEditor(null);

    await user.click(save(editor));
    const firstToast = await errorToast("El nombre del producto es requerido");

    await user.type(editor.getByRole("textbox", { name: "Nombre" }), "   ");
    await user.click(save(editor));

    // A new toast, whether or not the first one has timed out meanwhile on a slow machine.
    await waitFor(() =>
      expect(
        screen
          .getAllByRole("status", { name: "El nombre del producto es requerido" })
          .filter((toast) => toast !== firstToast),
      ).toHaveLength(1),
    );
    expect(createProduct).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("requires the worn photo, then the studio photo", async () => {
    const { user, editor } = renderEditor(null);
    await user.type(editor.getByRole("textbox", { name: "Nombre" }), "Collar Luna");

    await user.click(save(editor));
    expect(await errorToast("La imagen de uso es requerida")).toBeInTheDocument();

    await user.upload(fileFor(editor, "Foto 1 (uso)"), photo());
    expect(await editor.findByRole("img", { name: "Foto 1 (uso)" })).toBeInTheDocument();
    await user.click(save(editor));

    expect(await errorToast("La imagen de estudio es requerida")).toBeInTheDocument();
    expect(createProduct).not.toHaveBeenCalled();
  });

  it.each([
    ["Foto 1 (uso)", "foto.gif", "image/gif", 2048, MEDIA_MESSAGES.imageType],
    ["Foto 2 (estudio)", "foto.png", "image/png", PRODUCT_IMAGE.maxBytes + 1, MEDIA_MESSAGES.imageSize],
    ["Video", "video.avi", "video/x-msvideo", 2048, MEDIA_MESSAGES.videoType],
    ["Video", "video.mp4", "video/mp4", PRODUCT_VIDEO.maxBytes + 1, MEDIA_MESSAGES.videoSize],
  ])("refuses %s '%s' (%s, %i bytes) before uploading it", async (slot, name, type, bytes, message) => {
    // Phones' pickers may offer any file, whatever the input accepts.
    const user = userEvent.setup({ applyAccept: false, delay: null });
    const { editor } = renderEditor(null);
    const file = new File(["x"], name, { type });
    Object.defineProperty(file, "size", { value: bytes });

    await user.upload(fileFor(editor, slot), file);

    expect(await errorToast(message.title)).toHaveTextContent(message.description);
    expect(uploadProductMedia).not.toHaveBeenCalled();
    expect(editor.queryByRole("img", { name: slot })).not.toBeInTheDocument();
  });

  it("does not save while a photo is still uploading", async () => {
    vi.mocked(uploadProductMedia).mockReturnValue(new Promise(() => undefined));
    const { user, editor } = renderEditor(null);
    await user.type(editor.getByRole("textbox", { name: "Nombre" }), "Collar Luna");

    await user.upload(fileFor(editor, "Foto 2 (estudio)"), photo());
    expect(editor.getByRole("progressbar", { name: "Subiendo Foto 2 (estudio)" })).toBeInTheDocument();
    await user.click(save(editor));

    expect(
      await errorToast("Por favor espera a que las imágenes se suban antes de crear el producto"),
    ).toBeInTheDocument();
    expect(createProduct).not.toHaveBeenCalled();
  });

  it("saves exactly what the admin entered, read and trimmed", async () => {
    const { user, editor } = renderEditor(null);
    const price = editor.getByRole("textbox", { name: "Precio (CLP)" });

    await user.type(editor.getByRole("textbox", { name: "Nombre" }), "  Aros Luna  ");
    await user.clear(price);
    await user.type(price, "$24990 CLP");
    expect(price).toHaveValue("24.990");
    await user.click(editor.getByRole("radio", { name: "Aro" }));
    const moreStock = editor.getByRole("button", { name: "Agregar una unidad de stock del producto nuevo" });
    await user.click(moreStock);
    await user.click(moreStock);
    await user.upload(fileFor(editor, "Foto 1 (uso)"), photo("uso.webp", "image/webp"));
    await user.upload(fileFor(editor, "Foto 2 (estudio)"), photo("estudio.png", "image/png"));
    await user.click(editor.getByRole("checkbox", { name: "Jade" }));
    expect(editor.getByText("3 seleccionados")).toBeInTheDocument();
    await user.click(editor.getByRole("button", { name: "Verde", pressed: true }));
    await user.type(editor.getByRole("textbox", { name: "Descripción" }), "  Jade pulido ");
    // The shop shows three toasts at most, and the uploads' and the material's fill them.
    toaster.remove();

    await user.click(save(editor));

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const [[productId, input]] = vi.mocked(createProduct).mock.calls as [[string, ProductInput]];
    expect(productId).toMatch(/^[0-9a-f-]{36}$/);
    const color = (name: string) => ({ name, hex: findPaletteColorByName(name)!.hex, description: null });
    expect(input).toEqual<ProductInput>({
      name: "Aros Luna",
      price: 24990,
      stock: 2,
      productType: "aro",
      description: "Jade pulido",
      materials: ["Jade"],
      collection: null,
      colors: [color("Verde jade"), color("Verde esmeralda")],
      media: {
        uso: storedPath(productId, "uso", "webp"),
        studio: storedPath(productId, "studio", "png"),
        extra: null,
        extra_2: null,
        video: null,
      },
    });
    expect(await screen.findByRole("status", { name: "Producto creado" })).toHaveTextContent(
      "Colores guardados",
    );
  });

  it("keeps the form open and says so when the product cannot be created", async () => {
    vi.mocked(createProduct).mockRejectedValue(new Error("permission-denied"));
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { user, editor } = renderEditor(null);
    await user.type(editor.getByRole("textbox", { name: "Nombre" }), "Collar Luna");
    await user.upload(fileFor(editor, "Foto 1 (uso)"), photo());
    await user.upload(fileFor(editor, "Foto 2 (estudio)"), photo());

    await user.click(save(editor));

    expect(await errorToast("No se pudo crear el producto")).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(editor.getByRole("textbox", { name: "Nombre" })).toHaveValue("Collar Luna");
  });

  it("deletes the photos it uploaded when the admin cancels", async () => {
    const { user, editor } = renderEditor(null);
    await user.upload(fileFor(editor, "Foto 1 (uso)"), photo());
    await editor.findByRole("img", { name: "Foto 1 (uso)" });
    const productId = vi.mocked(uploadProductMedia).mock.calls[0]![0];

    await user.click(editor.getByRole("button", { name: "Cancelar" }));

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(deleteStoredMedia).toHaveBeenCalledExactlyOnceWith(storedPath(productId, "uso", "jpg"));
    expect(createProduct).not.toHaveBeenCalled();
  });
});

describe("ProductEditor, editing", () => {
  const product = makeProduct({ name: "Collar Sol", price: 31990, stock: 4, materials: ["Plata"] });

  it("shows the product, and refuses to clear its name", async () => {
    const { user, editor } = renderEditor(product);
    const name = editor.getByRole("textbox", { name: "Nombre" });
    expect(name).toHaveValue("Collar Sol");
    expect(editor.getByRole("textbox", { name: "Precio (CLP)" })).toHaveValue("31.990");
    expect(editor.getByRole("group", { name: "Stock de Collar Sol" })).toHaveTextContent("4");

    await user.clear(name);
    await user.click(save(editor));

    expect(await errorToast("El nombre del producto es requerido")).toBeInTheDocument();
    expect(updateProduct).not.toHaveBeenCalled();
  });

  it("saves every field but stock, which only its own buttons change", async () => {
    const { user, editor } = renderEditor(product);
    const price = editor.getByRole("textbox", { name: "Precio (CLP)" });

    await user.clear(price);
    await user.type(price, "29990");
    await user.click(save(editor));

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const { id: _id, createdAt: _c, updatedAt: _u, stock: _stock, ...fields } = product;
    expect(updateProduct).toHaveBeenCalledExactlyOnceWith(product.id, { ...fields, price: 29990 });
    expect(createProduct).not.toHaveBeenCalled();
    expect(await screen.findByRole("status", { name: "Producto actualizado" })).toBeInTheDocument();
  });
});
