/**
 * The cart drawer with the cart's amounts as checkout will charge them (the delivery chosen on
 * /carrito included): the two features meet here. Loaded only when the drawer first opens.
 */
import type { CartItem } from "@domain/orders/cart.ts";
import { OrderAmountsSummary } from "@/shop/components/order-amounts-summary.tsx";
import { CartDrawer } from "@/shop/features/cart/components/cart-drawer.tsx";
import { useCartAmounts } from "@/shop/features/checkout/use-cart-amounts.ts";

export function CartAmounts({ items }: { items: readonly CartItem[] }) {
  const { amounts, shippingPending } = useCartAmounts(items);
  return <OrderAmountsSummary amounts={amounts} discountCode={null} shippingPending={shippingPending} />;
}

export function CartDrawerWithAmounts() {
  return <CartDrawer Amounts={CartAmounts} />;
}
