/**
 * The spec's error table for the color analysis: what the visitor reads for each way a request
 * can fail. The callable's errors arrive as `{ code: "functions/…", message }`.
 */
import { ANALYSIS_MESSAGES } from "@domain/analysis/analysis-gate.ts";
import { OfflineError } from "@/lib/browser/connectivity.ts";

export const ANALYSIS_ERROR_TEXT = {
  rateLimited: ANALYSIS_MESSAGES.keyRateLimited,
  wrongKey: "Clave incorrecta. Por favor, verifica tu clave de acceso.",
  keyRequired: ANALYSIS_MESSAGES.keyRequired,
  tooManyRequests: "Demasiadas solicitudes desde tu conexión. Intenta más tarde.",
  network: "Error al conectar con el servidor.",
  generic: "Error al analizar tu estilo. Intenta de nuevo.",
} as const;

export function analysisErrorMessage(error: unknown, online = true): string {
  const { code = "", message = "" } = (error ?? {}) as { code?: string; message?: string };
  // The web SDK reports a request that never got an answer as internal/"internal".
  if (!online || error instanceof OfflineError || (code === "functions/internal" && message === "internal"))
    return ANALYSIS_ERROR_TEXT.network;
  if (message.includes(ANALYSIS_MESSAGES.tooManyRequests)) return ANALYSIS_ERROR_TEXT.tooManyRequests;
  if (message === ANALYSIS_MESSAGES.sessionExhausted || message === ANALYSIS_MESSAGES.badImage)
    return message;
  if (code === "functions/resource-exhausted") return ANALYSIS_ERROR_TEXT.rateLimited;
  // An unknown key (permission-denied), or one too long to be a key (the input schema's refusal).
  if (code === "functions/permission-denied" || message === ANALYSIS_MESSAGES.keyInvalid)
    return ANALYSIS_ERROR_TEXT.wrongKey;
  if (code === "functions/unauthenticated") return ANALYSIS_ERROR_TEXT.keyRequired;
  return ANALYSIS_ERROR_TEXT.generic;
}
