/**
 * The cart drawer with the cart's amounts as checkout will charge them (the delivery chosen on
 * /carrito included): the two features meet here. Loaded only when the drawer first opens.
 */
import { lazy, Suspense } from "react";
import type { CartItem } from "@domain/orders/cart.ts";
import { CartDrawer } from "@/shop/features/cart/components/cart-drawer.tsx";

// Its own chunk, fetched as soon as the drawer's arrives: the home page's JavaScript lists the
// drawer's chunks before its first paint, and the amounts (with the schemas they import) would
// add theirs past its budget.
const loadAmounts = () => import("./cart-amounts.tsx").then((m) => ({ default: m.CartAmounts }));
const CartAmounts = lazy(loadAmounts);
void loadAmounts();

function LazyAmounts({ items }: { items: readonly CartItem[] }) {
  return (
    <Suspense fallback={null}>
      <CartAmounts items={items} />
    </Suspense>
  );
}

// The default export keeps the layout's lazy import, part of the home page's JavaScript, short.
export default function CartPanel() {
  return <CartDrawer Amounts={LazyAmounts} />;
}
