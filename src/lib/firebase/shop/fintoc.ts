/** Fintoc's checkout for an order (functions/src/https/start-fintoc-payment.ts). */
import type { StartFintocPaymentInput } from "@domain/orders/fintoc.ts";
import { callFunction } from "../functions.ts";

/** Where to send the shopper to pay this order on Fintoc's page. */
export async function startFintocPayment(orderId: string): Promise<string> {
  const { redirectUrl } = await callFunction<StartFintocPaymentInput, { redirectUrl: string }>(
    "startFintocPayment",
    { orderId },
  );
  return redirectUrl;
}
