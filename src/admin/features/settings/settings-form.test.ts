import { describe, expect, it } from "vitest";
import { ORDER_MESSAGES } from "@domain/orders/order-messages.ts";
import { DEFAULT_BACK_OFFICE_SETTINGS } from "@domain/settings/settings.ts";
import { DEMO_SETTINGS } from "@domain/testing/demo-settings.ts";
import { settingsToValues, shippingToDraft, valuesToSettings, type ShippingDraft } from "./settings-form.ts";

const BOTH = { shop: DEMO_SETTINGS, backOffice: DEFAULT_BACK_OFFICE_SETTINGS };
const SHIPPING = shippingToDraft(DEMO_SETTINGS.shipping);

describe("settings form", () => {
  it("turns both settings documents into text boxes and back unchanged", () => {
    expect(valuesToSettings(settingsToValues(BOTH), SHIPPING)).toEqual({ ok: true, settings: BOTH });
  });

  it("shows each WhatsApp message's wording, keeps only the changed ones, and checks their placeholders", () => {
    const values = settingsToValues(BOTH);
    expect(values["messages.shipped"]).toBe(ORDER_MESSAGES.shipped);
    const shipped = "Va en camino tu {numero} por {seguimiento}: {enlace}";
    const saved = valuesToSettings(
      { ...values, "messages.shipped": shipped, "messages.greeting": "" },
      SHIPPING,
    );
    // An emptied message goes back to the original wording, which is not stored.
    expect(saved.ok && saved.settings.backOffice.messages).toEqual({ shipped });
    expect(
      valuesToSettings({ ...values, "messages.shipped": "Va {numero} {codigo}: {enlace}" }, SHIPPING),
    ).toEqual({
      ok: false,
      errors: {
        "messages.shipped":
          "{codigo} no es un dato que este mensaje conozca. Usa {numero}, {total}, {enlace}, {seguimiento}.",
      },
    });
    expect(valuesToSettings({ ...values, "messages.delivered": "¡Gracias {numero}!" }, SHIPPING)).toEqual({
      ok: false,
      errors: { "messages.delivered": "Falta {enlace}." },
    });
  });

  it("reads decimals written with a comma", () => {
    const values = { ...settingsToValues(BOTH), "analysis.costPerAnalysisUsd": "0,0004" };
    const result = valuesToSettings(values, SHIPPING);
    expect(result.ok && result.settings.backOffice.analysis.costPerAnalysisUsd).toBe(0.0004);
  });

  it("names each wrong field with a Spanish message", () => {
    const values = {
      ...settingsToValues(BOTH),
      "orders.holdHours": "200",
      "bankTransfer.email": "pagos-en-chatoyant",
      "policies.returnsDays": "quince",
      "contact.whatsapp": "+56 9 1234 5678",
      shopName: "  ",
    };
    expect(valuesToSettings(values, SHIPPING)).toEqual({
      ok: false,
      errors: {
        shopName: "Campo requerido",
        "contact.whatsapp": "Solo dígitos, con código de país (ej. 56912345678)",
        "bankTransfer.email": "Correo electrónico inválido",
        "policies.returnsDays": "Debe ser un número",
        "orders.holdHours": "Máximo 168 horas (una semana)",
      },
    });
  });

  it("reads the notice recipients as a list, by commas, spaces or lines, and checks each", () => {
    const values = {
      ...settingsToValues(BOTH),
      "notifications.orderEmails": " duena@chatoyant.cl,ventas@chatoyant.cl\n taller@chatoyant.cl ",
    };
    const result = valuesToSettings(values, SHIPPING);
    expect(result.ok && result.settings.backOffice.notifications.orderEmails).toEqual([
      "duena@chatoyant.cl",
      "ventas@chatoyant.cl",
      "taller@chatoyant.cl",
    ]);
    expect(settingsToValues(result.ok ? result.settings : BOTH)["notifications.orderEmails"]).toBe(
      "duena@chatoyant.cl, ventas@chatoyant.cl, taller@chatoyant.cl",
    );
    expect(
      valuesToSettings(
        { ...values, "notifications.orderEmails": "duena@chatoyant.cl, duena-chatoyant" },
        SHIPPING,
      ),
    ).toEqual({ ok: false, errors: { "notifications.orderEmails": "Correo electrónico inválido" } });
    expect(
      valuesToSettings(
        {
          ...values,
          "notifications.orderEmails": "a@x.cl b@x.cl c@x.cl d@x.cl e@x.cl f@x.cl",
        },
        SHIPPING,
      ),
    ).toEqual({ ok: false, errors: { "notifications.orderEmails": "Máximo 5 correos" } });
  });

  it("reads the methods Fintoc takes from the checked boxes, and refuses none", () => {
    expect(settingsToValues(BOTH).fintocMethods).toBe("card, bank_transfer");
    const cardOnly = valuesToSettings({ ...settingsToValues(BOTH), fintocMethods: "card" }, SHIPPING);
    expect(cardOnly.ok && cardOnly.settings.shop.fintocMethods).toEqual(["card"]);
    expect(valuesToSettings({ ...settingsToValues(BOTH), fintocMethods: "" }, SHIPPING)).toEqual({
      ok: false,
      errors: { fintocMethods: "Elige al menos un medio de pago" },
    });
  });
});

describe("settings form, Envíos", () => {
  const values = settingsToValues(BOTH);
  const withShipping = (change: (draft: ShippingDraft) => void) => {
    const draft = structuredClone(SHIPPING);
    change(draft);
    return valuesToSettings(values, draft);
  };

  it("shows every región, por pagar where no price is set, and saves only the prices", () => {
    expect(Object.keys(SHIPPING.regions)).toHaveLength(16);
    expect(SHIPPING.regions["13"]).toEqual({ onDelivery: false, amount: "3990" });
    expect(SHIPPING.regions["05"]).toEqual({ onDelivery: true, amount: "" });
    expect(SHIPPING.freeShippingFrom).toBe("60000");

    const result = withShipping((draft) => {
      draft.regions["05"] = { onDelivery: false, amount: "$5.990" };
      draft.regions["13"] = { onDelivery: true, amount: "3990" };
      draft.comunas.push({ code: "13123", rate: { onDelivery: false, amount: "2.990" } });
      draft.freeShippingFrom = "";
    });
    expect(result.ok && result.settings.shop.shipping).toEqual({
      regions: { "05": { kind: "price", amount: 5990 } },
      comunas: { "13123": { kind: "price", amount: 2990 } },
      freeShippingFrom: null,
    });
  });

  it("keeps a comuna's por pagar exception, which differs from its región's price", () => {
    const result = withShipping((draft) => {
      draft.comunas.push({ code: "13201", rate: { onDelivery: true, amount: "" } });
    });
    expect(result.ok && result.settings.shop.shipping.comunas).toEqual({ "13201": { kind: "on-delivery" } });
  });

  it("says in Spanish which rate, exception or threshold is wrong, and saves nothing", () => {
    const result = withShipping((draft) => {
      draft.regions["13"] = { onDelivery: false, amount: "3990,5" };
      draft.regions["05"] = { onDelivery: false, amount: "" };
      draft.comunas.push({ code: "", rate: { onDelivery: true, amount: "" } });
      draft.comunas.push({ code: "13123", rate: { onDelivery: false, amount: "2990" } });
      draft.comunas.push({ code: "13123", rate: { onDelivery: false, amount: "1990" } });
      draft.freeShippingFrom = "0";
    });
    const price = "Escribe el precio en pesos, sin decimales (ej. 3990), o marca «Por pagar»";
    expect(result).toEqual({
      ok: false,
      errors: {
        "shipping.regions.13": price,
        "shipping.regions.05": price,
        "shipping.comunas.0": "Elige la comuna o quita la excepción",
        "shipping.comunas.2": "Esta comuna ya tiene su excepción",
        "shipping.freeShippingFrom": "Debe ser mayor que 0",
      },
    });
  });
});
