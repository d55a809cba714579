/**
 * What Gemini is asked for a color analysis: the Spanish instructions and the JSON schema of the
 * answer. The shop's palette and a shortlist of its in-stock necklaces are listed in the prompt and,
 * as enums, in the schema, so the model can only name colors and products that exist; the answer is
 * still checked afterwards (style-answer.ts), because a schema guides the model rather than binding
 * it. The shortlist keeps the request the same size however many necklaces the shop has.
 */
import { necklaceShortlist } from "@domain/analysis/necklace-shortlist.ts";
import { SEASONS, type RecommendableNecklace } from "@domain/analysis/style-analysis.ts";

export interface NamedColor {
  name: string;
  hex: string;
}

export const STYLE_COLORS_MIN = 6;
export const STYLE_COLORS_MAX = 8;
export const STYLE_RECOMMENDATIONS_MAX = 3;

function necklaceLine(necklace: RecommendableNecklace): string {
  const colors = necklace.colors.map((color) => color.name).join(", ") || "sin colores indicados";
  const materials = necklace.materials.join(", ") || "sin materiales indicados";
  return `- id "${necklace.id}": ${necklace.name} (colores: ${colors}; materiales: ${materials})`;
}

function styleInstructions(
  necklaces: readonly RecommendableNecklace[],
  palette: readonly NamedColor[],
): string {
  const paletteLines = palette.map((color) => `- ${color.name} (${color.hex})`).join("\n");
  const necklaceLines =
    necklaces.length > 0 ? necklaces.map(necklaceLine).join("\n") : "(no hay collares disponibles)";
  return [
    "Eres experta en colorimetría y asesoras a las clientas de Chatoyant, una tienda chilena de joyería hecha a mano.",
    "Mira la foto del rostro y decide qué estación de color le corresponde a la persona: " +
      `${SEASONS.join(", ")}. Elige exactamente una.`,
    "En `explicacion`, explica en español de Chile, con calidez y en 2 a 4 oraciones, por qué esa estación " +
      "(tono de piel, ojos, cabello, contraste). Habla de tú y no comentes nada más del aspecto de la persona.",
    `En \`colores\`, elige de ${STYLE_COLORS_MIN} a ${STYLE_COLORS_MAX} colores que la favorezcan, SOLO de esta ` +
      "paleta de la tienda, con su nombre exacto:",
    paletteLines,
    `En \`recomendaciones\`, recomienda hasta ${STYLE_RECOMMENDATIONS_MAX} collares SOLO de esta lista, ` +
      "indicando su id exacto en `productId` y, en `razon`, una oración en español sobre por qué le queda bien:",
    necklaceLines,
    "No inventes colores ni productos que no estén en las listas. Si no hay collares adecuados, deja " +
      "`recomendaciones` vacía.",
  ].join("\n");
}

/** JSON Schema (the subset Gemini's `responseJsonSchema` accepts: no patterns, no lengths). */
function styleResponseSchema(
  necklaces: readonly RecommendableNecklace[],
  palette: readonly NamedColor[],
): Record<string, unknown> {
  // An empty enum is not a valid schema: without a list the property is left free and the answer
  // check removes whatever the model made up.
  const oneOf = (values: readonly string[]) => (values.length > 0 ? { enum: [...new Set(values)] } : {});
  return {
    type: "object",
    properties: {
      estacion: { type: "string", enum: [...SEASONS] },
      explicacion: { type: "string" },
      colores: {
        type: "array",
        minItems: STYLE_COLORS_MIN,
        maxItems: STYLE_COLORS_MAX,
        items: {
          type: "object",
          properties: {
            nombre: { type: "string", ...oneOf(palette.map((color) => color.name)) },
            hex: { type: "string", ...oneOf(palette.map((color) => color.hex)) },
          },
          required: ["nombre", "hex"],
        },
      },
      recomendaciones: {
        type: "array",
        maxItems: necklaces.length > 0 ? STYLE_RECOMMENDATIONS_MAX : 0,
        items: {
          type: "object",
          properties: {
            productId: { type: "string", ...oneOf(necklaces.map((necklace) => necklace.id)) },
            razon: { type: "string" },
          },
          required: ["productId", "razon"],
        },
      },
    },
    required: ["estacion", "explicacion", "colores", "recomendaciones"],
  };
}

export interface StyleRequest {
  instructions: string;
  responseJsonSchema: Record<string, unknown>;
  /** The necklaces the model was shown: the only ones its answer may recommend. */
  offered: readonly RecommendableNecklace[];
}

export function styleRequest(
  necklaces: readonly RecommendableNecklace[],
  palette: readonly NamedColor[],
): StyleRequest {
  const offered = necklaceShortlist(necklaces);
  return {
    instructions: styleInstructions(offered, palette),
    responseJsonSchema: styleResponseSchema(offered, palette),
    offered,
  };
}
