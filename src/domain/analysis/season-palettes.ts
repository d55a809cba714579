/**
 * Each season's flattering colours, named from the shop's own palette so the swatches on the
 * analysis page and the colours on the products speak the same language. Chosen by the usual
 * seasonal rules: Primavera warm and clear, Verano cool and soft, Otoño warm and muted-deep,
 * Invierno cool, clear and contrasting. No colour belongs to two seasons, so recommendations differ.
 */
import { findPaletteColorByName, type PaletteColor } from "../catalog/palette.ts";
import type { Season } from "./style-analysis.ts";

const SEASON_COLOUR_NAMES: Readonly<Record<Season, readonly string[]>> = {
  Primavera: ["Marfil", "Amarillo", "Durazno", "Coral", "Turquesa", "Verde", "Oro rosa", "Dorado"],
  Verano: ["Perla", "Rosa cuarzo", "Rosa palo", "Lavanda", "Lila", "Celeste", "Gris azulado", "Plateado"],
  Otoño: ["Mostaza", "Ámbar", "Terracota", "Caramelo", "Verde oliva", "Verde jade", "Café", "Cobre"],
  Invierno: [
    "Blanco",
    "Negro",
    "Fucsia",
    "Rojo",
    "Azul lapislázuli",
    "Verde esmeralda",
    "Morado",
    "Azul marino",
  ],
};

function resolve(names: readonly string[]): readonly PaletteColor[] {
  return names.map((name) => {
    const colour = findPaletteColorByName(name);
    // A renamed palette colour must break loudly here, not show a swatch with no colour.
    if (!colour) throw new Error(`Season colour "${name}" is not in the shop palette`);
    return colour;
  });
}

export const SEASON_PALETTES: Readonly<Record<Season, readonly PaletteColor[]>> = {
  Primavera: resolve(SEASON_COLOUR_NAMES.Primavera),
  Verano: resolve(SEASON_COLOUR_NAMES.Verano),
  Otoño: resolve(SEASON_COLOUR_NAMES.Otoño),
  Invierno: resolve(SEASON_COLOUR_NAMES.Invierno),
};
