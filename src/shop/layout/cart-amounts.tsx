import type { CartItem } from "@domain/orders/cart.ts";
import { OrderAmountsSummary } from "@/shop/components/order-items.tsx";
import { useCartAmounts } from "@/shop/features/checkout/use-cart-amounts.ts";

/** The cart's amounts as checkout will charge them, with the delivery chosen on /carrito. */
export function CartAmounts({ items }: { items: readonly CartItem[] }) {
  const { amounts, shippingPending } = useCartAmounts(items);
  return <OrderAmountsSummary amounts={amounts} discountCode={null} shippingPending={shippingPending} />;
}
