import { describe, expect, it } from "vitest";
import { DEMO_SETTINGS } from "../testing/demo-settings.ts";
import { shopSettingsSchema } from "./settings.schema.ts";
import { paymentLinkUrl, whatsappLink, whatsappShareLink } from "./settings.ts";

describe("links built from the settings", () => {
  it("puts the total at the end of the payment link's path", () => {
    expect(paymentLinkUrl("https://pagos.example.cl/pagar", 34990)).toBe(
      "https://pagos.example.cl/pagar/34990",
    );
    expect(paymentLinkUrl("https://pagos.example.cl/pagar/", 100)).toBe("https://pagos.example.cl/pagar/100");
  });

  it("opens a WhatsApp chat with the message prefilled", () => {
    expect(whatsappLink("+56 9 1234 5678", "Pedido CHT-20261122-0001")).toBe(
      "https://wa.me/56912345678?text=Pedido%20CHT-20261122-0001",
    );
  });

  it("shares a message on WhatsApp with whoever the shopper picks", () => {
    expect(whatsappShareLink("Collar Luna & Sol · $34.990\nhttps://chatoyant.cl/producto/x")).toBe(
      "https://wa.me/?text=Collar%20Luna%20%26%20Sol%20%C2%B7%20%2434.990%0Ahttps%3A%2F%2Fchatoyant.cl%2Fproducto%2Fx",
    );
  });
});

describe("the methods the shop's Fintoc account takes", () => {
  it("are cards and bank transfer in settings saved before the owner could choose", () => {
    const { fintocMethods: _, ...before } = DEMO_SETTINGS;
    expect(shopSettingsSchema.parse(before).fintocMethods).toEqual(["card", "bank_transfer"]);
  });

  it("are at least one", () => {
    expect(shopSettingsSchema.safeParse({ ...DEMO_SETTINGS, fintocMethods: [] }).success).toBe(false);
    expect(shopSettingsSchema.parse({ ...DEMO_SETTINGS, fintocMethods: ["card"] }).fintocMethods).toEqual([
      "card",
    ]);
  });
});
