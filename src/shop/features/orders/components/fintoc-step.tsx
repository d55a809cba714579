import { ArrowRight } from "lucide-react";
import { NeedsConnection } from "@/shop/components/needs-connection.tsx";
import { Button } from "@/shop/components/ui/button.tsx";
import { formatClp } from "@domain/money.ts";
import type { Order } from "@domain/order.ts";
import { useOnline } from "@/lib/browser/connectivity.ts";
import { FINTOC_NEEDS_CONNECTION, useFintocPayment } from "../hooks/use-fintoc-payment.ts";
import { StepPanel } from "./step-panel.tsx";
import { css } from "@/styled-system/css";
import { styled } from "@/styled-system/jsx";

const LAST_ATTEMPT = {
  failed: "Tu último intento de pago no se completó. Puedes intentarlo de nuevo o enviarnos tu comprobante.",
  expired: "Tu sesión de pago anterior venció. Puedes pagar de nuevo o enviarnos tu comprobante.",
} as const;

/** Step 1 of an order placed with Fintoc; its webhook then confirms the order, live on the page. */
export function FintocStep({ order }: { order: Order }) {
  const online = useOnline();
  const { opening, pay } = useFintocPayment(order);
  const outcome = order.fintoc?.outcome;

  return (
    <StepPanel number={1} title="Paga con el link de pago">
      <styled.p color="fg.muted">
        Te llevaremos a Fintoc, la página de pago segura, para transferir {formatClp(order.totalAmount)} desde
        tu banco. Al volver, verás tu pedido confirmado aquí mismo.
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
