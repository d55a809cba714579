/**
 * The fixed list of standard materials and the colors each one suggests in the admin form. Any
 * material outside the list is "custom" (still allowed, just shown differently). Pure data and logic
 * shared by the browser app, Cloud Functions and the seed.
 */
import { findPaletteColorByName, type PaletteColor } from "./palette.ts";

// Alphabetical (Spanish collation) because the admin picks from this list in this order.
export const STANDARD_MATERIALS = [
  "Acero inoxidable dorado",
  "Acero inoxidable plateado",
  "Ágata",
  "Amatista",
  "Aventurina",
  "Cerámica",
  "Citrino",
  "Cristal",
  "Cuarzo blanco",
  "Cuarzo rosa",
  "Hematita",
  "Jade",
  "Labradorita",
  "Lapislázuli",
  "Madera",
  "Malaquita",
  "Ojo de tigre",
  "Ónix",
  "Oro 18k",
  "Perla",
  "Piedra luna",
  "Plata",
  "Turquesa",
  "Vidrio",
] as const;
export type StandardMaterial = (typeof STANDARD_MATERIALS)[number];

/**
 * Color names (all from PALETTE) offered first when a material is chosen, most typical first.
 * Materials that come in every color (Ágata, Vidrio, Cerámica) suggest their commonest tones.
 */
export const SUGGESTED_COLORS_BY_MATERIAL: Readonly<Record<StandardMaterial, readonly string[]>> = {
  "Acero inoxidable dorado": ["Dorado"],
  "Acero inoxidable plateado": ["Plateado"],
  Ágata: ["Gris", "Beige", "Café"],
  Amatista: ["Violeta", "Lila", "Morado"],
  Aventurina: ["Verde menta", "Verde"],
  Cerámica: ["Terracota", "Blanco", "Beige"],
  Citrino: ["Ámbar", "Amarillo"],
  Cristal: ["Blanco", "Gris claro"],
  "Cuarzo blanco": ["Blanco", "Perla"],
  "Cuarzo rosa": ["Rosa cuarzo", "Rosa palo"],
  Hematita: ["Grafito", "Gris"],
  Jade: ["Verde jade", "Verde", "Verde esmeralda"],
  Labradorita: ["Gris azulado", "Grafito"],
  Lapislázuli: ["Azul lapislázuli", "Azul marino"],
  Madera: ["Café", "Caramelo", "Beige"],
  Malaquita: ["Verde esmeralda", "Verde"],
  "Ojo de tigre": ["Caramelo", "Ámbar", "Café"],
  Ónix: ["Negro"],
  "Oro 18k": ["Dorado"],
  Perla: ["Perla", "Marfil", "Crema"],
  "Piedra luna": ["Perla", "Blanco", "Gris claro"],
  Plata: ["Plateado"],
  Turquesa: ["Turquesa", "Celeste"],
  Vidrio: ["Celeste", "Verde menta", "Ámbar"],
};

/** Admins type materials freely, so "  onix " must still match "Ónix". */
function normalizeMaterial(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .replace(/\s+/g, " ")
    .toLowerCase();
}

const STANDARD_BY_KEY = new Map<string, StandardMaterial>(
  STANDARD_MATERIALS.map((material) => [normalizeMaterial(material), material]),
);

/** The standard material this text names (ignoring case, accents and extra spaces), if any. */
export function findStandardMaterial(name: string): StandardMaterial | undefined {
  return STANDARD_BY_KEY.get(normalizeMaterial(name));
}

/** True for a non-empty material that is not in the standard list; blank text is no material at all. */
export function isCustomMaterial(name: string): boolean {
  return normalizeMaterial(name) !== "" && findStandardMaterial(name) === undefined;
}

/** The palette colors suggested for a material, in suggestion order; none for custom materials. */
export function suggestedColorsFor(material: string): PaletteColor[] {
  const standard = findStandardMaterial(material);
  if (standard === undefined) return [];
  return SUGGESTED_COLORS_BY_MATERIAL[standard].flatMap((colorName) => {
    const color = findPaletteColorByName(colorName);
    return color === undefined ? [] : [color];
  });
}
