import type { CartItem } from "@domain/orders/cart.ts";
import type { DiscountRule } from "@domain/orders/order-amounts.ts";
import { useShopSettings } from "@/lib/storefront/use-shop-settings.ts";
import { cartAmounts, type CartAmounts } from "./cart-amounts.ts";
import { useCheckoutFormStore } from "./stores/checkout-form-store.ts";

/** The cart's amounts with the delivery chosen so far (the drawer's and /carrito's summary). */
export function useCartAmounts(
  items: readonly Pick<CartItem, "price" | "quantity">[],
  discount: DiscountRule | null = null,
): CartAmounts {
  const form = useCheckoutFormStore((state) => state.form);
  const shipping = useShopSettings()?.shipping;
  return cartAmounts(items, form, shipping, discount);
}
