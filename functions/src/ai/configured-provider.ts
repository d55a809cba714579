/**
 * Which AI answers: Gemini when the GEMINI_API_KEY secret is set (`firebase functions:secrets:set
 * GEMINI_API_KEY`, or the environment when running the emulators), otherwise nobody — and the
 * callables use the shop's built-in analyser and description writer instead.
 */
import { defineSecret } from "firebase-functions/params";
import { createGeminiProvider, type GeminiProvider } from "./gemini-client.ts";
import { isSecretSet } from "../firebase/secret-unset.ts";

export const geminiApiKey = defineSecret("GEMINI_API_KEY");

export function configuredGemini(): GeminiProvider | null {
  const apiKey = (geminiApiKey.value() || "").trim();
  if (!isSecretSet(apiKey)) return null;
  // GEMINI_BASE_URL points the SDK at another endpoint (a local fake in tests); unset in production.
  return createGeminiProvider({ apiKey, baseUrl: process.env.GEMINI_BASE_URL || undefined });
}
