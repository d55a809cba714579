/**
 * Each season's flattering colors, named from the shop's own palette so the swatches on the
 * analysis page and the colors on the products speak the same language. Chosen by the usual
 * seasonal rules: Primavera warm and clear, Verano cool and soft, Otoño warm and muted-deep,
 * Invierno cool, clear and contrasting. No color belongs to two seasons, so recommendations differ.
 */
import { findPaletteColorByName, type PaletteColor } from "../catalog/palette.ts";
import type { Season } from "./style-analysis.ts";

const SEASON_COLOR_NAMES: Readonly<Record<Season, readonly string[]>> = {
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
    const color = findPaletteColorByName(name);
    // A renamed palette color must break loudly here, not show a swatch with no color.
    if (!color) throw new Error(`Season color "${name}" is not in the shop palette`);
    return color;
  });
}

export const SEASON_PALETTES: Readonly<Record<Season, readonly PaletteColor[]>> = {
  Primavera: resolve(SEASON_COLOR_NAMES.Primavera),
  Verano: resolve(SEASON_COLOR_NAMES.Verano),
  Otoño: resolve(SEASON_COLOR_NAMES.Otoño),
  Invierno: resolve(SEASON_COLOR_NAMES.Invierno),
};
