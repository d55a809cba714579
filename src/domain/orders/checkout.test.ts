import { describe, expect, it } from "vitest";
import { CHILE_REGIONS } from "../chile/regions.ts";
import {
  CHECKOUT_MESSAGES,
  isCompleteDelivery,
  mergeLines,
  planOrder,
  resolveDelivery,
  whatsappProblem,
} from "./checkout.ts";
import { makeProduct } from "../testing/make-product.ts";

describe("WhatsApp field", () => {
  it("asks for a missing number, and refuses one that is not a phone", () => {
    expect(whatsappProblem("   ")).toBe(CHECKOUT_MESSAGES.whatsappRequired);
    expect(whatsappProblem("9 1234")).toBe(CHECKOUT_MESSAGES.whatsappInvalid);
    expect(whatsappProblem("9 1234 5678")).toBeUndefined();
  });
});

describe("delivery", () => {
  const shipping = {
    type: "shipping" as const,
    regionCode: "13",
    comunaCode: "13123",
    street: " Italia ",
    number: "12",
  };

  it("has the 16 regions and 346 comunas", () => {
    expect(CHILE_REGIONS).toHaveLength(16);
    expect(CHILE_REGIONS.reduce((sum, region) => sum + region.comunas.length, 0)).toBe(346);
  });

  it("stores region and comuna names, trimmed parts and a null apartment", () => {
    expect(resolveDelivery(shipping)).toEqual({
      type: "shipping",
      region: "Región Metropolitana de Santiago",
      comuna: "Providencia",
      street: "Italia",
      number: "12",
      apartment: null,
    });
    expect(resolveDelivery({ type: "pickup" })).toEqual({ type: "pickup" });
  });

  it("is incomplete without street or number, or with a comuna of another region", () => {
    expect(isCompleteDelivery(shipping)).toBe(true);
    expect(isCompleteDelivery({ ...shipping, street: "  " })).toBe(false);
    expect(isCompleteDelivery({ ...shipping, number: "" })).toBe(false);
    expect(isCompleteDelivery({ ...shipping, comunaCode: "08101" })).toBe(false);
    expect(isCompleteDelivery({ type: "pickup" })).toBe(true);
  });
});

describe("planOrder", () => {
  const luna = makeProduct({ name: "Collar Luna", price: 34990, stock: 3 });
  const products = new Map([[luna.id, luna]]);

  it("uses server prices, merges repeated lines and computes the new stock", () => {
    const plan = planOrder(
      [
        { productId: luna.id, quantity: 1, name: "viejo nombre" },
        { productId: luna.id, quantity: 2, name: "viejo nombre" },
      ],
      products,
    );
    expect(plan).toMatchObject({ ok: true, totalAmount: 3 * 34990, stock: new Map([[luna.id, 0]]) });
    expect(plan.ok && plan.items).toEqual([
      {
        productId: luna.id,
        name: "Collar Luna",
        price: 34990,
        imageUrl: luna.media.uso,
        quantity: 3,
        subtotal: 104970,
      },
    ]);
  });

  it("names the missing product with the shopper's name for it, and the short one with its own", () => {
    expect(planOrder([{ productId: "nope", quantity: 1, name: "Aros Gota" }], products)).toEqual({
      ok: false,
      reason: "not-found",
      message: "Producto Aros Gota no encontrado",
    });
    expect(planOrder([{ productId: luna.id, quantity: 4, name: "x" }], products)).toEqual({
      ok: false,
      reason: "insufficient-stock",
      message: "Solo quedan 3 unidades de Collar Luna",
    });
  });

  it("refuses more than 5 units of one piece, even split over several lines", () => {
    const plenty = new Map([[luna.id, { ...luna, stock: 20 }]]);
    const lines = [
      { productId: luna.id, quantity: 3, name: "x" },
      { productId: luna.id, quantity: 3, name: "y" },
    ];
    expect(planOrder(lines, plenty)).toEqual({
      ok: false,
      reason: "too-many-units",
      message: "Puedes llevar hasta 5 unidades de Collar Luna por pedido.",
    });
    expect(planOrder(lines.slice(0, 1), plenty).ok).toBe(true);
  });

  it("merges lines of the same product keeping the first name", () => {
    expect(
      mergeLines([
        { productId: "a", quantity: 1, name: "A" },
        { productId: "b", quantity: 1, name: "B" },
        { productId: "a", quantity: 2, name: "A2" },
      ]),
    ).toEqual([
      { productId: "a", quantity: 3, name: "A" },
      { productId: "b", quantity: 1, name: "B" },
    ]);
  });
});
