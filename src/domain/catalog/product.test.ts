import { describe, expect, it } from "vitest";
import { mediaRefSchema, productInputSchema } from "./product.schema.ts";
import { productDisplayName, stockStatus } from "./product.ts";

const validInput = {
  name: "Collar Luna de Cuarzo Rosa",
  price: 24990,
  stock: 3,
  productType: "collar",
  description: null,
  materials: ["Cuarzo rosa", "Plata"],
  collection: "Luna",
  colors: [{ name: "Rosa cuarzo", hex: "#F4C2C2", description: null }],
  media: {
    uso: "products/8f0c3f5e-2b1a-4c3d-9e8f-1a2b3c4d5e6f/uso-1700000000000.webp",
    studio: null,
    extra: null,
    extra_2: null,
    video: null,
  },
};

describe("stockStatus", () => {
  it("is out at 0, low under 3, available from 3", () => {
    expect([0, 1, 2, 3, 5].map(stockStatus)).toEqual(["out", "low", "low", "available", "available"]);
  });
});

describe("productInputSchema", () => {
  it("accepts a well-formed product", () => {
    expect(productInputSchema.safeParse(validInput).success).toBe(true);
  });
  it("rejects fractional or negative prices and stock", () => {
    expect(productInputSchema.safeParse({ ...validInput, price: 10.5 }).success).toBe(false);
    expect(productInputSchema.safeParse({ ...validInput, stock: -1 }).success).toBe(false);
  });
  it("requires a name, with the spec's message", () => {
    const result = productInputSchema.safeParse({ ...validInput, name: "   " });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("El nombre del producto es requerido");
  });
});

describe("mediaRefSchema", () => {
  it("accepts http URLs and product storage paths", () => {
    expect(mediaRefSchema.safeParse("https://example.com/a.jpg").success).toBe(true);
    expect(mediaRefSchema.safeParse("products/temp-1234/video-1700000000000.mp4").success).toBe(true);
  });
  it("rejects other paths and inline data", () => {
    expect(mediaRefSchema.safeParse("payment-proofs/x/1.jpg").success).toBe(false);
    expect(mediaRefSchema.safeParse("data:image/png;base64,AAAA").success).toBe(false);
  });
});

describe("productDisplayName", () => {
  it("puts the type before the name (spec: type, name and brand)", () => {
    expect(productDisplayName({ name: "Luna de Cuarzo Rosa", productType: "collar" })).toBe(
      "Collar Luna de Cuarzo Rosa",
    );
    expect(productDisplayName({ name: "Gota de Amatista", productType: "aro" })).toBe("Aro Gota de Amatista");
  });

  it("does not double a type the name already starts with, singular or plural, in any case", () => {
    expect(productDisplayName({ name: "Collar Luna de Cuarzo Rosa", productType: "collar" })).toBe(
      "Collar Luna de Cuarzo Rosa",
    );
    expect(productDisplayName({ name: "Aros Gota de Amatista", productType: "aro" })).toBe(
      "Aros Gota de Amatista",
    );
    expect(productDisplayName({ name: " collares trenzados", productType: "collar" })).toBe(
      "collares trenzados",
    );
  });

  it("only looks at a whole first word", () => {
    expect(productDisplayName({ name: "Aroma de Mar", productType: "aro" })).toBe("Aro Aroma de Mar");
    expect(productDisplayName({ name: "Collarín", productType: "collar" })).toBe("Collar Collarín");
  });
});
