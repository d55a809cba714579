/**
 * A grown catalog of necklaces for tests, as a shop with a few years of pieces might have: every
 * palette color in turn, one or two per necklace, names and materials the length of real ones.
 * Deterministic, so a size measured on it is the same on every run.
 */
import { PALETTE } from "../../catalog/palette.ts";
import type { ShortlistCandidate } from "../necklace-shortlist.ts";

const STONES = ["Cuarzo rosa", "Ágata", "Jade", "Lapislázuli", "Ojo de tigre", "Amatista", "Perla"];
const METALS = ["Plata 950", "Acero inoxidable dorado", "Cobre", "Hilo encerado"];
const NAMES = ["Luna", "Bosque", "Marea", "Atardecer", "Brisa", "Raíz", "Aurora", "Nube", "Sendero"];

export function grownNecklaceCatalog(count: number): ShortlistCandidate[] {
  return Array.from({ length: count }, (_, index) => {
    const first = PALETTE[index % PALETTE.length];
    const second = index % 2 === 0 ? PALETTE[(index * 7 + 3) % PALETTE.length] : undefined;
    const stone = STONES[index % STONES.length] ?? "Ágata";
    return {
      id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, "0")}`,
      name: `${NAMES[index % NAMES.length] ?? "Luna"} de ${stone} ${index + 1}`,
      colors: [first, second].flatMap((color) => (color ? [{ name: color.name, hex: color.hex }] : [])),
      materials: [stone, METALS[index % METALS.length] ?? "Plata 950"],
      stock: 1 + (index % 5),
    };
  });
}
