/**
 * The bank-transfer flow: transfer data with a 10-minute countdown → a short "searching" wait → a
 * confirmation that asks for the proof on WhatsApp.
 */
import { MessageCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { formatClp } from "@domain/money.ts";
import { placedOrderAmounts } from "@domain/orders/order-amounts.ts";
import type { Order } from "@domain/orders/order.ts";
import { whatsappLink } from "@domain/settings/settings.ts";
import { href, orderSummaryPath } from "@domain/shop-paths.ts";
import { useShopSettings } from "@/lib/storefront/use-shop-settings.ts";
import { OrderAmountsSummary } from "@/shop/components/order-items.tsx";
import { ProgressBar } from "@/shop/components/progress-bar.tsx";
import { Button } from "@/shop/components/ui/button.tsx";
import { Box, Stack, styled } from "@/styled-system/jsx";
import { bankTransferRows } from "../bank-transfer-rows.ts";
import { CopyRows } from "./copy-rows.tsx";
import { OrderPageShell, OrderPanel } from "./order-page-shell.tsx";
import { OrderStatus } from "./order-status.tsx";
import { css } from "@/styled-system/css";
import { ORDER_PAGE_COPY } from "../copy.ts";
import { sharedWords } from "@/i18n/shared-words.ts";
import { BackHomeButton } from "./back-home-button.tsx";

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

export function BankTransferFlow({ order }: { order: Order }) {
  const [step, setStep] = useState<Step>("transfer");
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
        <styled.p fontWeight="medium">Tienes {clock} para transferir</styled.p>
      </Box>
      <OrderStatus order={order} />
      <OrderPanel title={sharedWords.bankTransfer.title}>
        {settings ? (
          <CopyRows rows={bankTransferRows(settings.bankTransfer, order.totalAmount)} copyAll />
        ) : (
          <styled.p color="fg.muted">Cargando...</styled.p>
        )}
      </OrderPanel>
      <OrderPanel title="Resumen">
        <OrderAmountsSummary
          amounts={placedOrderAmounts(order)}
          discountCode={order.discount?.code ?? null}
        />
      </OrderPanel>
      <Stack gap="3" direction={{ base: "column-reverse", sm: "row" }}>
        <Button asChild variant="outline" size="lg" className={css({ flex: { sm: "1" } })}>
          <RouterLink to={href("cart")}>Cancelar</RouterLink>
        </Button>
        <Button className={css({ colorPalette: "brand", flex: { sm: "1" } })} size="lg" onClick={onDone}>
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
        <CopyRows rows={[{ label: ORDER_PAGE_COPY.orderNumber, value: order.orderNumber }]} />
      </OrderPanel>
      <OrderStatus order={order} />
      <Stack gap="3">
        {settings && (
          <Button asChild className={css({ colorPalette: "brand" })} size="lg">
            <a href={whatsappLink(settings.contact.whatsapp, message)} target="_blank" rel="noreferrer">
              <MessageCircle />
              Enviar comprobante por WhatsApp
            </a>
          </Button>
        )}
        <Button asChild variant="outline" size="lg">
          <RouterLink to={orderSummaryPath(order.id)}>{ORDER_PAGE_COPY.seeSummary}</RouterLink>
        </Button>
        <BackHomeButton variant="ghost" size="lg" />
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
