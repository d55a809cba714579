import { describe, expect, it } from "vitest";
import { shopSettingsSchema } from "./settings.schema.ts";
import { DEFAULT_SHIPPING_SETTINGS, shippingRateFor, shippingSettingsSchema } from "./shipping-settings.ts";

const settings = shippingSettingsSchema.parse({
  regions: { "13": { kind: "price", amount: 3990 }, "05": { kind: "price", amount: 5990 } },
  comunas: { "13101": { kind: "price", amount: 2990 }, "13201": { kind: "on-delivery" } },
  freeShippingFrom: 60000,
});

describe("shippingRateFor", () => {
  it("takes the comuna's own rate before its región's", () => {
    expect(shippingRateFor(settings, "13", "13101")).toEqual({ kind: "price", amount: 2990 });
    // Puente Alto is "por pagar" although the rest of the Metropolitana has a price.
    expect(shippingRateFor(settings, "13", "13201")).toEqual({ kind: "on-delivery" });
  });

  it("takes the región's rate for a comuna without one", () => {
    expect(shippingRateFor(settings, "13", "13114")).toEqual({ kind: "price", amount: 3990 });
    expect(shippingRateFor(settings, "05", "05101")).toEqual({ kind: "price", amount: 5990 });
  });

  it("is por pagar where the owner set nothing, and everywhere by default", () => {
    expect(shippingRateFor(settings, "12", "12101")).toEqual({ kind: "on-delivery" });
    expect(shippingRateFor(DEFAULT_SHIPPING_SETTINGS, "13", "13101")).toEqual({ kind: "on-delivery" });
  });

  it("never reads a rate off the object's prototype", () => {
    expect(shippingRateFor(settings, "constructor", "__proto__")).toEqual({ kind: "on-delivery" });
  });
});

describe("shipping settings schema", () => {
  it("reads a shop document saved before rates existed as every región por pagar", () => {
    const saved = {
      shopName: "Chatoyant",
      tagline: "Joyas",
      contact: { email: "hola@chatoyant.cl", whatsapp: "56912345678", instagram: "chatoyant" },
      bankTransfer: {
        holderName: "A",
        taxId: "1-9",
        bank: "B",
        accountType: "Cuenta corriente",
        accountNumber: "1",
        email: "pagos@chatoyant.cl",
      },
      paymentLinkBaseUrl: "https://pagos.example.cl/pagar",
      pickup: { comuna: "Las Condes", details: "Metro" },
      policies: {
        returnsDays: 10,
        warrantyMonths: 6,
        lengthNote: "x",
        care: "x",
        shipping: "x",
        returns: "x",
        warranty: "x",
      },
    };
    expect(shopSettingsSchema.parse(saved).shipping).toEqual({
      regions: {},
      comunas: {},
      freeShippingFrom: null,
    });
  });

  it("refuses codes that are not official-looking, negative prices and a zero threshold", () => {
    const refused = (value: unknown) => !shippingSettingsSchema.safeParse(value).success;
    expect(refused({ regions: { RM: { kind: "on-delivery" } }, comunas: {}, freeShippingFrom: null })).toBe(
      true,
    );
    expect(refused({ regions: {}, comunas: { "1": { kind: "on-delivery" } }, freeShippingFrom: null })).toBe(
      true,
    );
    expect(
      refused({ regions: { "13": { kind: "price", amount: -1 } }, comunas: {}, freeShippingFrom: null }),
    ).toBe(true);
    expect(
      refused({ regions: { "13": { kind: "price", amount: 10.5 } }, comunas: {}, freeShippingFrom: null }),
    ).toBe(true);
    expect(refused({ regions: {}, comunas: {}, freeShippingFrom: 0 })).toBe(true);
  });
});
