import { describe, expect, it } from "vitest";
import { DEFAULT_ANALYSIS_SETTINGS } from "@domain/analytics/usage-alerts.ts";
import { analysisFromValues, thresholdValues } from "./threshold-values.ts";

describe("threshold values", () => {
  it("round-trip the settings, with a comma as decimal point", () => {
    const values = thresholdValues(DEFAULT_ANALYSIS_SETTINGS);
    expect(values).toEqual({
      hourlyThreshold: "50",
      dailyThreshold: "200",
      costPerAnalysisUsd: "0.0003",
      usdToClp: "950",
      dailyBudgetClp: "1000",
    });
    expect(
      analysisFromValues(DEFAULT_ANALYSIS_SETTINGS, {
        ...values,
        costPerAnalysisUsd: "0,0005",
        hourlyThreshold: " 60 ",
      }),
    ).toEqual({
      ok: true,
      analysis: { ...DEFAULT_ANALYSIS_SETTINGS, costPerAnalysisUsd: 0.0005, hourlyThreshold: 60 },
    });
  });

  it("reports each wrong field with the settings' Spanish messages", () => {
    const values = {
      ...thresholdValues(DEFAULT_ANALYSIS_SETTINGS),
      hourlyThreshold: "2.5",
      dailyThreshold: "0",
      usdToClp: "mil",
    };
    expect(analysisFromValues(DEFAULT_ANALYSIS_SETTINGS, values)).toEqual({
      ok: false,
      errors: {
        hourlyThreshold: "Debe ser un número entero",
        dailyThreshold: "Debe ser mayor que 0",
        usdToClp: "Debe ser un número",
      },
    });
  });
});
