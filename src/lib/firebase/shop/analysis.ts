/** The color analysis callable (the photo travels in the request and is never stored). */
import type { AnalysisAnswer, AnalyzeStyleInput } from "@domain/analysis/analysis-gate.ts";
import { callFunction } from "../functions.ts";

export function analyzeStyle(input: AnalyzeStyleInput): Promise<AnalysisAnswer> {
  return callFunction<AnalyzeStyleInput, AnalysisAnswer>("analyzeStyle", input, { replayProtected: true });
}
