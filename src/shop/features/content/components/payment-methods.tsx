import { Clock, Landmark, Link2 } from "lucide-react";
import { Flex, Grid, Stack, styled } from "@/styled-system/jsx";
import { InfoCard } from "./info-card.tsx";
import { PAYMENT_METHOD_LABELS } from "@domain/orders/order-labels.ts";

/** How long confirming a payment takes (spec, copy on timing); the help page says it in two places. */
export const PAYMENT_CONFIRMATION_TIME = "24 a 48 horas hábiles";

/** The two ways to pay, and when the payment is confirmed. */
export function PaymentMethods() {
  return (
    <Stack gap="4">
      <Grid columns={{ base: 1, md: 2 }} gap="4">
        <InfoCard icon={Link2} title={PAYMENT_METHOD_LABELS.FINTOC_LINK}>
          Al finalizar tu compra te llevamos a un link de pago por el total de tu pedido. Pagas en línea y
          luego subes tu comprobante en la página de tu pedido.
        </InfoCard>
        <InfoCard icon={Landmark} title={PAYMENT_METHOD_LABELS.TRANSFERENCIA_DIRECTA}>
          Te mostramos los datos de nuestra cuenta y el monto exacto para que transfieras desde tu banco. Usa
          tu número de pedido como referencia y envíanos el comprobante.
        </InfoCard>
      </Grid>
      <Flex gap="3" align="start" bg="brand.muted" rounded="lg" px={{ base: "5", md: "6" }} py="4">
        <Flex flexShrink="0" color="brand.fg" pt="0.5">
          <Clock size={20} />
        </Flex>
        <p>
          <styled.strong fontWeight="semibold">
            Confirmamos tu pago en {PAYMENT_CONFIRMATION_TIME}
          </styled.strong>{" "}
          desde que recibimos tu comprobante. Luego te escribimos por WhatsApp, al número que dejaste en tu
          compra, y comenzamos a preparar tu pedido.
        </p>
      </Flex>
    </Stack>
  );
}
