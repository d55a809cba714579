/**
 * Every use of AI is logged, so the back office can count it, cost it and raise alerts:
 * `analysisUsage` for color analyses, `descriptionUsage` for product descriptions (kept apart so
 * the dashboard's "Análisis (24h)" counts analyses only). Written by functions only.
 */
import type { AnalysisProvider } from "./style-analysis.ts";

export interface AnalysisUsageRecord {
  createdAt: Date;
  provider: AnalysisProvider;
  /** The access key used (its document id), or null for the free analyses of a session. */
  accessKeyId: string | null;
}

export interface DescriptionUsageRecord {
  createdAt: Date;
  provider: AnalysisProvider;
  adminUid: string;
}

/**
 * Only the real provider costs money: estimated cost = uses × USD per use × CLP per USD (both in
 * settings), rounded to whole pesos.
 */
export function estimatedCostClp(providerUses: number, costPerUseUsd: number, usdToClp: number): number {
  return Math.round(providerUses * costPerUseUsd * usdToClp);
}
