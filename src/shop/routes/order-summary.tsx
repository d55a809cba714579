/** The order summary (spec: /orden-exitosa?orderId=). */
import { Badge, Button, Stack, Text } from "@chakra-ui/react";
import { MessageCircle } from "lucide-react";
import { useEffect } from "react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { toaster } from "@/shop/components/ui/toaster.tsx";
import { formatWhatsapp } from "@domain/whatsapp.ts";
import { describeOrderStage } from "@domain/order-stage.ts";
import { formatShippingAddress, type Order } from "@domain/order.ts";
import { whatsappLink } from "@domain/settings.ts";
import { orderPath } from "@domain/shop-paths.ts";
import { bankTransferRows } from "@/shop/features/orders/bank-transfer-rows.ts";
import { CopyRows } from "@/shop/features/orders/components/copy-rows.tsx";
import { OrderItems } from "@/shop/components/order-items.tsx";
import { OrderStatus } from "@/shop/features/orders/components/order-status.tsx";
import { OrderPageShell, OrderPanel } from "@/shop/features/orders/components/order-page-shell.tsx";
import { OrderPageState } from "@/shop/features/orders/components/order-page-state.tsx";
import { useOrder } from "@/shop/features/orders/hooks/use-order.ts";
import { useShopSettings } from "@/lib/storefront/use-shop-settings.ts";

export function Component() {
  const [params] = useSearchParams();
  const state = useOrder(params.get("orderId"));

  useEffect(() => {
    if (state.status === "error")
      toaster.create({ type: "error", title: "No se pudo cargar la información de la orden" });
  }, [state.status]);

  if (state.status === "loading") return <OrderPageState loading />;
  if (state.status !== "ready") return <OrderPageState message="Orden no encontrada" />;
  return <OrderSummary order={state.order} />;
}

function OrderSummary({ order }: { order: Order }) {
  const settings = useShopSettings();
  const pending = order.status === "pending";
  const { badge, tone } = describeOrderStage(order);

  return (
    <OrderPageShell title="¡Orden Recibida!" lead={`Pedido ${order.orderNumber}`}>
      <Badge
        alignSelf="center"
        mt="-4"
        size="lg"
        colorPalette={tone === "waiting" ? "orange" : tone === "stopped" ? "red" : "green"}
        variant="subtle"
      >
        {badge}
      </Badge>
      <OrderStatus order={order} />

      <OrderPanel title="Productos">
        <OrderItems order={order} />
        {order.neckSizeCm !== null && (
          <Text color="fg.muted">Largo de collar personalizado: {order.neckSizeCm} cm</Text>
        )}
      </OrderPanel>

      <OrderPanel title="Contacto y entrega">
        <Stack as="dl" gap="3">
          {order.customer.email && <Detail label="Email" value={order.customer.email} />}
          <Detail label="WhatsApp" value={formatWhatsapp(order.customer.whatsapp)} />
          {order.delivery.type === "pickup" ? (
            <Detail label="Entrega" value="Retiro en tienda" />
          ) : (
            <Detail
              label="Envío a domicilio"
              value={`${formatShippingAddress(order.delivery)}, ${order.delivery.comuna}, ${order.delivery.region}`}
            />
          )}
        </Stack>
      </OrderPanel>

      {pending && settings && (
        <OrderPanel title="Datos de transferencia">
          <CopyRows rows={bankTransferRows(settings.bankTransfer, order.totalAmount)} />
        </OrderPanel>
      )}

      <Stack gap="3">
        {settings && (
          <Button asChild colorPalette="brand" size="lg">
            <a
              href={whatsappLink(
                settings.contact.whatsapp,
                `Hola! Tengo una consulta sobre mi pedido ${order.orderNumber}.`,
              )}
              target="_blank"
              rel="noreferrer"
            >
              <MessageCircle />
              Escríbenos por WhatsApp
            </a>
          </Button>
        )}
        {pending && (
          <Button asChild variant="outline" size="lg">
            <RouterLink to={orderPath(order.id)}>Ver instrucciones de pago</RouterLink>
          </Button>
        )}
        <Button asChild variant="ghost" size="lg">
          <RouterLink to="/">Volver al inicio</RouterLink>
        </Button>
      </Stack>
    </OrderPageShell>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd">{value}</Text>
    </Stack>
  );
}
