/**
 * After the payment-link button (spec: /esperando-pago-fintoc/{orderId}): step 1 pays — on Fintoc's
 * checkout when the order was placed with Fintoc (its webhook then confirms the order, live on this
 * page), otherwise on the payment link built from the order's total — and step 2 sends a proof
 * straight to Storage with its progress; the recordPaymentProof function then notes it on the order.
 */
import { Box, Button, Circle, Flex, HStack, Image, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { ArrowLeft, ArrowRight, CheckCircle2, ExternalLink, ImageUp } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { NeedsConnection } from "@/components/needs-connection.tsx";
import { toaster } from "@/components/ui/toaster.tsx";
import { formatWhatsapp } from "@domain/checkout.ts";
import { formatClp } from "@domain/money.ts";
import type { Order } from "@domain/order.ts";
import { checkProofFile, PROOF_MESSAGES } from "@domain/payment-proof.ts";
import { CopyRows } from "@/features/orders/components/copy-rows.tsx";
import { OrderStatus } from "@/features/orders/components/order-status.tsx";
import { OrderPageShell, OrderPanel } from "@/features/orders/components/order-page-shell.tsx";
import { OrderPageState } from "@/features/orders/components/order-page-state.tsx";
import { useOrder } from "@/features/orders/hooks/use-order.ts";
import { paymentLinkUrl } from "@domain/settings.ts";
import { useShopSettings } from "@/features/settings/hooks/use-shop-settings.ts";
import { OfflineError, useOnline } from "@/lib/browser/connectivity.ts";
import { startFintocPayment } from "@/lib/firebase/fintoc.ts";
import { uploadPaymentProof } from "@/lib/firebase/payment-proofs.ts";

const ACCEPTED_FILES = "image/jpeg,image/png,image/webp,image/heic,image/heif,.jpg,.jpeg,.png,.webp,.heic";
const PROOF_NEEDS_CONNECTION =
  "Necesitas conexión a internet para enviar tu comprobante. Tu pedido ya está registrado: puedes volver a esta página cuando tengas señal.";

export function Component() {
  const { orderId } = useParams();
  const state = useOrder(orderId);
  const [sent, setSent] = useState(false);
  const [replacing, setReplacing] = useState(false);

  useEffect(() => {
    if (state.status === "error")
      toaster.create({ type: "error", title: "No se pudo cargar la información de la orden" });
  }, [state.status]);

  if (state.status === "loading") return <OrderPageState loading />;
  if (state.status !== "ready") return <OrderPageState message="No se encontró la orden" />;
  const { order } = state;
  if ((sent || order.proof) && !replacing) {
    const replace = () => {
      setSent(false);
      setReplacing(true);
    };
    return <ProofReceived order={order} onReplace={order.status === "pending" ? replace : undefined} />;
  }

  return (
    <OrderPageShell
      title="Estamos esperando tu pago"
      lead={
        <>
          Pedido <strong>{order.orderNumber}</strong> · {formatClp(order.totalAmount)}
        </>
      }
    >
      <Button asChild variant="ghost" alignSelf="start" mt="-4" px="2">
        <RouterLink to="/carrito">
          <ArrowLeft />
          Volver
        </RouterLink>
      </Button>
      <OrderStatus order={order} />
      {order.status === "pending" && (
        <>
          {order.fintoc ? <FintocStep order={order} /> : <PaymentLinkStep order={order} />}
          <ProofStep
            order={order}
            onSent={() => {
              setSent(true);
              setReplacing(false);
            }}
          />
        </>
      )}
    </OrderPageShell>
  );
}

function StepPanel({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <OrderPanel>
      <HStack gap="3">
        <Circle size="8" bg="brand.solid" color="brand.contrast" fontWeight="600" aria-hidden>
          {number}
        </Circle>
        <Text as="h2" fontWeight="600" fontSize="lg">
          <VisuallyHidden>Paso {number}: </VisuallyHidden>
          {title}
        </Text>
      </HStack>
      {children}
    </OrderPanel>
  );
}

function PaymentLinkStep({ order }: { order: Order }) {
  const settings = useShopSettings();
  return (
    <StepPanel number={1} title="Paga con el link de pago">
      <Text color="fg.muted">
        Se abrirá la página de pago segura en una pestaña nueva, con el monto de tu pedido.
      </Text>
      <Button asChild colorPalette="brand" size="lg" disabled={!settings}>
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

const FINTOC_NEEDS_CONNECTION = "Necesitas conexión a internet para pagar. Tu pedido ya está registrado.";
const LAST_ATTEMPT = {
  failed: "Tu último intento de pago no se completó. Puedes intentarlo de nuevo o enviarnos tu comprobante.",
  expired: "Tu sesión de pago anterior venció. Puedes pagar de nuevo o enviarnos tu comprobante.",
} as const;

/** Fintoc's checkout: the function opens (or reuses) the order's session, and the shopper goes there. */
function FintocStep({ order }: { order: Order }) {
  const online = useOnline();
  const [opening, setOpening] = useState(false);
  const outcome = order.fintoc?.outcome;

  async function pay() {
    setOpening(true);
    try {
      window.location.assign(await startFintocPayment(order.id));
    } catch (error) {
      console.error("No se pudo abrir el pago con Fintoc", error);
      const { code, message } = error as { code?: string; message?: string };
      toaster.create({
        type: "error",
        title: "No se pudo abrir el pago",
        description:
          error instanceof OfflineError
            ? FINTOC_NEEDS_CONNECTION
            : code && code !== "functions/internal" && message
              ? message
              : "Intenta de nuevo en unos minutos o envíanos tu comprobante.",
      });
      setOpening(false);
    }
  }

  return (
    <StepPanel number={1} title="Paga con el link de pago">
      <Text color="fg.muted">
        Te llevaremos a Fintoc, la página de pago segura, para transferir {formatClp(order.totalAmount)} desde
        tu banco. Al volver, verás tu pedido confirmado aquí mismo.
      </Text>
      {(outcome === "failed" || outcome === "expired") && (
        <Text bg="orange.subtle" color="orange.fg" rounded="md" py="2" px="3">
          {LAST_ATTEMPT[outcome]}
        </Text>
      )}
      <NeedsConnection>{FINTOC_NEEDS_CONNECTION}</NeedsConnection>
      <Button
        colorPalette="brand"
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

function ProofStep({ order, onSent }: { order: Order; onSent: () => void }) {
  const online = useOnline();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const file = chosen?.file ?? null;
  const preview = chosen?.preview ?? null;

  // The preview's object URL lives as long as it is shown.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  function choose(picked: File | undefined) {
    if (!picked) return;
    const check = checkProofFile(picked);
    if (!check.ok) {
      toaster.create({ type: "error", ...check.message });
      return;
    }
    setChosen({ file: picked, preview: URL.createObjectURL(picked) });
  }

  async function send() {
    if (!file) return;
    const check = checkProofFile(file);
    if (!check.ok) return;
    setProgress(0);
    try {
      await uploadPaymentProof(order.id, file, check, setProgress);
      toaster.create({ type: "success", title: PROOF_MESSAGES.sent });
      onSent();
    } catch (error) {
      console.error("No se pudo subir el comprobante", error);
      // The rules take a replacement at most a minute after the proof it replaces.
      const tooSoon = order.proof !== null && (error as { code?: unknown }).code === "storage/unauthorized";
      toaster.create({
        type: "error",
        title: PROOF_MESSAGES.uploadFailed.title,
        description:
          error instanceof OfflineError
            ? PROOF_NEEDS_CONNECTION
            : tooSoon
              ? PROOF_MESSAGES.replacedTooSoon
              : PROOF_MESSAGES.uploadFailed.description,
      });
      setProgress(null);
    }
  }

  const uploading = progress !== null;
  return (
    <StepPanel number={2} title="Envíanos tu comprobante">
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_FILES}
        hidden
        aria-label="Comprobante de pago"
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = "";
        }}
      />
      <NeedsConnection>{PROOF_NEEDS_CONNECTION}</NeedsConnection>
      {file ? (
        <Stack gap="4">
          <Flex
            bg="bg.muted"
            rounded="lg"
            overflow="hidden"
            justify="center"
            align="center"
            minH="32"
            maxH="96"
          >
            {/* Browsers other than Safari cannot draw HEIC: the file name stands in for it. */}
            {preview && !/heic|heif/i.test(file.type + file.name) ? (
              <Image src={preview} alt="Vista previa del comprobante" maxH="96" objectFit="contain" />
            ) : (
              <Text p="6" color="fg.muted" overflowWrap="anywhere">
                {file.name}
              </Text>
            )}
          </Flex>
          {uploading && (
            <Stack gap="1">
              <Box
                role="progressbar"
                aria-label="Subiendo comprobante"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progress}
                h="2"
                bg="bg.muted"
                rounded="full"
                overflow="hidden"
              >
                <Box h="full" w={`${progress}%`} bg="brand.solid" transition="width 120ms linear" />
              </Box>
              <Text fontSize="sm" color="fg.muted">
                Subiendo… {progress}%
              </Text>
            </Stack>
          )}
          <Stack gap="3" direction={{ base: "column-reverse", sm: "row" }}>
            <Button
              variant="outline"
              size="lg"
              flex={{ sm: "1" }}
              disabled={uploading}
              onClick={() => input.current?.click()}
            >
              Cambiar
            </Button>
            <Button
              colorPalette="brand"
              size="lg"
              flex={{ sm: "1" }}
              loading={uploading}
              loadingText="Enviando..."
              disabled={!online}
              onClick={send}
            >
              Confirmar y enviar
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Stack gap="3">
          <Text color="fg.muted">Una foto o captura de pantalla (JPG, PNG, WEBP o HEIC, hasta 10 MB).</Text>
          <Button variant="outline" size="lg" onClick={() => input.current?.click()}>
            <ImageUp />
            Elegir comprobante
          </Button>
        </Stack>
      )}
    </StepPanel>
  );
}

/** `onReplace`: the shopper may send another proof instead (while the order waits for payment). */
function ProofReceived({ order, onReplace }: { order: Order; onReplace?: () => void }) {
  return (
    <OrderPageShell title="Recibimos tu comprobante">
      <Stack align="center" mt="-4">
        <Box as={CheckCircle2} boxSize="12" color="green.700" aria-hidden />
      </Stack>
      <OrderStatus order={order} />
      <OrderPanel>
        <Text>
          Te contactaremos al WhatsApp <strong>{formatWhatsapp(order.customer.whatsapp)}</strong> el próximo
          día hábil para confirmar tu pedido y coordinar la entrega.
        </Text>
        <CopyRows rows={[{ label: "Número de pedido", value: order.orderNumber }]} />
      </OrderPanel>
      <Stack gap="3">
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/">Ver más collares</RouterLink>
        </Button>
        <Button asChild variant="outline" size="lg">
          <RouterLink to={`/orden-exitosa?orderId=${order.id}`}>Ver resumen del pedido</RouterLink>
        </Button>
        {onReplace && (
          <Button variant="ghost" size="lg" onClick={onReplace}>
            Reemplazar comprobante
          </Button>
        )}
      </Stack>
    </OrderPageShell>
  );
}
