/**
 * The analytics page's threshold and cost fields, as typed text and back: checked with the
 * back-office settings schema's own `analysis` rules (and Spanish messages) before they are saved.
 */
import { ANALYSIS_SETTING_LABELS, type AnalysisSettings } from "@domain/analytics/usage-alerts.ts";
import { backOfficeSettingsSchema } from "@domain/settings/settings.schema.ts";

export const THRESHOLD_FIELDS = [
  { key: "hourlyThreshold", label: ANALYSIS_SETTING_LABELS.hourlyThreshold, decimal: false },
  { key: "dailyThreshold", label: ANALYSIS_SETTING_LABELS.dailyThreshold, decimal: false },
  { key: "costPerAnalysisUsd", label: ANALYSIS_SETTING_LABELS.costPerAnalysisUsd, decimal: true },
  { key: "usdToClp", label: ANALYSIS_SETTING_LABELS.usdToClp, decimal: true },
  { key: "dailyBudgetClp", label: ANALYSIS_SETTING_LABELS.dailyBudgetClp, decimal: true },
] as const;

export type ThresholdKey = (typeof THRESHOLD_FIELDS)[number]["key"];
export type ThresholdValues = Record<ThresholdKey, string>;

export function thresholdValues(settings: AnalysisSettings): ThresholdValues {
  return Object.fromEntries(
    THRESHOLD_FIELDS.map(({ key }) => [key, String(settings[key])]),
  ) as ThresholdValues;
}

function parseNumber(text: string): number | string {
  const normalised = text.trim().replace(",", ".");
  return normalised !== "" && Number.isFinite(Number(normalised)) ? Number(normalised) : text;
}

/** The analysis settings with the typed values, or each wrong field's message. */
export function analysisFromValues(
  current: AnalysisSettings,
  values: ThresholdValues,
): { ok: true; analysis: AnalysisSettings } | { ok: false; errors: Partial<Record<ThresholdKey, string>> } {
  const draft = {
    ...current,
    ...Object.fromEntries(THRESHOLD_FIELDS.map(({ key }) => [key, parseNumber(values[key])])),
  };
  const parsed = backOfficeSettingsSchema.shape.analysis.safeParse(draft);
  if (parsed.success) return { ok: true, analysis: parsed.data };
  const errors: Partial<Record<ThresholdKey, string>> = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as ThresholdKey] ??= issue.message;
  return { ok: false, errors };
}
