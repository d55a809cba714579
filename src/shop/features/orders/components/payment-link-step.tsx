import { ExternalLink } from "lucide-react";
import { formatClp } from "@domain/money.ts";
import type { Order } from "@domain/orders/order.ts";
import { paymentLinkUrl } from "@domain/settings/settings.ts";
import { useShopSettings } from "@/lib/storefront/use-shop-settings.ts";
import { Button } from "@/shop/components/ui/button.tsx";
import { styled } from "@/styled-system/jsx";
import { StepPanel } from "./step-panel.tsx";
import { css } from "@/styled-system/css";
import { ORDER_PAGE_COPY } from "../copy.ts";

/** Step 1 of an order placed without Fintoc: the shop's payment link, built from the order's total. */
export function PaymentLinkStep({ order }: { order: Order }) {
  const settings = useShopSettings();
  return (
    <StepPanel number={1} title={ORDER_PAGE_COPY.payWithLink}>
      <styled.p color="fg.muted">
        Se abrirá la página de pago segura en una pestaña nueva, con el monto de tu pedido.
      </styled.p>
      <Button asChild className={css({ colorPalette: "brand" })} size="lg" disabled={!settings}>
        <a
          href={settings ? paymentLinkUrl(settings.paymentLinkBaseUrl, order.totalAmount) : undefined}
          target="_blank"
          rel="noreferrer"
        >
          Pagar {formatClp(order.totalAmount)}
          <ExternalLink />
        </a>
      </Button>
    </StepPanel>
  );
}
