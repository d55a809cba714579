import { CheckCircle2 } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";
import { formatWhatsapp } from "@domain/chile/whatsapp.ts";
import type { Order } from "@domain/orders/order.ts";
import { href, orderSummaryPath } from "@domain/shop-paths.ts";
import { CopyRows } from "./copy-rows.tsx";
import { OrderPageShell, OrderPanel } from "./order-page-shell.tsx";
import { OrderStatus } from "./order-status.tsx";
import { Button } from "@/shop/components/ui/button.tsx";
import { css } from "@/styled-system/css";
import { Stack } from "@/styled-system/jsx";
import { ORDER_PAGE_COPY } from "../copy.ts";
import { STAGE_WORDS } from "@domain/orders/order-stage.ts";

/** `onReplace`: the shopper may send another proof instead (while the order waits for payment). */
export function ProofReceived({ order, onReplace }: { order: Order; onReplace?: () => void }) {
  return (
    <OrderPageShell title={STAGE_WORDS.proofReceived}>
      <Stack align="center" mt="-4">
        <CheckCircle2 className={css({ boxSize: "12", color: "green.700" })} aria-hidden />
      </Stack>
      <OrderStatus order={order} />
      <OrderPanel>
        <p>
          Te contactaremos al WhatsApp <strong>{formatWhatsapp(order.customer.whatsapp)}</strong> el próximo
          día hábil para confirmar tu pedido y coordinar la entrega.
        </p>
        <CopyRows rows={[{ label: ORDER_PAGE_COPY.orderNumber, value: order.orderNumber }]} />
      </OrderPanel>
      <Stack gap="3">
        <Button asChild className={css({ colorPalette: "brand" })} size="lg">
          <RouterLink to={href("home")}>Ver más collares</RouterLink>
        </Button>
        <Button asChild variant="outline" size="lg">
          <RouterLink to={orderSummaryPath(order.id)}>{ORDER_PAGE_COPY.seeSummary}</RouterLink>
        </Button>
        {onReplace && (
          <Button variant="ghost" size="lg" onClick={onReplace}>
            Reemplazar comprobante
          </Button>
        )}
      </Stack>
    </OrderPageShell>
  );
}
