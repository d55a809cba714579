/** The checkout callable (functions/src/https/create-order.ts). */
import type { CheckoutInput, CreatedOrder } from "@domain/orders/checkout.ts";
import { callFunction } from "./functions.ts";

export function createOrder(input: CheckoutInput): Promise<CreatedOrder> {
  return callFunction<CheckoutInput, CreatedOrder>("createOrder", input, { replayProtected: true });
}
