/**
 * The bank-transfer flow (spec: /transferencia/{orderId}), also the direct-transfer page the
 * transfer button leads to: transfer data with a 10-minute countdown → a short "searching" wait →
 * a confirmation that asks for the proof on WhatsApp.
 */
import { useParams } from "react-router-dom";
import { BankTransferFlow } from "@/shop/features/orders/components/bank-transfer-flow.tsx";
import { OrderPage } from "@/shop/features/orders/components/order-page.tsx";

export function Component() {
  const { orderId } = useParams();
  return <OrderPage orderId={orderId}>{(order) => <BankTransferFlow order={order} />}</OrderPage>;
}
