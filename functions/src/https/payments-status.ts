/**
 * The dashboard's look at how the shop takes payments (admins only): whether Fintoc is live, in
 * test mode, off, or half set up, and whether checkout refuses the payment-link button because of
 * it. Secrets are read where they live, in the functions; the answer names no secret's value.
 */
import { onCall } from "firebase-functions/v2/https";
import { refusesFintocCheckout, type PaymentsStatus } from "@domain/orders/fintoc-setup.ts";
import { deployed, fintocSecretKey, fintocSetupNow, fintocWebhookSecret } from "../payments/fintoc-api.ts";
import { requireAdmin } from "./guards.ts";

export const paymentsStatus = onCall(
  { secrets: [fintocSecretKey, fintocWebhookSecret] },
  async (request): Promise<PaymentsStatus> => {
    await requireAdmin(request);
    const fintoc = fintocSetupNow();
    return { fintoc, deployed: deployed(), checkoutRefused: refusesFintocCheckout(fintoc, deployed()) };
  },
);
