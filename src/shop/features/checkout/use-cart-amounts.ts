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
  const settings = useShopSettings();
  // Until the shop's settings arrive (a cart opened right after a product page, which carries no
  // copy of the catalog to save), the rates are unknown: the line waits as it does for a comuna
  // not chosen yet, rather than say "por pagar" and a total without shipping.
  const known = settings === undefined ? { ...form, comunaCode: "" } : form;
  return cartAmounts(items, known, settings?.shipping, discount);
}
