/**
 * Who may run a color analysis (spec: 3 free per session, an access key from the 4th, 5 at most;
 * 5 per key per hour) and the messages that say why not. A session is one visit of the page: it
 * ends when the page is reloaded. The browser applies these rules for comfort; `analyzeStyle`
 * applies them again, with a per-connection limit, because a browser can be bypassed. Sessions are
 * issued by the server — a random id it stores and counts — and a connection may start only a few
 * an hour, so making up ids buys no analyses.
 */
import { z } from "zod";
import type { RateLimit } from "../rate-limit.ts";
import type { StyleAnalysis } from "./style-analysis.ts";
import { ANALYSIS_PHOTO } from "../upload-limits.ts";

const HOUR = 3_600_000;

export const FREE_ANALYSES_PER_SESSION = 3;
export const MAX_ANALYSES_PER_SESSION = 5;
export const ACCESS_KEY_LIMIT: RateLimit = { limit: 5, windowMs: HOUR };
/** Per connection (IP), across sessions: generous, since phones on one carrier share addresses. */
export const CONNECTION_LIMIT: RateLimit = { limit: 12, windowMs: HOUR };
/** New sessions one connection may start: a reload starts one, a script starting many is refused. */
export const NEW_SESSION_LIMIT: RateLimit = { limit: 3, windowMs: HOUR };
/** How long the server remembers a session's count. */
export const SESSION_WINDOW_MS = 24 * HOUR;

export const ANALYSIS_MESSAGES = {
  sessionExhausted: "Has agotado tus 5 análisis disponibles. Recarga la página para continuar.",
  keyRequired: "Se requiere clave de acceso.",
  keyEmpty: "Por favor, ingresa una clave de acceso",
  keyInvalid: "Clave de acceso inválida",
  keyRateLimited: "Límite de análisis alcanzado. Intenta en 1 hora.",
  tooManyRequests: "Demasiadas solicitudes",
  tooManySessions: "Demasiadas sesiones nuevas desde tu conexión. Intenta en 1 hora.",
  badImage: "Error al procesar la imagen. Intenta con otra foto.",
  imageTooLarge: "La imagen comprimida aún es muy grande. Intenta con una foto de menor resolución.",
} as const;

export type SessionGate = "free" | "needs-key" | "exhausted";

/** What the next analysis of a session needs, given how many it has made. */
export function sessionGate(analysesMade: number): SessionGate {
  if (analysesMade >= MAX_ANALYSES_PER_SESSION) return "exhausted";
  return analysesMade >= FREE_ANALYSES_PER_SESSION ? "needs-key" : "free";
}

// Base64 of the largest photo allowed after compression, with room for a data-URL prefix.
const MAX_BASE64_LENGTH = Math.ceil((ANALYSIS_PHOTO.maxCompressedBytes * 4) / 3) + 64;

export const analyzeStyleInputSchema = z.strictObject({
  /** The id the server issued with the visit's first analysis; none for the first. */
  sessionId: z.string().uuid("Sesión inválida").optional(),
  imageBase64: z
    .string({ error: ANALYSIS_MESSAGES.badImage })
    .min(100, ANALYSIS_MESSAGES.badImage)
    .max(MAX_BASE64_LENGTH, ANALYSIS_MESSAGES.imageTooLarge),
  /** Sent upper-case by the page; the server normalises it again. */
  accessKey: z.string().max(64, ANALYSIS_MESSAGES.keyInvalid).optional(),
});
export type AnalyzeStyleInput = z.infer<typeof analyzeStyleInputSchema>;

/** What the function answers: the analysis, and the session it counted in (to send next time). */
export type AnalysisAnswer = StyleAnalysis & { sessionId: string };
