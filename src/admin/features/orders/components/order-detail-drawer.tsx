import {
  Box,
  Button,
  CloseButton,
  Drawer,
  Field,
  HStack,
  Image,
  Link,
  Portal,
  Stack,
  Text,
} from "@chakra-ui/react";
import { FileX, MessageCircle } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { formatWhatsapp, whatsappChatNumber } from "@domain/chile/whatsapp.ts";
import { fintocPaidWithLabel } from "@domain/orders/fintoc.ts";
import { formatOrderDate } from "@domain/orders/order-list.ts";
import { isHolding } from "@domain/orders/order-hold.ts";
import { courierLabel, trackingUrl, type Dispatch } from "@domain/orders/dispatch.ts";
import {
  ORDER_MESSAGE_LABELS,
  orderMessage,
  orderMessageKind,
  type MessageContext,
} from "@domain/orders/order-messages.ts";
import {
  formatShippingAddress,
  ORDER_STATUS_LABELS,
  statusesFor,
  type Order,
  type StatusChange,
} from "@domain/orders/order.ts";
import { whatsappLink } from "@domain/settings/settings.ts";
import { OrderItems } from "@/admin/components/order-items.tsx";
import { isProofReviewOverdue, REJECTED_PROOF_HOLD_HOURS } from "@domain/orders/payment-proof.ts";
import { proofUrl } from "@/lib/firebase/admin/orders.ts";
import { changeOrderStatus, rejectProof } from "../order-actions.ts";
import { DispatchForm } from "./dispatch-form.tsx";
import { OrderStatusSelect } from "./order-status-select.tsx";
import { DELIVERY_TYPE_LABELS } from "@domain/orders/order-labels.ts";

/**
 * One order in full: items, delivery, contact, the proof, and who changed its status when; its
 * stage and the message for the shopper at the bottom, within a thumb's reach on a phone.
 * `dispatching` opens it on the courier and tracking number that "Despachado" asks for.
 */
export function OrderDetailDrawer(props: {
  order: Order | null;
  /** What the WhatsApp messages are made with: the shop's address, the pickup comuna, the owner's wording. */
  messages: MessageContext;
  dispatching: boolean;
  onDispatching: (dispatching: boolean) => void;
  onClose: () => void;
}) {
  const { order, onClose } = props;
  return (
    <Drawer.Root
      // Nothing drawn until an order is first opened: the list redraws this with each answer.
      lazyMount
      open={order !== null}
      onOpenChange={(details) => !details.open && onClose()}
      placement={{ base: "bottom", md: "end" }}
      size={{ base: "full", md: "md" }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxH={{ base: "95dvh", md: "none" }} roundedTop={{ base: "xl", md: "none" }}>
            {order && (
              <OrderDetail
                order={order}
                messages={props.messages}
                dispatching={props.dispatching}
                onDispatching={props.onDispatching}
              />
            )}
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label="Cerrar detalle" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function OrderDetail({
  order,
  messages,
  dispatching,
  onDispatching,
}: {
  order: Order;
  messages: MessageContext;
  dispatching: boolean;
  onDispatching: (dispatching: boolean) => void;
}) {
  return (
    <>
      <Drawer.Header>
        <Stack gap="0">
          <Drawer.Title>Pedido {order.orderNumber}</Drawer.Title>
          <Text fontSize="sm" color="fg.muted">
            {formatOrderDate(order.createdAt)} · {ORDER_STATUS_LABELS[order.status]}
          </Text>
        </Stack>
      </Drawer.Header>
      <Drawer.Body>
        <Stack gap="6">
          <Section title="Productos">
            <OrderItems order={order} />
          </Section>
          <Section title="Contacto">
            <Text>{formatWhatsapp(order.customer.whatsapp)}</Text>
          </Section>
          <Section title="Entrega">
            <Text>
              {order.delivery.type === "pickup"
                ? DELIVERY_TYPE_LABELS.pickup
                : `${formatShippingAddress(order.delivery)}, ${order.delivery.comuna}, ${order.delivery.region}`}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              Pago:{" "}
              {order.fintoc
                ? [
                    "Fintoc",
                    FINTOC_OUTCOME_LABELS[order.fintoc.outcome ?? (order.fintoc.sessionId ? "open" : "none")],
                    fintocPaidWithLabel(order.fintoc)?.toLowerCase(),
                  ]
                    .filter(Boolean)
                    .join(" · ")
                : order.paymentMethod === "FINTOC_LINK"
                  ? "link de pago"
                  : "transferencia"}
            </Text>
            {order.dispatch && <Shipment dispatch={order.dispatch} />}
          </Section>
          <Section title="Comprobante">
            {order.proof ? (
              // Keyed by the file: a newer proof arriving mid-review closes the confirmation.
              <ProofToReview key={order.proof.path} order={order} proof={order.proof} />
            ) : (
              <Text color="fg.muted">
                Sin comprobante
                {order.proofRejectedAt && ` · rechazado el ${formatOrderDate(order.proofRejectedAt)}`}
                {isHolding(order) &&
                  order.holdUntil &&
                  ` · reservado hasta ${formatOrderDate(order.holdUntil)}`}
              </Text>
            )}
          </Section>
          <Section title="Historial">
            <Stack as="ol" gap="1" listStyleType="none">
              {order.statusHistory.map((change) => (
                <Text as="li" key={change.at.getTime()} fontSize="sm">
                  {formatOrderDate(change.at)} — {ORDER_STATUS_LABELS[change.to]}{" "}
                  <Text as="span" color="fg.muted">
                    ({changeAuthor(change)})
                  </Text>
                </Text>
              ))}
            </Stack>
          </Section>
        </Stack>
      </Drawer.Body>
      <Drawer.Footer borderTopWidth="1px" pb={{ base: "calc(env(safe-area-inset-bottom) + 1rem)", md: "4" }}>
        {dispatching ? (
          <Box w="full">
            <DispatchForm order={order} onClose={() => onDispatching(false)} />
          </Box>
        ) : (
          <StageActions order={order} messages={messages} onDispatch={() => onDispatching(true)} />
        )}
      </Drawer.Footer>
    </>
  );
}

/** The order's stage, changed here, and the WhatsApp message that fits it, prefilled. */
function StageActions(props: { order: Order; messages: MessageContext; onDispatch: () => void }) {
  const { order, onDispatch } = props;
  const [busy, setBusy] = useState(false);
  // The message that fits where the order stands, linking to the shopper's own order page.
  const message = orderMessage(order, props.messages);
  return (
    <Stack gap="3" w="full">
      <HStack gap="2" align="end">
        <Field.Root flex="1">
          <Field.Label>Estado del pedido</Field.Label>
          <OrderStatusSelect
            value={order.status}
            statuses={statusesFor(order.delivery)}
            disabled={busy}
            thumb
            onChange={async (status) => {
              if (status === "shipped") return onDispatch();
              setBusy(true);
              await changeOrderStatus([order.id], status);
              setBusy(false);
            }}
          />
        </Field.Root>
        {order.status === "shipped" && (
          <Button variant="outline" size={{ base: "lg", md: "md" }} onClick={onDispatch}>
            Corregir seguimiento
          </Button>
        )}
      </HStack>
      <Button asChild colorPalette="green" size="lg" w="full">
        <a
          href={whatsappLink(whatsappChatNumber(order.customer.whatsapp), message)}
          target="_blank"
          rel="noreferrer"
        >
          <MessageCircle />
          Escribir por WhatsApp
        </a>
      </Button>
      <Text fontSize="xs" color="fg.muted" mt="-1">
        Mensaje: {ORDER_MESSAGE_LABELS[orderMessageKind(order)]}. Puedes editarlo en WhatsApp antes de
        enviarlo.
      </Text>
    </Stack>
  );
}

/** The courier, the number and, for a courier the shop knows, its tracking page. */
function Shipment({ dispatch }: { dispatch: Dispatch }) {
  const url = trackingUrl(dispatch);
  return (
    <Text fontSize="sm">
      Despachado por {courierLabel(dispatch)} el {formatOrderDate(dispatch.at)} · N° {dispatch.trackingNumber}
      {url && (
        <>
          {" · "}
          <Link href={url} target="_blank" rel="noreferrer" color="brand.fg">
            Ver seguimiento
          </Link>
        </>
      )}
    </Text>
  );
}

const FINTOC_OUTCOME_LABELS = {
  none: "sin abrir el pago",
  open: "pago en curso",
  paid: "pagado",
  processing: "pago en proceso en el banco",
  failed: "último intento rechazado",
  expired: "sesión de pago vencida",
} as const;

function changeAuthor(change: StatusChange): string {
  if (change.reason === "hold-expired") return "sistema: reserva vencida sin pago";
  return change.by ?? "checkout";
}

/** The proof, when it came, until when it should be reviewed, and (while pending) its rejection. */
function ProofToReview({ order, proof }: { order: Order; proof: NonNullable<Order["proof"]> }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const overdue = isProofReviewOverdue(order, new Date());
  return (
    <>
      <Text fontSize="sm" color={overdue ? "orange.fg" : "fg.muted"}>
        Enviado el {formatOrderDate(proof.uploadedAt)}
        {order.status === "pending" &&
          proof.reviewBy &&
          (overdue
            ? ` · revisión atrasada desde el ${formatOrderDate(proof.reviewBy)}`
            : ` · revisar antes del ${formatOrderDate(proof.reviewBy)}`)}
      </Text>
      <ProofImage path={proof.path} />
      {order.status === "pending" &&
        (confirming ? (
          <Stack gap="2" borderWidth="1px" rounded="md" p="3">
            <Text fontSize="sm">
              ¿Rechazar el comprobante? El archivo se elimina, el pedido sigue reservado al menos{" "}
              {REJECTED_PROOF_HOLD_HOURS} horas más y el cliente verá que debe enviar otro.
            </Text>
            <HStack gap="2">
              <Button
                size={{ base: "lg", md: "sm" }}
                colorPalette="red"
                loading={busy}
                onClick={async () => {
                  setBusy(true);
                  if (!(await rejectProof(order.id, proof.path))) setBusy(false);
                }}
              >
                Sí, rechazar
              </Button>
              <Button
                size={{ base: "lg", md: "sm" }}
                variant="ghost"
                disabled={busy}
                onClick={() => setConfirming(false)}
              >
                Cancelar
              </Button>
            </HStack>
          </Stack>
        ) : (
          <Button
            size={{ base: "lg", md: "sm" }}
            variant="outline"
            alignSelf={{ base: "stretch", md: "start" }}
            onClick={() => setConfirming(true)}
          >
            <FileX />
            Rechazar comprobante
          </Button>
        ))}
    </>
  );
}

function ProofImage({ path }: { path: string }) {
  const [loaded, setLoaded] = useState<{ path: string; url: string | null } | null>(null);
  useEffect(() => {
    let current = true;
    proofUrl(path)
      .then((url) => current && setLoaded({ path, url }))
      .catch(() => current && setLoaded({ path, url: null }));
    return () => {
      current = false;
    };
  }, [path]);

  if (!loaded || loaded.path !== path) return <Text color="fg.muted">Cargando...</Text>;
  if (!loaded.url) return <Text color="fg.muted">No se pudo cargar el comprobante.</Text>;
  return (
    <a href={loaded.url} target="_blank" rel="noreferrer">
      <Image src={loaded.url} alt="Comprobante del pedido" maxH="80" rounded="md" borderWidth="1px" />
    </a>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section">
      <Text as="h3" fontWeight="600" mb="2">
        {title}
      </Text>
      <Stack gap="2">{children}</Stack>
    </Box>
  );
}
