import { describe, expect, it } from "vitest";
import { makeProduct } from "../testing/make-product.ts";
import { productInputSchema } from "./product.schema.ts";

const { id: _id, createdAt: _c, updatedAt: _u, ...input } = makeProduct();

const firstMessage = (changes: Partial<typeof input>) => {
  const result = productInputSchema.safeParse({ ...input, ...changes });
  return result.success ? null : result.error.issues[0]?.message;
};

describe("product input messages", () => {
  it("accepts a valid product", () => {
    expect(firstMessage({})).toBeNull();
  });

  it("says in Spanish which field is too long, and how much fits", () => {
    expect(firstMessage({ materials: ["Plata", "x".repeat(61)] })).toBe(
      "Cada material: máximo 60 caracteres",
    );
    expect(firstMessage({ name: "x".repeat(121) })).toBe("Nombre: máximo 120 caracteres");
    expect(firstMessage({ collection: "x".repeat(81) })).toBe("Colección: máximo 80 caracteres");
    expect(firstMessage({ description: "x".repeat(4001) })).toBe("Descripción: máximo 4000 caracteres");
    expect(firstMessage({ colors: [{ name: "x".repeat(61), hex: "#112233", description: null }] })).toBe(
      "Nombre del color: máximo 60 caracteres",
    );
  });

  it("says so when a list or the stock is over its limit", () => {
    expect(firstMessage({ materials: Array.from({ length: 41 }, (_, i) => `Material ${i}`) })).toBe(
      "Máximo 40 materiales",
    );
    expect(firstMessage({ stock: 10_000 })).toBe("El stock no puede superar 9999 unidades");
  });
});
