/**
 * After the payment-link button (spec: /esperando-pago-fintoc/{orderId}): step 1 pays — on Fintoc's
 * checkout when the order was placed with Fintoc (its webhook then confirms the order, live on this
 * page), otherwise on the payment link built from the order's total — and step 2 sends a proof
 * straight to Storage with its progress; the recordPaymentProof function then notes it on the order.
 */
import { useParams } from "react-router-dom";
import { AwaitingPayment } from "@/shop/features/orders/components/awaiting-payment.tsx";
import { OrderPage } from "@/shop/features/orders/components/order-page.tsx";

export function Component() {
  const { orderId } = useParams();
  return <OrderPage orderId={orderId}>{(order) => <AwaitingPayment order={order} />}</OrderPage>;
}
