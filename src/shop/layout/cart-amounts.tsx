import type { CartItem } from "@domain/orders/cart.ts";
import { OrderAmountsSummary } from "@/shop/components/order-items.tsx";
import { useDiscountStore } from "@/shop/features/checkout/stores/discount-store.ts";
import { useCartAmounts } from "@/shop/features/checkout/use-cart-amounts.ts";

/** The cart's amounts as checkout will charge them, with the delivery and code chosen on /carrito. */
export function CartAmounts({ items }: { items: readonly CartItem[] }) {
  const applied = useDiscountStore((state) => state.applied);
  const { amounts, shippingPending } = useCartAmounts(items, applied?.rule ?? null);
  return (
    <OrderAmountsSummary
      amounts={amounts}
      discountCode={applied?.code ?? null}
      shippingPending={shippingPending}
    />
  );
}
