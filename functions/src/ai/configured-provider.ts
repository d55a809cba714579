/**
 * Which AI answers: Gemini when the GEMINI_API_KEY secret is set (`firebase functions:secrets:set
 * GEMINI_API_KEY`, or the environment when running the emulators), otherwise nobody — and the
 * callables use the shop's built-in analyser and description writer instead.
 */
import { defineSecret } from "firebase-functions/params";
import { createGeminiProvider, type GeminiProvider } from "./gemini-client.ts";
import { GEMINI_KEY_UNSET } from "./gemini-key-unset.ts";

export const geminiApiKey = defineSecret("GEMINI_API_KEY");

export function configuredGemini(): GeminiProvider | null {
  const apiKey = (geminiApiKey.value() || "").trim();
  if (!apiKey || apiKey === GEMINI_KEY_UNSET) return null;
  // GEMINI_BASE_URL points the SDK at another endpoint (a local fake in tests); unset in production.
  return createGeminiProvider({ apiKey, baseUrl: process.env.GEMINI_BASE_URL || undefined });
}
