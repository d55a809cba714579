/**
 * The product editor's form state and its rules (spec: Admin product editor): materials bring
 * their suggested colors, colors toggle by hex, the price is typed with dots, and what may be
 * saved is checked here before the rules check it again.
 */
import { findStandardMaterial, suggestedColorsFor } from "@domain/catalog/materials.ts";
import type { PaletteColor } from "@domain/catalog/palette.ts";
import { formatClpInput, parseClpInput } from "@domain/money.ts";
import { MEDIA_MESSAGES } from "@domain/catalog/product-media.ts";
import { productInputSchema } from "@domain/catalog/product.schema.ts";
import type {
  MediaSlot,
  Product,
  ProductColor,
  ProductInput,
  ProductMedia,
  ProductType,
} from "@domain/catalog/product.ts";

export interface ProductDraft {
  name: string;
  priceText: string;
  productType: ProductType;
  stock: number;
  description: string;
  collection: string;
  materials: string[];
  colors: ProductColor[];
  media: ProductMedia;
}

export const EMPTY_MEDIA: ProductMedia = { uso: null, studio: null, extra: null, extra_2: null, video: null };

/** Spec: create defaults are price 0, stock 0, type collar, no texts and no media. */
export function emptyDraft(): ProductDraft {
  return {
    name: "",
    priceText: "0",
    productType: "collar",
    stock: 0,
    description: "",
    collection: "",
    materials: [],
    colors: [],
    media: EMPTY_MEDIA,
  };
}

export function draftFromProduct(product: Product): ProductDraft {
  return {
    name: product.name,
    priceText: formatClpInput(String(product.price)),
    productType: product.productType,
    stock: product.stock,
    description: product.description ?? "",
    collection: product.collection ?? "",
    materials: [...product.materials],
    colors: [...product.colors],
    media: { ...product.media },
  };
}

const sameName = (a: string, b: string) =>
  (findStandardMaterial(a) ?? a.trim().toLowerCase()) === (findStandardMaterial(b) ?? b.trim().toLowerCase());

/**
 * Adds or removes a material. Adding a standard one also adds its suggested colors not chosen
 * yet (and says how many); removing one leaves the colors (spec).
 */
export function toggleMaterial(
  draft: ProductDraft,
  material: string,
): { draft: ProductDraft; addedColors: number } {
  if (draft.materials.some((chosen) => sameName(chosen, material))) {
    return {
      draft: { ...draft, materials: draft.materials.filter((chosen) => !sameName(chosen, material)) },
      addedColors: 0,
    };
  }
  const suggested = suggestedColorsFor(material).filter(
    (color) => !draft.colors.some((chosen) => chosen.hex.toLowerCase() === color.hex.toLowerCase()),
  );
  return {
    draft: {
      ...draft,
      materials: [...draft.materials, material.trim()],
      colors: [...draft.colors, ...suggested.map(toProductColor)],
    },
    addedColors: suggested.length,
  };
}

/** A custom material is trimmed and added only if non-empty (and not already there). */
export function addCustomMaterial(draft: ProductDraft, text: string): ProductDraft {
  const material = text.trim();
  if (material === "" || draft.materials.some((chosen) => sameName(chosen, material))) return draft;
  return { ...draft, materials: [...draft.materials, material] };
}

function toProductColor(color: PaletteColor): ProductColor {
  return { name: color.name, hex: color.hex, description: null };
}

/** Palette colors toggle, matched by hex. */
export function toggleColor(draft: ProductDraft, color: PaletteColor): ProductDraft {
  const chosen = draft.colors.some((c) => c.hex.toLowerCase() === color.hex.toLowerCase());
  return {
    ...draft,
    colors: chosen
      ? draft.colors.filter((c) => c.hex.toLowerCase() !== color.hex.toLowerCase())
      : [...draft.colors, toProductColor(color)],
  };
}

/** What would be saved, or the first reason it cannot be. */
export function draftToInput(
  draft: ProductDraft,
): { ok: true; input: ProductInput } | { ok: false; message: string } {
  if (draft.name.trim() === "") return { ok: false, message: MEDIA_MESSAGES.nameRequired };
  if (!draft.media.uso) return { ok: false, message: MEDIA_MESSAGES.usoRequired };
  if (!draft.media.studio) return { ok: false, message: MEDIA_MESSAGES.studioRequired };
  const parsed = productInputSchema.safeParse({
    name: draft.name.trim(),
    price: parseClpInput(draft.priceText),
    stock: draft.stock,
    productType: draft.productType,
    description: draft.description.trim() || null,
    materials: draft.materials,
    collection: draft.collection.trim() || null,
    colors: draft.colors.filter((color) => color.hex.trim() !== ""),
    media: draft.media,
  });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? "Datos inválidos" };
  return { ok: true, input: parsed.data };
}

/** Swaps two photo slots (drag and drop, or the move buttons). */
export function swapMedia(draft: ProductDraft, a: MediaSlot, b: MediaSlot): ProductDraft {
  return { ...draft, media: { ...draft.media, [a]: draft.media[b], [b]: draft.media[a] } };
}

/** Spec: the AI button needs a name, and materials or colors to say something about the piece. */
export function descriptionGeneration(draft: ProductDraft): { enabled: boolean; hint: string | null } {
  if (!draft.name.trim()) return { enabled: false, hint: "Ingresa el nombre del producto primero" };
  if (draft.materials.length === 0 && draft.colors.length === 0) {
    return { enabled: false, hint: "Agrega materiales o colores para una mejor descripción" };
  }
  return { enabled: true, hint: null };
}

/**
 * Colors are saved with the product, so the save toast says so when they changed (spec copy):
 * undefined when they did not.
 */
export function colorsSavedMessage(before: ProductColor[], after: ProductColor[]): string | undefined {
  const hexes = (colors: ProductColor[]) => colors.map((color) => color.hex.toLowerCase()).join();
  if (hexes(before) === hexes(after)) return undefined;
  return after.length === 0 ? "Se eliminaron todos los colores" : "Colores guardados";
}
