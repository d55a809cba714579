/**
 * Turns what the Gemini SDK throws into an AiProviderError. The SDK throws `ApiError` with the HTTP
 * status and, as its message, the JSON body Google answered (`{ error: { code, message, status,
 * details } }`); fetch failures and timeouts come as plain errors.
 */
import type { ApiError } from "@google/genai";
import { AiProviderError } from "./ai-provider-error.ts";

interface GoogleErrorBody {
  status?: string;
  message?: string;
  reasons: string[];
}

/** The Google error in an ApiError's message, when it is the usual JSON body. */
function readGoogleError(message: string): GoogleErrorBody {
  try {
    const body: unknown = JSON.parse(message);
    const error = (body as { error?: unknown } | null)?.error;
    if (typeof error !== "object" || error === null) return { reasons: [] };
    const { status, message: text, details } = error as Record<string, unknown>;
    const reasons = Array.isArray(details)
      ? details.flatMap((detail: unknown) => {
          const reason = (detail as { reason?: unknown } | null)?.reason;
          return typeof reason === "string" ? [reason] : [];
        })
      : [];
    return {
      status: typeof status === "string" ? status : undefined,
      message: typeof text === "string" ? text : undefined,
      reasons,
    };
  } catch {
    return { reasons: [] };
  }
}

// Google answers a missing, wrong or expired key with 400 INVALID_ARGUMENT, not 401/403, and says
// so only in the details (API_KEY_INVALID, API_KEY_EXPIRED…) or the message.
function isKeyProblem(body: GoogleErrorBody): boolean {
  return body.reasons.some((reason) => reason.startsWith("API_KEY_")) || /api key/i.test(body.message ?? "");
}

function fromApiError(error: ApiError): AiProviderError {
  const body = readGoogleError(error.message);
  const options = { cause: error };
  if (error.status === 429 || body.status === "RESOURCE_EXHAUSTED") {
    return new AiProviderError("rate-limited", "Gemini: cuota o límite de solicitudes agotado", options);
  }
  if (error.status === 401 || error.status === 403 || (error.status === 400 && isKeyProblem(body))) {
    return new AiProviderError("provider-auth", "Gemini rechazó la clave de API", options);
  }
  // 5xx, 408 and the other 4xx (unknown model, unsupported region…): nothing the visitor can fix.
  return new AiProviderError("unavailable", `Gemini respondió ${error.status}`, options);
}

/** `apiError` is the SDK's class, passed in by the caller that loaded the SDK. */
export function toAiProviderError(error: unknown, apiError: typeof ApiError): AiProviderError {
  if (error instanceof AiProviderError) return error;
  if (error instanceof apiError) return fromApiError(error);
  // Timeouts (AbortError), refused connections ("fetch failed") and anything unforeseen.
  return new AiProviderError("unavailable", "No se pudo contactar a Gemini", { cause: error });
}
