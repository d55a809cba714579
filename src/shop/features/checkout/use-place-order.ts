import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { toaster } from "@/lib/ui/toaster.ts";
import type { CheckoutInput } from "@domain/orders/checkout.ts";
import type { PaymentMethod } from "@domain/orders/order.ts";
import { paymentPath } from "@domain/shop-paths.ts";
import { createOrder } from "@/lib/firebase/shop/checkout.ts";
import { useCartStore } from "@/shop/stores/cart-store.ts";
import { checkoutErrorToast, discountRefusalOf } from "./checkout-errors.ts";
import { toCheckoutDelivery } from "./checkout-form.ts";
import { checkoutKeyFor, forgetCheckoutKey } from "./checkout-key.ts";
import { useCheckoutFormStore } from "./stores/checkout-form-store.ts";
import { useDiscountStore } from "./stores/discount-store.ts";

/**
 * Places the order for the cart and the checkout form with the chosen payment method, then opens
 * that method's payment page and empties the cart. A refusal keeps both and says why in a toast
 * (a refused discount code also by its field, so she can remove it or try another);
 * sending the same checkout again reuses its idempotency key, so the server never makes it twice.
 * `running` is the method being placed, or `null`.
 */
export function usePlaceOrder() {
  const items = useCartStore((state) => state.items);
  const clearCart = useCartStore((state) => state.clear);
  const navigate = useNavigate();
  const [running, setRunning] = useState<PaymentMethod | null>(null);

  async function placeOrder(paymentMethod: PaymentMethod) {
    const { form } = useCheckoutFormStore.getState();
    const discount = useDiscountStore.getState();
    const order = {
      paymentMethod,
      whatsapp: form.whatsapp.trim(),
      delivery: toCheckoutDelivery(form),
      items: items.map(({ productId, quantity, name }) => ({ productId, quantity, name })),
      ...(discount.applied ? { discountCode: discount.applied.code } : {}),
    };
    const input: CheckoutInput = { idempotencyKey: checkoutKeyFor(JSON.stringify(order)), ...order };
    setRunning(paymentMethod);
    try {
      const created = await createOrder(input);
      forgetCheckoutKey();
      navigate(paymentPath(paymentMethod, created.orderId));
      clearCart();
      discount.remove();
    } catch (error) {
      const discountRefusal = discountRefusalOf(error);
      if (discountRefusal) discount.refuse(discountRefusal);
      toaster.create({ type: "error", ...checkoutErrorToast(error) });
    } finally {
      setRunning(null);
    }
  }

  return { running, placeOrder };
}
