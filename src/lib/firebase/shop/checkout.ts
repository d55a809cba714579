/** The checkout callables (functions/src/https/create-order.ts, check-discount-code.ts). */
import type { DiscountCheck, DiscountCheckInput } from "@domain/discounts/discount-check.ts";
import type { CheckoutInput, CreatedOrder } from "@domain/orders/checkout.ts";
import { callFunction } from "../functions.ts";

export function createOrder(input: CheckoutInput): Promise<CreatedOrder> {
  return callFunction<CheckoutInput, CreatedOrder>("createOrder", input, { replayProtected: true });
}

/** Whether a code applies to the cart; the server checks it again when the order is placed. */
export function checkDiscountCode(input: DiscountCheckInput): Promise<DiscountCheck> {
  return callFunction<DiscountCheckInput, DiscountCheck>("checkDiscountCode", input, {
    replayProtected: true,
  });
}
