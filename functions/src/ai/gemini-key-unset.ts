/**
 * The GEMINI_API_KEY value that means "no key": the emulator launcher writes it to
 * functions/.secret.local when the developer has none, so the emulator does not go looking for
 * the secret in Google's Secret Manager. No imports, so the launcher can read it too.
 */
export const GEMINI_KEY_UNSET = "sin-clave";
