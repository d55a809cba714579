import { describe, expect, it } from "vitest";
import { DEFAULT_BACK_OFFICE_SETTINGS } from "@domain/settings/settings.ts";
import { DEMO_SETTINGS } from "@domain/testing/demo-settings.ts";
import { settingsToValues, valuesToSettings } from "./settings-form.ts";

const BOTH = { shop: DEMO_SETTINGS, backOffice: DEFAULT_BACK_OFFICE_SETTINGS };

describe("settings form", () => {
  it("turns both settings documents into text boxes and back unchanged", () => {
    expect(valuesToSettings(settingsToValues(BOTH))).toEqual({ ok: true, settings: BOTH });
  });

  it("reads decimals written with a comma", () => {
    const values = { ...settingsToValues(BOTH), "analysis.costPerAnalysisUsd": "0,0004" };
    const result = valuesToSettings(values);
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
    expect(valuesToSettings(values)).toEqual({
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
    const result = valuesToSettings(values);
    expect(result.ok && result.settings.backOffice.notifications.orderEmails).toEqual([
      "duena@chatoyant.cl",
      "ventas@chatoyant.cl",
      "taller@chatoyant.cl",
    ]);
    expect(settingsToValues(result.ok ? result.settings : BOTH)["notifications.orderEmails"]).toBe(
      "duena@chatoyant.cl, ventas@chatoyant.cl, taller@chatoyant.cl",
    );
    expect(
      valuesToSettings({ ...values, "notifications.orderEmails": "duena@chatoyant.cl, duena-chatoyant" }),
    ).toEqual({ ok: false, errors: { "notifications.orderEmails": "Correo electrónico inválido" } });
    expect(
      valuesToSettings({
        ...values,
        "notifications.orderEmails": "a@x.cl b@x.cl c@x.cl d@x.cl e@x.cl f@x.cl",
      }),
    ).toEqual({ ok: false, errors: { "notifications.orderEmails": "Máximo 5 correos" } });
  });

  it("reads the methods Fintoc takes from the checked boxes, and refuses none", () => {
    expect(settingsToValues(BOTH).fintocMethods).toBe("card, bank_transfer");
    const cardOnly = valuesToSettings({ ...settingsToValues(BOTH), fintocMethods: "card" });
    expect(cardOnly.ok && cardOnly.settings.shop.fintocMethods).toEqual(["card"]);
    expect(valuesToSettings({ ...settingsToValues(BOTH), fintocMethods: "" })).toEqual({
      ok: false,
      errors: { fintocMethods: "Elige al menos un medio de pago" },
    });
  });
});
