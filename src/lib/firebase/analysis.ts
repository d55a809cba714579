/** The colour analysis callable (the photo travels in the request and is never stored). */
import type { AnalyzeStyleInput } from "@/domain/analysis/analysis-gate.ts";
import type { StyleAnalysis } from "@/domain/analysis/style-analysis.ts";
import { callFunction } from "./functions.ts";

export function analyzeStyle(input: AnalyzeStyleInput): Promise<StyleAnalysis> {
  return callFunction<AnalyzeStyleInput, StyleAnalysis>("analyzeStyle", input);
}
