/** The order summary (spec: /orden-exitosa?orderId=). */
import { useSearchParams } from "react-router-dom";
import { OrderPage } from "@/shop/features/orders/components/order-page.tsx";
import { OrderSummary } from "@/shop/features/orders/components/order-summary.tsx";

export function Component() {
  const [params] = useSearchParams();
  return <OrderPage orderId={params.get("orderId")}>{(order) => <OrderSummary order={order} />}</OrderPage>;
}
