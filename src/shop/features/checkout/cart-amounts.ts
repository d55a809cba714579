/**
 * The cart's amounts as checkout will charge them: the same `orderAmounts()` createOrder runs, fed
 * with the shop's public rates and the comuna the shopper chose. A preview only: the server
 * computes them again from its own reads.
 */
import type { CartItem } from "@domain/orders/cart.ts";
import { orderAmounts, type DiscountRule, type OrderAmounts } from "@domain/orders/order-amounts.ts";
import {
  DEFAULT_SHIPPING_SETTINGS,
  shippingRateFor,
  type ShippingSettings,
} from "@domain/settings/shipping-settings.ts";
import type { CheckoutForm } from "./checkout-form.ts";

export interface CartAmounts {
  amounts: OrderAmounts;
  /** Home delivery without a comuna yet: the shipping line cannot say a price. */
  shippingPending: boolean;
}

export function cartAmounts(
  items: readonly Pick<CartItem, "price" | "quantity">[],
  form: Pick<CheckoutForm, "deliveryType" | "regionCode" | "comunaCode">,
  // A copy saved by an older version of the shop may have no rates: "por pagar", as before them.
  shipping: ShippingSettings | undefined,
  discount: DiscountRule | null = null,
): CartAmounts {
  const settings = shipping ?? DEFAULT_SHIPPING_SETTINGS;
  const shippingPending = form.deliveryType === "shipping" && (!form.regionCode || !form.comunaCode);
  const amounts = orderAmounts({
    lineSubtotals: items.map((item) => item.price * item.quantity),
    discount,
    delivery: form.deliveryType,
    rate:
      form.deliveryType === "shipping" && !shippingPending
        ? shippingRateFor(settings, form.regionCode, form.comunaCode)
        : null,
    freeShippingFrom: settings.freeShippingFrom,
  });
  return { amounts, shippingPending };
}
