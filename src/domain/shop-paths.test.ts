import { describe, expect, it } from "vitest";
import {
  isProductPath,
  orderPath,
  orderSummaryPath,
  paymentPath,
  productIdFromPath,
  productPath,
} from "./shop-paths.ts";

const id = "0b3c6a1e-8d2f-4c5a-9e7b-1f2a3b4c5d6e";
const luna = { id, name: "Luna de Cuarzo Rosa", productType: "collar" as const };

describe("product paths", () => {
  it("builds a product's address and reads its id back", () => {
    expect(productPath(luna)).toBe(`/producto/collar-luna-de-cuarzo-rosa-${id}`);
    expect(productIdFromPath(productPath(luna))).toBe(id);
    expect(isProductPath(productPath(luna))).toBe(true);
  });

  it("reads the id of an old or encoded slug, and none from other pages", () => {
    expect(productIdFromPath(`/producto/nombre%20viejo-${id}`)).toBe(id);
    expect(productIdFromPath("/producto/sin-id")).toBeNull();
    expect(productIdFromPath(`/pedido/${id}`)).toBeNull();
    expect(isProductPath("/carrito")).toBe(false);
  });
});

describe("order paths", () => {
  it("builds the order, summary and payment pages of an order", () => {
    expect(orderPath("abc123")).toBe("/pedido/abc123");
    expect(orderSummaryPath("abc123")).toBe("/orden-exitosa?orderId=abc123");
    expect(paymentPath("FINTOC_LINK", "abc123")).toBe("/esperando-pago-fintoc/abc123");
    expect(paymentPath("TRANSFERENCIA_DIRECTA", "abc123")).toBe("/transferencia-directa/abc123");
  });
});
