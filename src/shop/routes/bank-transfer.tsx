/**
 * The bank-transfer flow (spec: /transferencia/{orderId}), also the direct-transfer page the
 * transfer button leads to: transfer data with a 10-minute countdown → a short "searching" wait →
 * a confirmation that asks for the proof on WhatsApp.
 */
import { Box, Button, Stack, Text } from "@chakra-ui/react";
import { MessageCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { toaster } from "@/shop/components/ui/toaster.tsx";
import { formatClp } from "@domain/money.ts";
import type { Order } from "@domain/order.ts";
import { whatsappLink } from "@domain/settings.ts";
import { orderSummaryPath } from "@domain/shop-paths.ts";
import { bankTransferRows } from "@/shop/features/orders/bank-transfer-rows.ts";
import { CopyRows } from "@/shop/features/orders/components/copy-rows.tsx";
import { OrderStatus } from "@/shop/features/orders/components/order-status.tsx";
import { OrderPageShell, OrderPanel } from "@/shop/features/orders/components/order-page-shell.tsx";
import { OrderPageState } from "@/shop/features/orders/components/order-page-state.tsx";
import { useOrder } from "@/shop/features/orders/hooks/use-order.ts";
import { useShopSettings } from "@/lib/storefront/use-shop-settings.ts";
import { ProgressBar } from "@/shop/components/progress-bar.tsx";

/** Spec 9: 600 s to transfer; a 4 s wait, +1% every 40 ms, a new message every second. */
const TRANSFER_SECONDS = 600;
const PROGRESS_STEP_MS = 40;
const MESSAGE_MS = 1000;
const SEARCH_MESSAGES = [
  "Validando transferencia...",
  "Verificando datos...",
  "Confirmando pago...",
  "Casi listo...",
];

type Step = "transfer" | "searching" | "confirmation";

export function Component() {
  const { orderId } = useParams();
  const state = useOrder(orderId);
  const [step, setStep] = useState<Step>("transfer");

  useEffect(() => {
    if (state.status === "error")
      toaster.create({ type: "error", title: "No se pudo cargar la información del pedido" });
  }, [state.status]);

  if (state.status === "loading") return <OrderPageState loading />;
  if (state.status !== "ready") return <OrderPageState message="No se encontró el pedido" />;
  const { order } = state;

  if (step === "transfer") return <TransferData order={order} onDone={() => setStep("searching")} />;
  if (step === "searching") return <Searching onDone={() => setStep("confirmation")} />;
  return <Confirmation order={order} />;
}

function TransferData({ order, onDone }: { order: Order; onDone: () => void }) {
  const settings = useShopSettings();
  const secondsLeft = useCountdown(TRANSFER_SECONDS);
  const clock = `${String(Math.floor(secondsLeft / 60)).padStart(2, "0")}:${String(secondsLeft % 60).padStart(2, "0")}`;

  return (
    <OrderPageShell title="Transfiere para completar tu pedido" lead={`Pedido ${order.orderNumber}`}>
      <Box textAlign="center" bg="brand.subtle" rounded="lg" py="3" px="4" role="timer" aria-live="off">
        <Text fontWeight="500">Tienes {clock} para transferir</Text>
      </Box>
      <OrderStatus order={order} />
      <OrderPanel title="Datos de transferencia">
        {settings ? (
          <CopyRows rows={bankTransferRows(settings.bankTransfer, order.totalAmount)} copyAll />
        ) : (
          <Text color="fg.muted">Cargando...</Text>
        )}
      </OrderPanel>
      <Stack gap="3" direction={{ base: "column-reverse", sm: "row" }}>
        <Button asChild variant="outline" size="lg" flex={{ sm: "1" }}>
          <RouterLink to="/carrito">Cancelar</RouterLink>
        </Button>
        <Button colorPalette="brand" size="lg" flex={{ sm: "1" }} onClick={onDone}>
          Listo, ya transferí
        </Button>
      </Stack>
    </OrderPageShell>
  );
}

function Searching({ onDone }: { onDone: () => void }) {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setProgress((value) => Math.min(100, value + 1)), PROGRESS_STEP_MS);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (progress < 100) return;
    const timer = setTimeout(onDone, 0);
    return () => clearTimeout(timer);
  }, [progress, onDone]);
  const message =
    SEARCH_MESSAGES[
      Math.min(SEARCH_MESSAGES.length - 1, Math.floor((progress * PROGRESS_STEP_MS) / MESSAGE_MS))
    ];

  return (
    <OrderPageShell title={message!} lead="Por favor espera mientras confirmamos tu pago">
      <ProgressBar label="Confirmando tu transferencia" value={progress} transitionMs={40} />
    </OrderPageShell>
  );
}

function Confirmation({ order }: { order: Order }) {
  const settings = useShopSettings();
  const message = `Hola! Acabo de transferir ${formatClp(order.totalAmount)} por mi pedido ${order.orderNumber}. Te envío el comprobante.`;

  return (
    <OrderPageShell
      title="¡Gracias por tu compra!"
      lead="Envíanos el comprobante por WhatsApp para confirmar tu pago más rápido."
    >
      <OrderPanel>
        <CopyRows rows={[{ label: "Número de pedido", value: order.orderNumber }]} />
      </OrderPanel>
      <OrderStatus order={order} />
      <Stack gap="3">
        {settings && (
          <Button asChild colorPalette="brand" size="lg">
            <a href={whatsappLink(settings.contact.whatsapp, message)} target="_blank" rel="noreferrer">
              <MessageCircle />
              Enviar comprobante por WhatsApp
            </a>
          </Button>
        )}
        <Button asChild variant="outline" size="lg">
          <RouterLink to={orderSummaryPath(order.id)}>Ver resumen del pedido</RouterLink>
        </Button>
        <Button asChild variant="ghost" size="lg">
          <RouterLink to="/">Volver al inicio</RouterLink>
        </Button>
      </Stack>
    </OrderPageShell>
  );
}

/** Seconds left from `total`, stopping at 0 (and doing nothing else then, as the spec says). */
function useCountdown(total: number): number {
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  const left = Math.max(0, total - Math.floor((now - startedAt) / 1000));
  useEffect(() => {
    if (left === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [left]);
  return left;
}
