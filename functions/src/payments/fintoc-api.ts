/**
 * Fintoc's API, as the shop uses it: creating a Checkout Session for an order, and expiring the
 * one it replaces. The shop takes Fintoc payments when both its secrets are set (both `sin-clave`:
 * no Fintoc, and the spec's payment link is used instead; one without the other: see
 * fintoc-setup.ts). FINTOC_API_URL points at the local stand-in in the emulators; production
 * talks to Fintoc itself. A function that calls these must bind both secrets.
 *
 * It speaks API v1 (`/v1/checkout_sessions`), the endpoint Fintoc's API reference documents for
 * Create Checkout Session, with `payment_method_types` (`card`, `bank_transfer`) and the session
 * events and payment intents the webhook reads. Fintoc's newer guides create sessions at `/v2` for
 * flows the shop does not use (saved payment methods, subscriptions); Fintoc promises that v1
 * changes only in backward-compatible ways.
 */
import { defineSecret } from "firebase-functions/params";
import { FINTOC_CURRENCY, FINTOC_ORDER_KEY, type FintocMethod } from "@domain/orders/fintoc.ts";
import { HttpsError } from "firebase-functions/v2/https";
import {
  FINTOC_CHECKOUT_UNAVAILABLE,
  fintocReady,
  fintocSetup,
  refusesFintocCheckout,
  type FintocSetup,
} from "@domain/orders/fintoc-setup.ts";

export const fintocSecretKey = defineSecret("FINTOC_SECRET_KEY");
export const fintocWebhookSecret = defineSecret("FINTOC_WEBHOOK_SECRET");

const API_URL = "https://api.fintoc.com/v1";

export const fintocSetupNow = (): FintocSetup =>
  fintocSetup(fintocSecretKey.value(), fintocWebhookSecret.value());

/** Deployed, as opposed to running on the Functions emulator. */
export const deployed = () => process.env.FUNCTIONS_EMULATOR !== "true";

/** May orders pay through Fintoc now (both secrets real)? */
export function fintocConfigured(): boolean {
  return fintocReady(fintocSetupNow());
}

/** Refuses a payment-link checkout while a deployed shop's Fintoc is half set up (nothing is written). */
export function refuseHalfSetUpFintoc(): void {
  if (refusesFintocCheckout(fintocSetupNow(), deployed()))
    throw new HttpsError("invalid-argument", FINTOC_CHECKOUT_UNAVAILABLE);
}

export interface CheckoutSession {
  id: string;
  redirectUrl: string;
  expiresAt: Date | null;
}

export class FintocApiError extends Error {}

const apiUrl = () => process.env.FINTOC_API_URL || API_URL;
const authHeaders = () => ({ Authorization: fintocSecretKey.value().trim(), Accept: "application/json" });

export async function createCheckoutSession(request: {
  orderId: string;
  orderNumber: string;
  amount: number;
  /** The methods the shop's Fintoc account takes (the settings' `fintocMethods`). */
  methods: readonly FintocMethod[];
  successUrl: string;
  cancelUrl: string;
  /** When the session should end (requestedSessionEnd). */
  expiresAt: Date;
  /** Fintoc answers a repeated request with this key with the session it already made. */
  idempotencyKey: string;
}): Promise<CheckoutSession> {
  const response = await fetch(`${apiUrl()}/checkout_sessions`, {
    method: "POST",
    headers: {
      ...authHeaders(),
      "Content-Type": "application/json",
      "Idempotency-Key": request.idempotencyKey,
    },
    body: JSON.stringify({
      amount: request.amount,
      currency: FINTOC_CURRENCY,
      payment_method_types: request.methods,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      metadata: { [FINTOC_ORDER_KEY]: request.orderId, orderNumber: request.orderNumber },
      expires_at: request.expiresAt.toISOString(),
    }),
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await response.json().catch(() => null)) as {
    id?: unknown;
    redirect_url?: unknown;
    expires_at?: unknown;
    error?: { message?: unknown };
  } | null;
  if (!response.ok || typeof body?.id !== "string" || typeof body.redirect_url !== "string") {
    throw new FintocApiError(
      `Fintoc respondió ${response.status}: ${String(body?.error?.message ?? "sin sesión")}`,
    );
  }
  const expiresAt = typeof body.expires_at === "string" ? new Date(body.expires_at) : null;
  return {
    id: body.id,
    redirectUrl: body.redirect_url,
    expiresAt: expiresAt && !Number.isNaN(expiresAt.getTime()) ? expiresAt : null,
  };
}

/**
 * Ends a session nobody may pay any more, and says where it stands: `expired` when it could be
 * expired (or already was), otherwise the status Fintoc gives it (`in_progress` or `finished`: the
 * shopper is paying, or has paid). Fintoc expires only sessions still `created` (its API reference,
 * Expire a checkout session), so a refusal is answered by reading the session.
 */
export async function expireCheckoutSession(sessionId: string): Promise<string> {
  const url = `${apiUrl()}/checkout_sessions/${encodeURIComponent(sessionId)}`;
  const expired = await fetch(`${url}/expire`, {
    method: "POST",
    headers: authHeaders(),
    signal: AbortSignal.timeout(15_000),
  });
  if (expired.ok) return "expired";
  const response = await fetch(url, { headers: authHeaders(), signal: AbortSignal.timeout(15_000) });
  const body = (await response.json().catch(() => null)) as { status?: unknown } | null;
  if (!response.ok || typeof body?.status !== "string") {
    throw new FintocApiError(
      `Fintoc respondió ${expired.status} y ${response.status} por la sesión ${sessionId}`,
    );
  }
  return body.status;
}
