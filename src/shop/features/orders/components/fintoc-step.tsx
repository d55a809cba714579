import { ArrowRight } from "lucide-react";
import { NeedsConnection } from "@/shop/components/needs-connection.tsx";
import { Button } from "@/shop/components/ui/button.tsx";
import { Link as RouterLink } from "react-router-dom";
import {
  FINTOC_AMOUNT_TOO_LARGE,
  FINTOC_METHODS,
  fintocMethodsPhrase,
  fintocTakesAmount,
} from "@domain/orders/fintoc.ts";
import { formatClp } from "@domain/money.ts";
import { paymentPath } from "@domain/shop-paths.ts";
import type { Order } from "@domain/orders/order.ts";
import { useOnline } from "@/lib/browser/connectivity.ts";
import { useShopSettings } from "@/lib/storefront/use-shop-settings.ts";
import { FINTOC_NEEDS_CONNECTION, useFintocPayment } from "../hooks/use-fintoc-payment.ts";
import { StepPanel } from "./step-panel.tsx";
import { css } from "@/styled-system/css";
import { styled } from "@/styled-system/jsx";
import { ORDER_PAGE_COPY } from "../copy.ts";

const LAST_ATTEMPT = {
  failed: "Tu último intento de pago no se completó. Puedes intentarlo de nuevo o enviarnos tu comprobante.",
  expired: "Tu sesión de pago anterior venció. Puedes pagar de nuevo o enviarnos tu comprobante.",
} as const;

const IN_PROCESS =
  "Tu banco está procesando la transferencia. Cuando la confirme, verás tu pedido confirmado aquí mismo; no necesitas pagar de nuevo.";

/** Step 1 of an order placed with Fintoc; its webhook then confirms the order, live on the page. */
export function FintocStep({ order }: { order: Order }) {
  const online = useOnline();
  const { opening, pay } = useFintocPayment(order);
  const outcome = order.fintoc?.outcome;
  const methods = fintocMethodsPhrase(useShopSettings()?.fintocMethods ?? FINTOC_METHODS);

  if (!fintocTakesAmount(order.totalAmount))
    return (
      <StepPanel number={1} title="Paga por transferencia">
        <styled.p bg="orange.subtle" color="orange.fg" rounded="md" py="2" px="3">
          {FINTOC_AMOUNT_TOO_LARGE}
        </styled.p>
        <Button asChild variant="outline" size="lg">
          <RouterLink to={paymentPath("TRANSFERENCIA_DIRECTA", order.id)}>
            Ver los datos para transferir
          </RouterLink>
        </Button>
      </StepPanel>
    );

  if (outcome === "processing")
    return (
      <StepPanel number={1} title={ORDER_PAGE_COPY.payWithLink}>
        <styled.p role="status" bg="bg.muted" rounded="md" py="2" px="3">
          {IN_PROCESS}
        </styled.p>
      </StepPanel>
    );

  return (
    <StepPanel number={1} title={ORDER_PAGE_COPY.payWithLink}>
      <styled.p color="fg.muted">
        Te llevaremos a Fintoc, la página de pago segura, para pagar {formatClp(order.totalAmount)} {methods}.
        Al volver, verás tu pedido confirmado aquí mismo.
      </styled.p>
      {(outcome === "failed" || outcome === "expired") && (
        <styled.p bg="orange.subtle" color="orange.fg" rounded="md" py="2" px="3">
          {LAST_ATTEMPT[outcome]}
        </styled.p>
      )}
      <NeedsConnection>{FINTOC_NEEDS_CONNECTION}</NeedsConnection>
      <Button
        className={css({ colorPalette: "brand" })}
        size="lg"
        loading={opening}
        loadingText="Cargando..."
        disabled={!online}
        onClick={pay}
      >
        Pagar {formatClp(order.totalAmount)}
        <ArrowRight />
      </Button>
    </StepPanel>
  );
}
