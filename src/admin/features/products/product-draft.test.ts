import { describe, expect, it } from "vitest";
import { findPaletteColorByName } from "@domain/catalog/palette.ts";
import { MEDIA_MESSAGES } from "@domain/catalog/product-media.ts";
import { makeProduct } from "@domain/testing/make-product.ts";
import {
  addCustomMaterial,
  colorsSavedMessage,
  descriptionGeneration,
  draftFromProduct,
  draftToInput,
  emptyDraft,
  swapMedia,
  toggleColor,
  toggleMaterial,
} from "./product-draft.ts";

const withPhotos = {
  ...emptyDraft(),
  name: "Collar Luna",
  media: { ...emptyDraft().media, uso: "products/a/uso-1.jpg", studio: "products/a/studio-1.jpg" },
};

describe("product draft", () => {
  it("adds a standard material's suggested colors once, and keeps them when the material goes", () => {
    const { draft, addedColors } = toggleMaterial(emptyDraft(), "Jade");
    expect(draft.materials).toEqual(["Jade"]);
    expect(draft.colors.map((color) => color.name)).toEqual(["Verde jade", "Verde", "Verde esmeralda"]);
    expect(addedColors).toBe(3);

    const again = toggleMaterial(toggleMaterial(draft, "Jade").draft, "jade");
    expect(again.addedColors).toBe(0);
    expect(again.draft.colors).toHaveLength(3);
    expect(toggleMaterial(draft, "Jade").draft).toMatchObject({ materials: [], colors: draft.colors });
  });

  it("adds a custom material trimmed, never blank or twice", () => {
    const draft = addCustomMaterial(emptyDraft(), "  Hilo encerado ");
    expect(draft.materials).toEqual(["Hilo encerado"]);
    expect(addCustomMaterial(draft, "   ")).toBe(draft);
    expect(addCustomMaterial(draft, "hilo encerado")).toBe(draft);
  });

  it("toggles palette colors by hex", () => {
    const perla = findPaletteColorByName("Perla")!;
    const draft = toggleColor(emptyDraft(), perla);
    expect(draft.colors).toEqual([{ name: "Perla", hex: perla.hex, description: null }]);
    expect(toggleColor(draft, perla).colors).toEqual([]);
  });

  it("requires a name and photos 1 and 2, with the spec's messages", () => {
    expect(draftToInput(emptyDraft())).toEqual({ ok: false, message: MEDIA_MESSAGES.nameRequired });
    expect(draftToInput({ ...withPhotos, media: { ...withPhotos.media, uso: null } })).toEqual({
      ok: false,
      message: MEDIA_MESSAGES.usoRequired,
    });
    expect(draftToInput({ ...withPhotos, media: { ...withPhotos.media, studio: null } })).toEqual({
      ok: false,
      message: MEDIA_MESSAGES.studioRequired,
    });
  });

  it("reads the price without its dots and leaves empty texts empty", () => {
    const result = draftToInput({ ...withPhotos, priceText: "$34.990", description: "  " });
    expect(result).toMatchObject({
      ok: true,
      input: { price: 34990, description: null, collection: null, stock: 0 },
    });
  });

  it("edits a product into the same input it came from", () => {
    const product = makeProduct({ description: "Hecho a mano", collection: "Luna" });
    const { id: _id, createdAt: _c, updatedAt: _u, ...input } = product;
    expect(draftToInput(draftFromProduct(product))).toEqual({ ok: true, input });
  });
});

describe("photo order", () => {
  it("swaps two slots, empty ones included", () => {
    const swapped = swapMedia(withPhotos, "uso", "extra");
    expect(swapped.media).toMatchObject({
      uso: null,
      extra: "products/a/uso-1.jpg",
      studio: "products/a/studio-1.jpg",
    });
    expect(swapMedia(swapped, "extra", "uso").media).toEqual(withPhotos.media);
  });
});

describe("descriptionGeneration", () => {
  it("needs a name first", () => {
    expect(descriptionGeneration({ ...emptyDraft(), materials: ["Jade"] })).toEqual({
      enabled: false,
      hint: "Ingresa el nombre del producto primero",
    });
  });

  it("needs materials or colors to say something about the piece", () => {
    const named = { ...emptyDraft(), name: "Collar Bosque" };
    expect(descriptionGeneration(named)).toEqual({
      enabled: false,
      hint: "Agrega materiales o colores para una mejor descripción",
    });
    expect(descriptionGeneration({ ...named, materials: ["Jade"] })).toEqual({ enabled: true, hint: null });
    expect(
      descriptionGeneration({ ...named, colors: [{ name: "Verde", hex: "#3D8B4E", description: null }] }),
    ).toEqual({ enabled: true, hint: null });
  });
});

describe("colorsSavedMessage", () => {
  const verde = { name: "Verde", hex: "#3D8B4E", description: null };
  const perla = { name: "Perla", hex: "#F0EAD6", description: null };

  it("says nothing when the colors did not change (case of the hex aside)", () => {
    expect(colorsSavedMessage([verde], [{ ...verde, hex: "#3d8b4e" }])).toBeUndefined();
    expect(colorsSavedMessage([], [])).toBeUndefined();
  });

  it("says the colors were saved when added, removed in part or reordered", () => {
    expect(colorsSavedMessage([], [verde])).toBe("Colores guardados");
    expect(colorsSavedMessage([verde, perla], [verde])).toBe("Colores guardados");
    expect(colorsSavedMessage([verde, perla], [perla, verde])).toBe("Colores guardados");
  });

  it("says all were removed when none is left", () => {
    expect(colorsSavedMessage([verde, perla], [])).toBe("Se eliminaron todos los colores");
  });
});
