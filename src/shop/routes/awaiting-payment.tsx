/**
 * After the payment-link button (spec: /esperando-pago-fintoc/{orderId}): step 1 pays — on Fintoc's
 * checkout when the order was placed with Fintoc (its webhook then confirms the order, live on this
 * page), otherwise on the payment link built from the order's total — and step 2 sends a proof
 * straight to Storage with its progress; the recordPaymentProof function then notes it on the order.
 */
import { Button } from "@chakra-ui/react";
import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { toaster } from "@/shop/components/ui/toaster.tsx";
import { formatClp } from "@domain/money.ts";
import { FintocStep } from "@/shop/features/orders/components/fintoc-step.tsx";
import { OrderPageShell } from "@/shop/features/orders/components/order-page-shell.tsx";
import { OrderPageState } from "@/shop/features/orders/components/order-page-state.tsx";
import { OrderStatus } from "@/shop/features/orders/components/order-status.tsx";
import { PaymentLinkStep } from "@/shop/features/orders/components/payment-link-step.tsx";
import { ProofReceived } from "@/shop/features/orders/components/proof-received.tsx";
import { ProofUpload } from "@/shop/features/orders/components/proof-upload.tsx";
import { useOrder } from "@/shop/features/orders/hooks/use-order.ts";
import { useProofReceipt } from "@/shop/features/orders/hooks/use-proof-receipt.ts";

export function Component() {
  const { orderId } = useParams();
  const state = useOrder(orderId);
  const receipt = useProofReceipt();

  useEffect(() => {
    if (state.status === "error")
      toaster.create({ type: "error", title: "No se pudo cargar la información de la orden" });
  }, [state.status]);

  if (state.status === "loading") return <OrderPageState loading />;
  if (state.status !== "ready") return <OrderPageState message="No se encontró la orden" />;
  const { order } = state;
  if (receipt.received(order)) {
    return (
      <ProofReceived order={order} onReplace={order.status === "pending" ? receipt.replace : undefined} />
    );
  }

  return (
    <OrderPageShell
      title="Estamos esperando tu pago"
      lead={
        <>
          Pedido <strong>{order.orderNumber}</strong> · {formatClp(order.totalAmount)}
        </>
      }
    >
      <Button asChild variant="ghost" alignSelf="start" mt="-4" px="2">
        <RouterLink to="/carrito">
          <ArrowLeft />
          Volver
        </RouterLink>
      </Button>
      <OrderStatus order={order} />
      {order.status === "pending" && (
        <>
          {order.fintoc ? <FintocStep order={order} /> : <PaymentLinkStep order={order} />}
          <ProofUpload order={order} onSent={receipt.markSent} />
        </>
      )}
    </OrderPageShell>
  );
}
