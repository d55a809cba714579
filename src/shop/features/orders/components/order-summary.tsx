import { MessageCircle } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";
import { describeOrderStage } from "@domain/orders/order-stage.ts";
import { formatShippingAddress, type Order } from "@domain/orders/order.ts";
import { whatsappLink } from "@domain/settings/settings.ts";
import { href } from "@domain/shop-paths.ts";
import { formatWhatsapp } from "@domain/chile/whatsapp.ts";
import { useShopSettings } from "@/lib/storefront/use-shop-settings.ts";
import { OrderItems } from "@/shop/components/order-items.tsx";
import { Badge } from "@/shop/components/ui/badge.tsx";
import { Button } from "@/shop/components/ui/button.tsx";
import { css, cx } from "@/styled-system/css";
import { Stack, styled } from "@/styled-system/jsx";
import { bankTransferRows } from "../bank-transfer-rows.ts";
import { CopyRows } from "./copy-rows.tsx";
import { OrderPageShell, OrderPanel } from "./order-page-shell.tsx";
import { OrderStatus } from "./order-status.tsx";
import { OrderTimeline } from "./order-timeline.tsx";
import { DELIVERY_TYPE_LABELS } from "@domain/orders/order-labels.ts";
import { sharedWords } from "@/i18n/shared-words.ts";
import { BackHomeButton } from "./back-home-button.tsx";

const badgeStyle = css({ alignSelf: "center", mt: "-4" });
const BADGE_PALETTES = {
  waiting: css({ colorPalette: "orange" }),
  stopped: css({ colorPalette: "red" }),
  done: css({ colorPalette: "green" }),
} as const;

/** An order as it stands: its status, pieces, contact and delivery, and how to pay if pending. */
export function OrderSummary({ order }: { order: Order }) {
  const settings = useShopSettings();
  const pending = order.status === "pending";
  const { badge, tone } = describeOrderStage(order);

  return (
    <OrderPageShell title="¡Orden Recibida!" lead={`Pedido ${order.orderNumber}`}>
      <Badge size="lg" variant="subtle" className={cx(badgeStyle, BADGE_PALETTES[tone])}>
        {badge}
      </Badge>
      <OrderStatus order={order} />
      <OrderTimeline order={order} />

      <OrderPanel title="Productos">
        <OrderItems order={order} />
        {order.neckSizeCm !== null && (
          <styled.p color="fg.muted">Largo de collar personalizado: {order.neckSizeCm} cm</styled.p>
        )}
      </OrderPanel>

      <OrderPanel title="Contacto y entrega">
        <Stack as="dl" gap="3">
          {order.customer.email && <Detail label="Email" value={order.customer.email} />}
          <Detail label="WhatsApp" value={formatWhatsapp(order.customer.whatsapp)} />
          {order.delivery.type === "pickup" ? (
            <Detail label="Entrega" value={DELIVERY_TYPE_LABELS.pickup} />
          ) : (
            <Detail
              label={DELIVERY_TYPE_LABELS.shipping}
              value={`${formatShippingAddress(order.delivery)}, ${order.delivery.comuna}, ${order.delivery.region}`}
            />
          )}
        </Stack>
      </OrderPanel>

      {pending && settings && (
        <OrderPanel title={sharedWords.bankTransfer.title}>
          <CopyRows rows={bankTransferRows(settings.bankTransfer, order.totalAmount)} />
        </OrderPanel>
      )}

      <Stack gap="3">
        {settings && (
          <Button asChild className={css({ colorPalette: "brand" })} size="lg">
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
            <RouterLink to={href("order", { orderId: order.id })}>Ver instrucciones de pago</RouterLink>
          </Button>
        )}
        <BackHomeButton variant="ghost" size="lg" />
      </Stack>
    </OrderPageShell>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0">
      <styled.dt fontSize="sm" color="fg.muted">
        {label}
      </styled.dt>
      <dd>{value}</dd>
    </Stack>
  );
}
