/**
 * Whether the shop may take Fintoc payments, judged from its two secrets. Fintoc needs both: the
 * secret key opens checkout sessions, and the webhook secret is how the shop learns that one was
 * paid. With the key and without a usable webhook secret a shopper pays, the order never hears of
 * it, and the hold sweep gives her pieces back and cancels the paid order. So it is both or
 * neither: `sin-clave` (or nothing) in both is a shop without Fintoc, whose payment-link button is
 * the spec's link from the settings with a proof the owner checks by hand; anything in between is
 * `incomplete`, and a deployed shop refuses payment-link checkouts until it is fixed. Values are
 * compared trimmed: a secret pasted with a trailing newline is the same secret.
 */
import { SECRET_UNSET } from "../secret-unset.ts";

export type FintocSetupProblem =
  "missing-secret-key" | "missing-webhook-secret" | "placeholder-secret-key" | "placeholder-webhook-secret";

export type FintocSetup =
  { state: "off" } | { state: "test" | "live" } | { state: "incomplete"; problem: FintocSetupProblem };

/** Fintoc's secret keys: `sk_test_…` in test mode, `sk_live_…` in live mode (its API keys guide). */
const SECRET_KEY_SHAPE = /^sk_(test|live)_[A-Za-z0-9_-]{8,}$/;

/**
 * What people paste while the real value is still to come: `<clave>`, `sk_live_xxx`, `whsec_...`,
 * `TODO`. Matched on the whole value after its prefix, so a real (random) secret never is.
 */
const PLACEHOLDER_MARKS = /[<>{}\s]|\.\.\.|…/;
const PLACEHOLDER_WORDS =
  /^(x+|\*+|0+|placeholder|changeme|change-me|todo|secret|secreto|clave|tu[-_]?(clave|secreto)|your[-_]?(secret|key))$/i;
const isPlaceholder = (value: string) =>
  PLACEHOLDER_MARKS.test(value) || PLACEHOLDER_WORDS.test(value.replace(/^(sk_(test|live)_|whsec_)/, ""));

const unset = (value: string) => value === "" || value === SECRET_UNSET;

/**
 * The webhook secret to check signatures with, trimmed; null when unset or a placeholder, and the
 * webhook then refuses every event: a placeholder is public (the docs print `whsec_…` examples),
 * so an event signed with it proves nothing.
 */
export function usableWebhookSecret(value: string | undefined): string | null {
  const webhook = (value ?? "").trim();
  return unset(webhook) || isPlaceholder(webhook) ? null : webhook;
}

export function fintocSetup(secretKey: string | undefined, webhookSecret: string | undefined): FintocSetup {
  const key = (secretKey ?? "").trim();
  const webhook = (webhookSecret ?? "").trim();
  if (unset(key) && unset(webhook)) return { state: "off" };
  if (unset(key)) return { state: "incomplete", problem: "missing-secret-key" };
  if (!SECRET_KEY_SHAPE.test(key) || isPlaceholder(key))
    return { state: "incomplete", problem: "placeholder-secret-key" };
  if (unset(webhook)) return { state: "incomplete", problem: "missing-webhook-secret" };
  if (isPlaceholder(webhook)) return { state: "incomplete", problem: "placeholder-webhook-secret" };
  return { state: key.startsWith("sk_live_") ? "live" : "test" };
}

/** Are sessions opened and webhooks trusted? */
export const fintocReady = (setup: FintocSetup) => setup.state === "test" || setup.state === "live";

/**
 * Does checkout refuse the payment-link button? Only a deployed shop whose Fintoc is half set up:
 * the emulators run the local stand-in (or, with `FINTOC=off`, no Fintoc), and keep today's
 * fallback to the settings' link so a developer's half-written `.secret.local` still runs.
 */
export const refusesFintocCheckout = (setup: FintocSetup, deployed: boolean) =>
  deployed && setup.state === "incomplete";

/** What the shopper reads when the payment-link button is refused (the transfer button works). */
export const FINTOC_CHECKOUT_UNAVAILABLE =
  "El link de pago no está disponible por ahora. Paga por transferencia y envíanos tu comprobante, o escríbenos por WhatsApp.";

/** What the owner reads on the dashboard: what is wrong and what to do. */
export const FINTOC_SETUP_PROBLEMS: Record<FintocSetupProblem, string> = {
  "missing-secret-key":
    "Falta la clave secreta de Fintoc (FINTOC_SECRET_KEY): está puesto el secreto del webhook, pero no la clave.",
  "missing-webhook-secret":
    "Falta el secreto del webhook de Fintoc (FINTOC_WEBHOOK_SECRET): sin él, la tienda no se entera de los pagos y podría cancelar pedidos pagados.",
  "placeholder-secret-key":
    "La clave secreta de Fintoc (FINTOC_SECRET_KEY) no es una clave real: debe empezar con sk_live_ (o sk_test_ para probar).",
  "placeholder-webhook-secret":
    "El secreto del webhook de Fintoc (FINTOC_WEBHOOK_SECRET) no es un secreto real: cópialo desde el webhook en el panel de Fintoc.",
};

/** The admin's cheap look at the payment setup (the `paymentsStatus` callable's answer). */
export interface PaymentsStatus {
  fintoc: FintocSetup;
  /** Running deployed, not on the emulators. */
  deployed: boolean;
  /** The payment-link button is refused at checkout right now. */
  checkoutRefused: boolean;
}
