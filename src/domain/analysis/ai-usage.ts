/**
 * Every use of AI is logged, so the back office can count it, cost it and raise alerts:
 * `analysisUsage` for color analyses, `descriptionUsage` for product descriptions (kept apart so
 * the dashboard's "Análisis (24h)" counts analyses only). Written by functions only.
 */
import { z } from "zod";
import { ANALYSIS_PROVIDERS } from "./style-analysis.ts";

export const analysisUsageSchema = z.object({
  createdAt: z.date(),
  provider: z.enum(ANALYSIS_PROVIDERS),
  /** The access key used (its document id), or null for the free analyses of a session. */
  accessKeyId: z.string().nullable(),
});
export type AnalysisUsageRecord = z.infer<typeof analysisUsageSchema>;

export const descriptionUsageSchema = z.object({
  createdAt: z.date(),
  provider: z.enum(ANALYSIS_PROVIDERS),
  adminUid: z.string().min(1),
});
export type DescriptionUsageRecord = z.infer<typeof descriptionUsageSchema>;

/**
 * Only the real provider costs money: estimated cost = uses × USD per use × CLP per USD (both in
 * settings), rounded to whole pesos.
 */
export function estimatedCostClp(providerUses: number, costPerUseUsd: number, usdToClp: number): number {
  return Math.round(providerUses * costPerUseUsd * usdToClp);
}
