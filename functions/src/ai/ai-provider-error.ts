/**
 * The one error an AI provider throws. Its kind is all a callable needs to pick the spec's Spanish
 * message (rate limit, bad key, unusable answer, provider down); the provider's own error stays in
 * `cause`, for the logs, and never reaches a visitor.
 */
export const AI_PROVIDER_ERROR_KINDS = [
  "rate-limited",
  "provider-auth",
  "bad-answer",
  "unavailable",
] as const;
export type AiProviderErrorKind = (typeof AI_PROVIDER_ERROR_KINDS)[number];

export class AiProviderError extends Error {
  readonly kind: AiProviderErrorKind;

  constructor(kind: AiProviderErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "AiProviderError";
    this.kind = kind;
  }
}
