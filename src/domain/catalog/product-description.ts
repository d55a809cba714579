/**
 * The built-in writer of product descriptions: what the editor's AI button answers with when no AI
 * provider is configured. It only says what the admin chose (name, type, materials, colors), in
 * the brand's voice, so it never invents a stone the piece does not have.
 */
import { z } from "zod";
import { hexColorSchema } from "./product.schema.ts";
import { PRODUCT_TYPES, type ProductType } from "./product.ts";
import { findStandardMaterial, type StandardMaterial } from "./materials.ts";

export const DESCRIPTION_NAME_REQUIRED = "El nombre del producto es requerido para generar la descripción";

/** What a product description is written from (the editor's AI button), as the app sends it. */
export interface ProductDescriptionInput {
  name: string;
  productType: ProductType;
  materials: readonly string[];
  colors: readonly { name: string; hex: string; description?: string | null }[];
}

/** What the `generateProductDescription` callable accepts (spec: productName, materials, colors). */
export const productDescriptionInputSchema = z.strictObject({
  name: z.string().trim().min(1, DESCRIPTION_NAME_REQUIRED).max(120),
  productType: z.enum(PRODUCT_TYPES),
  materials: z.array(z.string().trim().min(1).max(60)).max(40),
  colors: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(60),
        hex: hexColorSchema,
        description: z.string().max(200).nullish(),
      }),
    )
    .max(60),
});

/** What each stone brings, in a phrase that follows "la/el … ": only for the stones of the list. */
const STONE_NOTES: Partial<Record<StandardMaterial, string>> = {
  Ágata: "el ágata, con sus vetas que no se repiten en ninguna otra piedra",
  Amatista: "la amatista, piedra de la calma y la intuición",
  Aventurina: "la aventurina, con su brillo verde que se asocia a la buena suerte",
  Citrino: "el citrino, luminoso como un rayo de sol",
  Cristal: "el cristal, que atrapa la luz en cada movimiento",
  "Cuarzo blanco": "el cuarzo blanco, la piedra de la claridad",
  "Cuarzo rosa": "el cuarzo rosa, piedra del amor propio y la ternura",
  Hematita: "la hematita, de brillo metálico y carácter sereno",
  Jade: "el jade, símbolo de equilibrio y armonía",
  Labradorita: "la labradorita, con destellos que cambian según la luz",
  Lapislázuli: "el lapislázuli, azul profundo con motas doradas",
  Malaquita: "la malaquita, de anillos verdes que la naturaleza dibuja uno a uno",
  "Ojo de tigre": "el ojo de tigre, con su reflejo sedoso de tonos miel",
  Ónix: "el ónix, negro profundo y elegante",
  Perla: "la perla, clásica y luminosa",
  "Piedra luna": "la piedra luna, con su brillo azulado y suave",
  Turquesa: "la turquesa, piedra de protección de tonos frescos",
};

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** "a", "a y b", "a, b y c" */
export function joinSpanish(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} y ${items.at(-1)}`;
}

function materialsSentence(input: ProductDescriptionInput): string {
  const subject = input.productType === "collar" ? "Un collar hecho a mano" : "Un par de aros hechos a mano";
  const materials = input.materials.map((material) => lowerFirst(findStandardMaterial(material) ?? material));
  if (materials.length === 0) return `${subject}, pieza por pieza, en nuestro taller en Chile.`;
  return `${subject} con ${joinSpanish(materials)}, pieza por pieza, en nuestro taller en Chile.`;
}

function stonesSentence(input: ProductDescriptionInput): string | null {
  const notes = input.materials.flatMap((material) => {
    const standard = findStandardMaterial(material);
    const note = standard ? STONE_NOTES[standard] : undefined;
    return note ? [note] : [];
  });
  if (notes.length === 0) return null;
  return `Elegimos ${joinSpanish(notes.slice(0, 2))}.`;
}

function colorsSentence(input: ProductDescriptionInput): string | null {
  const names = [...new Set(input.colors.map((color) => lowerFirst(color.name.trim())))].slice(0, 4);
  if (names.length === 0) return null;
  const verb = names.length === 1 ? "ilumina" : "iluminan";
  return `${names.length === 1 ? "Su tono" : "Sus tonos"} ${joinSpanish(names)} ${verb} el rostro y combinan con lo que usas a diario.`;
}

function closingSentence(input: ProductDescriptionInput): string {
  return input.productType === "collar"
    ? "Ajustamos el largo a tu medida y, como solo hacemos 5 por diseño, muy pocas personas tendrán uno igual."
    : "Livianos para usarlos todo el día; solo hacemos 5 por diseño.";
}

/** A Spanish description of 3 or 4 sentences, the same for the same input. */
export function composeProductDescription(input: ProductDescriptionInput): string {
  const opening = `${input.name.trim()}. ${materialsSentence(input)}`;
  return [opening, stonesSentence(input), colorsSentence(input), closingSentence(input)]
    .filter((sentence): sentence is string => sentence !== null)
    .join(" ");
}
