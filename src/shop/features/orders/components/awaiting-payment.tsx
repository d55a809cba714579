import { ArrowLeft } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";
import { formatClp } from "@domain/money.ts";
import { takesAnotherProof } from "@domain/orders/payment-proof.ts";
import { placedOrderAmounts } from "@domain/orders/order-amounts.ts";
import type { Order } from "@domain/orders/order.ts";
import { OrderAmountsSummary } from "@/shop/components/order-items.tsx";
import { Button } from "@/shop/components/ui/button.tsx";
import { useProofReceipt } from "../hooks/use-proof-receipt.ts";
import { FintocStep } from "./fintoc-step.tsx";
import { OrderPageShell, OrderPanel } from "./order-page-shell.tsx";
import { OrderStatus } from "./order-status.tsx";
import { PaymentLinkStep } from "./payment-link-step.tsx";
import { ProofReceived } from "./proof-received.tsx";
import { ProofUpload } from "./proof-upload.tsx";
import { css } from "@/styled-system/css";
import { href } from "@domain/shop-paths.ts";

/**
 * An order waiting for its payment: step 1 pays (on Fintoc's checkout, or on the shop's payment
 * link), step 2 sends a proof; once one is sent, the page says it was received.
 */
export function AwaitingPayment({ order }: { order: Order }) {
  const receipt = useProofReceipt();
  if (receipt.received(order)) {
    return <ProofReceived order={order} onReplace={takesAnotherProof(order) ? receipt.replace : undefined} />;
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
      <Button asChild variant="ghost" className={css({ alignSelf: "start", mt: "-4", px: "2" })}>
        <RouterLink to={href("cart")}>
          <ArrowLeft />
          Volver
        </RouterLink>
      </Button>
      <OrderStatus order={order} />
      {order.status === "pending" && (
        <>
          {order.fintoc ? <FintocStep order={order} /> : <PaymentLinkStep order={order} />}
          <ProofUpload order={order} onSent={() => receipt.markSent(order)} />
        </>
      )}
      <OrderPanel title="Resumen">
        <OrderAmountsSummary
          amounts={placedOrderAmounts(order)}
          discountCode={order.discount?.code ?? null}
        />
      </OrderPanel>
    </OrderPageShell>
  );
}
