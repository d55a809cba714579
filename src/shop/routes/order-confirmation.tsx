/** The order-confirmation page (spec: order confirmation; route /pedido/{orderId}). */
import { Button, Stack, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { Link as RouterLink, useNavigate, useParams } from "react-router-dom";
import { toaster } from "@/shop/components/ui/toaster.tsx";
import type { Order } from "@domain/order.ts";
import { formatClp } from "@domain/money.ts";
import { bankTransferRows } from "@/shop/features/orders/bank-transfer-rows.ts";
import { CopyRows } from "@/shop/features/orders/components/copy-rows.tsx";
import { OrderItems } from "@/shop/components/order-items.tsx";
import { OrderStatus } from "@/shop/features/orders/components/order-status.tsx";
import { OrderPageShell, OrderPanel } from "@/shop/features/orders/components/order-page-shell.tsx";
import { OrderPageState } from "@/shop/features/orders/components/order-page-state.tsx";
import { useOrder } from "@/shop/features/orders/hooks/use-order.ts";
import { useShopSettings } from "@/lib/storefront/use-shop-settings.ts";

export function Component() {
  const { orderId } = useParams();
  const state = useOrder(orderId);
  const navigate = useNavigate();

  useEffect(() => {
    if (state.status !== "error") return;
    toaster.create({ type: "error", title: "No se pudo cargar los items del pedido" });
    navigate("/");
  }, [state.status, navigate]);

  if (state.status === "loading" || state.status === "error") return <OrderPageState loading />;
  if (state.status === "missing") return <OrderPageState message="No se encontró el pedido" />;
  return <OrderConfirmation order={state.order} />;
}

function OrderConfirmation({ order }: { order: Order }) {
  const settings = useShopSettings();
  const instructions = [
    `Transfiere el monto exacto: ${formatClp(order.totalAmount)}.`,
    `Usa el número de pedido ${order.orderNumber} como referencia.`,
    `Envía el comprobante a ${settings?.bankTransfer.email ?? "nuestro email"}.`,
    "Confirmaremos tu pago en 24-48 horas hábiles.",
  ];

  return (
    <OrderPageShell title="Pedido Confirmado!" lead={`Pedido ${order.orderNumber}`}>
      <OrderStatus order={order} />
      <OrderPanel title="Resumen">
        <OrderItems order={order} photos={false} />
      </OrderPanel>
      {settings && (
        <OrderPanel title="Datos de transferencia">
          <CopyRows rows={bankTransferRows(settings.bankTransfer)} />
        </OrderPanel>
      )}
      <OrderPanel title="Instrucciones">
        <Stack as="ol" gap="2" ps="5" listStyleType="decimal">
          {instructions.map((instruction) => (
            <Text as="li" key={instruction}>
              {instruction}
            </Text>
          ))}
        </Stack>
      </OrderPanel>
      <Button asChild colorPalette="brand" size="lg">
        <RouterLink to="/">Volver al inicio</RouterLink>
      </Button>
    </OrderPageShell>
  );
}
