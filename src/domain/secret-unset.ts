/**
 * The value of a secret that means "not set" (GEMINI_API_KEY, FINTOC_SECRET_KEY…): the emulator
 * launcher writes it to functions/.secret.local when the developer has none, so the emulator does
 * not go looking for the secret in Google's Secret Manager, and a deployment without Gemini or
 * Fintoc sets it to this. Values are compared trimmed: a secret pasted with a trailing newline is
 * still the same secret.
 */
export const SECRET_UNSET = "sin-clave";

export function isSecretSet(value: string | undefined): boolean {
  const trimmed = (value ?? "").trim();
  return trimmed !== "" && trimmed !== SECRET_UNSET;
}
