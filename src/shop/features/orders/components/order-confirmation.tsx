import { formatClp } from "@domain/money.ts";
import type { Order } from "@domain/orders/order.ts";
import { useShopSettings } from "@/lib/storefront/use-shop-settings.ts";
import { OrderItems } from "@/shop/components/order-items.tsx";
import { Stack } from "@/styled-system/jsx";
import { bankTransferRows } from "../bank-transfer-rows.ts";
import { CopyRows } from "./copy-rows.tsx";
import { OrderPageShell, OrderPanel } from "./order-page-shell.tsx";
import { OrderStatus } from "./order-status.tsx";
import { OrderTimeline } from "./order-timeline.tsx";
import { css } from "@/styled-system/css";
import { sharedWords } from "@/i18n/shared-words.ts";
import { BackHomeButton } from "./back-home-button.tsx";

/**
 * A placed order: its status and steps, its pieces and, while it waits for its payment, the shop's
 * bank data and how to pay by transfer.
 */
export function OrderConfirmation({ order }: { order: Order }) {
  const settings = useShopSettings();
  const pending = order.status === "pending";
  const instructions = [
    `Transfiere el monto exacto: ${formatClp(order.totalAmount)}.`,
    `Usa el número de pedido ${order.orderNumber} como referencia.`,
    `Envía el comprobante a ${settings?.bankTransfer.email ?? "nuestro email"}.`,
    "Confirmaremos tu pago en 24-48 horas hábiles.",
  ];

  return (
    <OrderPageShell title="Pedido Confirmado!" lead={`Pedido ${order.orderNumber}`}>
      <OrderStatus order={order} />
      <OrderTimeline order={order} />
      <OrderPanel title="Resumen">
        <OrderItems order={order} photos={false} />
      </OrderPanel>
      {pending && settings && (
        <OrderPanel title={sharedWords.bankTransfer.title}>
          <CopyRows rows={bankTransferRows(settings.bankTransfer)} />
        </OrderPanel>
      )}
      {pending && (
        <OrderPanel title="Instrucciones">
          <Stack as="ol" gap="2" ps="5" listStyleType="decimal">
            {instructions.map((instruction) => (
              <li key={instruction}>{instruction}</li>
            ))}
          </Stack>
        </OrderPanel>
      )}
      <BackHomeButton className={css({ colorPalette: "brand" })} size="lg" />
    </OrderPageShell>
  );
}
