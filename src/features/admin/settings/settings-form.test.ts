import { describe, expect, it } from "vitest";
import { DEMO_SETTINGS } from "../../../../tools/seed/demo-settings.ts";
import { settingsToValues, valuesToSettings } from "./settings-form.ts";

describe("settings form", () => {
  it("turns the settings into text boxes and back unchanged", () => {
    expect(valuesToSettings(settingsToValues(DEMO_SETTINGS))).toEqual({ ok: true, settings: DEMO_SETTINGS });
  });

  it("reads decimals written with a comma", () => {
    const values = { ...settingsToValues(DEMO_SETTINGS), "analysis.costPerAnalysisUsd": "0,0004" };
    const result = valuesToSettings(values);
    expect(result.ok && result.settings.analysis.costPerAnalysisUsd).toBe(0.0004);
  });

  it("names each wrong field with a Spanish message", () => {
    const values = {
      ...settingsToValues(DEMO_SETTINGS),
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
      },
    });
  });
});
