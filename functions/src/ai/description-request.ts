/**
 * What Gemini is asked for a product description, and how its answer is read. The prompt carries
 * only what the admin chose, and tells the model not to add materials or stones: a description
 * that promises silver on a brass piece is worse than the built-in template.
 */
import { z } from "zod";
import type { ProductDescriptionInput } from "@domain/catalog/product-description.ts";
import { AiProviderError } from "./ai-provider-error.ts";
import { clipText } from "./clip-text.ts";

// Comfortably above 4 sentences; the product's description field allows more.
const DESCRIPTION_MAX = 1200;

function colorLine(color: ProductDescriptionInput["colors"][number]): string {
  return color.description ? `${color.name} (${color.description})` : color.name;
}

export function descriptionInstructions(input: ProductDescriptionInput): string {
  const piece = input.productType === "collar" ? "collar" : "par de aros";
  return [
    "Escribes las descripciones de producto de Chatoyant, una tienda chilena de joyería hecha a mano en " +
      "un pequeño taller, con pocas piezas por diseño.",
    `Escribe en español de Chile la descripción de este ${piece}, en 2 a 4 oraciones, con una voz cálida, ` +
      "cercana y elegante, hablando de tú a quien lo lee.",
    `Nombre: ${input.name}`,
    `Materiales: ${input.materials.join(", ") || "no indicados"}`,
    `Colores: ${input.colors.map(colorLine).join(", ") || "no indicados"}`,
    "Menciona solo los materiales y colores de la lista; no inventes piedras, metales, medidas, precios ni " +
      "propiedades. Texto plano, sin títulos, viñetas, emojis, comillas ni markdown.",
  ].join("\n");
}

export const DESCRIPTION_RESPONSE_SCHEMA = {
  type: "object",
  properties: { descripcion: { type: "string" } },
  required: ["descripcion"],
} as const;

const answerSchema = z.object({ descripcion: z.string().trim().min(1) });

export function toDescription(answer: unknown): string {
  const parsed = answerSchema.safeParse(answer);
  if (!parsed.success) {
    throw new AiProviderError("bad-answer", "Gemini respondió sin descripción", { cause: parsed.error });
  }
  // Plain text for a plain textarea: drop markdown emphasis the model may add anyway.
  return clipText(parsed.data.descripcion.replace(/[*_#`]+/g, ""), DESCRIPTION_MAX);
}
