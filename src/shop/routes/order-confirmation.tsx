/** The order-confirmation page (spec: order confirmation; route /pedido/{orderId}). */
import { useParams } from "react-router-dom";
import { OrderConfirmation } from "@/shop/features/orders/components/order-confirmation.tsx";
import { OrderPage } from "@/shop/features/orders/components/order-page.tsx";

export function Component() {
  const { orderId } = useParams();
  return (
    <OrderPage orderId={orderId} homeOnError>
      {(order) => <OrderConfirmation order={order} />}
    </OrderPage>
  );
}
