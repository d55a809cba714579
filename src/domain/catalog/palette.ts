/**
 * The shop's fixed color palette: the only colors an admin can pick for a product, grouped the way
 * the color picker shows them. Pure data shared by the browser app, Cloud Functions and the seed.
 */
import { LOCALE } from "../locale.ts";

export const PALETTE_CATEGORIES = [
  "Blancos y Claros",
  "Amarillos y Dorados",
  "Naranjas y Coral",
  "Rosas y Rojos",
  "Morados y Violetas",
  "Azules y Celestes",
  "Verdes",
  "Marrones y Tierra",
  "Grises",
  "Metálicos",
  "Negros y Oscuros",
] as const;
export type PaletteCategory = (typeof PALETTE_CATEGORIES)[number];

export interface PaletteColor {
  readonly name: string;
  readonly hex: string;
  readonly category: PaletteCategory;
}

// Written grouped so the list reads like the picker; the flat PALETTE below keeps this order.
// Hexes are tuned to how the stones and metals look in photos, not to pure "web" colors.
const COLORS_BY_CATEGORY: Readonly<Record<PaletteCategory, readonly (readonly [string, string])[]>> = {
  "Blancos y Claros": [
    ["Blanco", "#FAF8F3"],
    ["Perla", "#EEE7DC"],
    ["Marfil", "#F4ECD6"],
    ["Crema", "#EBDDBF"],
  ],
  "Amarillos y Dorados": [
    ["Amarillo", "#F2C94C"],
    ["Amarillo pastel", "#F6E3A3"],
    ["Ámbar", "#D9962B"],
    ["Mostaza", "#B8912F"],
  ],
  "Naranjas y Coral": [
    ["Durazno", "#F4BE9C"],
    ["Coral", "#EE8468"],
    ["Naranja", "#E3742F"],
  ],
  "Rosas y Rojos": [
    ["Rosa palo", "#E6C3C0"],
    ["Rosa cuarzo", "#EFC2CB"],
    ["Fucsia", "#C4367C"],
    ["Rojo", "#B3262E"],
    ["Burdeo", "#6C1F2D"],
  ],
  "Morados y Violetas": [
    ["Lavanda", "#C6B7DF"],
    ["Lila", "#B295C8"],
    ["Violeta", "#85539F"],
    ["Morado", "#5B3270"],
  ],
  "Azules y Celestes": [
    ["Celeste", "#A7D1E8"],
    ["Turquesa", "#3DB5AC"],
    ["Azul", "#2F5DA6"],
    ["Azul lapislázuli", "#233C8C"],
    ["Azul marino", "#1C2A47"],
  ],
  Verdes: [
    ["Verde menta", "#B3DAC3"],
    ["Verde jade", "#4E9877"],
    ["Verde", "#3D8B4E"],
    ["Verde esmeralda", "#1E7757"],
    ["Verde oliva", "#6A7839"],
  ],
  "Marrones y Tierra": [
    ["Beige", "#D7C2A4"],
    ["Caramelo", "#B5763D"],
    ["Terracota", "#B2563A"],
    ["Café", "#6A4832"],
  ],
  Grises: [
    ["Gris claro", "#CFCECA"],
    ["Gris", "#8D8C88"],
    ["Gris azulado", "#7A8895"],
  ],
  Metálicos: [
    ["Dorado", "#C8A24A"],
    ["Plateado", "#BFC0C4"],
    ["Oro rosa", "#D49F8A"],
    ["Cobre", "#B06B35"],
  ],
  "Negros y Oscuros": [
    ["Negro", "#161616"],
    ["Grafito", "#3A3A3D"],
  ],
};

export const PALETTE: readonly PaletteColor[] = PALETTE_CATEGORIES.flatMap((category) =>
  COLORS_BY_CATEGORY[category].map(([name, hex]) => ({ name, hex, category })),
);

/** The palette color with this hex (any letter case, surrounding spaces ignored), if any. */
export function findPaletteColor(hex: string): PaletteColor | undefined {
  const wanted = hex.trim().toLowerCase();
  return PALETTE.find((color) => color.hex.toLowerCase() === wanted);
}

/** The palette color with exactly this name (letter case and surrounding spaces ignored), if any. */
export function findPaletteColorByName(name: string): PaletteColor | undefined {
  const wanted = name.trim().toLocaleLowerCase(LOCALE);
  return PALETTE.find((color) => color.name.toLocaleLowerCase(LOCALE) === wanted);
}
