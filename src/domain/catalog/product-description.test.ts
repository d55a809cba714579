import { describe, expect, it } from "vitest";
import {
  composeProductDescription,
  joinSpanish,
  productDescriptionInputSchema,
} from "./product-description.ts";

const jade = {
  name: "Collar Bosque de Jade",
  productType: "collar" as const,
  materials: ["Jade", "plata"],
  colors: [
    { name: "Verde jade", hex: "#4E9877" },
    { name: "Plateado", hex: "#C0C0C0" },
  ],
};

describe("composeProductDescription", () => {
  it("names the piece, its materials, what its stones bring and its colors", () => {
    const text = composeProductDescription(jade);
    expect(text).toBe(
      "Collar Bosque de Jade. Un collar hecho a mano con jade y plata, pieza por pieza, en nuestro taller en Chile. " +
        "Elegimos el jade, símbolo de equilibrio y armonía. " +
        "Sus tonos verde jade y plateado iluminan el rostro y combinan con lo que usas a diario. " +
        "Ajustamos el largo a tu medida y, como solo hacemos 5 por diseño, muy pocas personas tendrán uno igual.",
    );
  });

  it("speaks of a pair for earrings and leaves out what was not chosen", () => {
    const text = composeProductDescription({
      name: "Aros Luz",
      productType: "aro",
      materials: [],
      colors: [],
    });
    expect(text).toBe(
      "Aros Luz. Un par de aros hechos a mano, pieza por pieza, en nuestro taller en Chile. " +
        "Livianos para usarlos todo el día; solo hacemos 5 por diseño.",
    );
  });

  it("keeps custom materials as written and never adds a stone that was not chosen", () => {
    const text = composeProductDescription({ ...jade, materials: ["Cuero trenzado"], colors: [] });
    expect(text).toContain("con cuero trenzado,");
    expect(text).not.toMatch(/jade,|Elegimos/);
  });
});

describe("productDescriptionInputSchema", () => {
  it("asks for the name with the spec's message", () => {
    const result = productDescriptionInputSchema.safeParse({ ...jade, name: "   " });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      "El nombre del producto es requerido para generar la descripción",
    );
  });

  it("refuses unknown fields and bad colors", () => {
    expect(productDescriptionInputSchema.safeParse({ ...jade, price: 1 }).success).toBe(false);
    expect(
      productDescriptionInputSchema.safeParse({ ...jade, colors: [{ name: "Rojo", hex: "red" }] }).success,
    ).toBe(false);
  });
});

describe("joinSpanish", () => {
  it("joins with commas and a final y", () => {
    expect(joinSpanish([])).toBe("");
    expect(joinSpanish(["a"])).toBe("a");
    expect(joinSpanish(["a", "b", "c"])).toBe("a, b y c");
  });
});
