/**
 * The owner hears of every order: a document in the `mail` collection per event, in the shape the
 * Firebase "Trigger Email from Firestore" extension sends (`to`, `message.subject`, `.text`, `.html`).
 * Each notice's id is derived from its event, and it is created in the same write as the event
 * itself (or with `create`), so a retried function never queues the same notice twice.
 */
import type { DocumentSnapshot, Transaction, WriteBatch } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { z } from "zod";
import { adminHref } from "@domain/admin-paths.ts";
import { COLLECTIONS } from "@domain/collections.ts";
import { formatClp } from "@domain/money.ts";
import { fintocPaidWithLabel } from "@domain/orders/fintoc.ts";
import { formatHoldTime } from "@domain/orders/order-hold.ts";
import { amountsRows, placedOrderAmounts } from "@domain/orders/order-amounts.ts";
import { formatShippingAddress, type Order } from "@domain/orders/order.ts";
import { noticeRecipientSchema } from "@domain/settings/settings.schema.ts";
import { whatsappLink } from "@domain/settings/settings.ts";
import { formatWhatsapp, whatsappChatNumber } from "@domain/chile/whatsapp.ts";
import { db } from "../firebase/app.ts";
import { readDocument } from "../firebase/documents.ts";
import type { MailMessage, StoredMail } from "@domain/mail-delivery.ts";

export type NoticeKind =
  "new-order" | "proof" | "fintoc-paid" | "fintoc-paid-late" | "fintoc-processing-overdue";

type NoticeOrder = Pick<
  Order,
  | "id"
  | "orderNumber"
  | "items"
  | "discount"
  | "shipping"
  | "totalAmount"
  | "delivery"
  | "customer"
  | "paymentMethod"
  | "status"
> &
  Partial<Pick<Order, "proof" | "fintoc">>;

const RECIPIENT_FIELDS = z.object({
  notifications: z.object({ orderEmails: z.array(z.string().catch("")) }).catch({ orderEmails: [] }),
});

/** The addresses in the back-office settings; any that are not well-formed are left out. */
export function noticeRecipients(backOffice: DocumentSnapshot): string[] {
  const emails = readDocument(RECIPIENT_FIELDS, backOffice)?.notifications.orderEmails ?? [];
  return [...new Set(emails.filter((email) => noticeRecipientSchema.safeParse(email).success))];
}

export function noticeRef(id: string) {
  return db.collection(COLLECTIONS.mail).doc(id);
}

/**
 * Stages the notice in `writer`; nothing (not even the message) when nobody is to hear of it. A
 * notice that cannot be composed (an order missing a field it shows) is logged and left out: it
 * must never cost the write of the event it reports, such as a shopper's payment proof.
 */
export function queueNotice(
  writer: Transaction | WriteBatch,
  id: string,
  recipients: string[],
  compose: () => MailMessage,
): void {
  if (recipients.length === 0) return;
  let message: MailMessage;
  try {
    message = compose();
  } catch (error) {
    logger.error("Aviso al dueño sin enviar: no se pudo componer", { id, error: String(error) });
    return;
  }
  // create: a second attempt at the same event fails the write instead of sending twice.
  writer.create(noticeRef(id), { to: recipients, message, createdAt: new Date() } satisfies StoredMail);
}

/**
 * Fintoc confirmed a payment that names no order the shop still has (deleted, or never made):
 * nothing changes in the shop, and the owner has to give the money back.
 */
export function orphanPaymentNotice(
  event: { id: string; data: { id: string; amount: number; currency: string } },
  orderId: string | null,
): MailMessage {
  const amount =
    event.data.currency.toUpperCase() === "CLP"
      ? formatClp(event.data.amount)
      : `${event.data.amount} ${event.data.currency}`;
  const subject = `Revisar: pago de Fintoc sin pedido · ${amount}`;
  const lines = [
    `Fintoc confirmó un pago de ${amount}, pero ${orderId ? `el pedido ${orderId} ya no existe en la tienda` : "no indica a qué pedido corresponde"}.`,
    "Nada cambió en la tienda. Revisa el pago en el panel de Fintoc y devuélvelo si corresponde.",
    "",
    `Evento de Fintoc: ${event.id}`,
    `Pago (sesión o intento): ${event.data.id}`,
  ];
  const html = `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">${lines
    .filter((line) => line !== "")
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join("")}</body></html>`;
  return { subject, text: lines.join("\n"), html };
}

const LEADS: Record<NoticeKind, (order: NoticeOrder) => string> = {
  "new-order": (order) =>
    `Llegó un pedido nuevo por ${formatClp(order.totalAmount)}. ` +
    (order.paymentMethod === "FINTOC_LINK"
      ? "El cliente eligió pagar con el link de pago."
      : "El cliente eligió pagar por transferencia directa."),
  proof: (order) =>
    "El cliente envió un comprobante de pago. Revísalo en la administración" +
    (order.proof?.reviewBy ? ` antes del ${formatHoldTime(order.proof.reviewBy)}` : "") +
    ": marca el pedido como «Pago verificado» cuando el dinero esté en la cuenta, o rechaza el comprobante si no llegó. " +
    "Las piezas siguen reservadas mientras tanto. Si el cliente envía otros comprobantes en las próximas 6 horas, no te avisaremos de nuevo.",
  "fintoc-paid": () =>
    "Fintoc confirmó el pago y el pedido quedó en «Pago verificado». Coordina la entrega con el cliente.",
  "fintoc-paid-late": (order) =>
    `Fintoc confirmó un pago para este pedido, pero estaba ${order.status === "cancelled" ? "cancelado" : "ya verificado"}: su estado no cambió. Revisa si quedan las piezas o devuelve el pago.`,
  "fintoc-processing-overdue": () =>
    "El pago con Fintoc de este pedido lleva más de 72 horas en proceso en el banco, y Fintoc no ha dicho si llegó. " +
    "Revisa el pago en el panel de Fintoc: si llegó, marca el pedido como «Pago verificado»; si no, cancélalo para que las piezas vuelvan a la tienda. " +
    "Mientras tanto, las piezas siguen reservadas.",
};

const SUBJECTS: Record<NoticeKind, (order: NoticeOrder) => string> = {
  "new-order": (order) => `Nuevo pedido ${order.orderNumber} · ${formatClp(order.totalAmount)}`,
  proof: (order) => `Comprobante recibido · ${order.orderNumber}`,
  "fintoc-paid": (order) => `Pago confirmado por Fintoc · ${order.orderNumber}`,
  "fintoc-paid-late": (order) => `Revisar: pago de Fintoc para ${order.orderNumber}`,
  "fintoc-processing-overdue": (order) =>
    `Revisar: pago de Fintoc en proceso hace 72 horas · ${order.orderNumber}`,
};

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

function deliveryLine(order: NoticeOrder): string {
  const { delivery } = order;
  if (delivery.type === "pickup") return "Retiro en tienda";
  return `Envío a ${formatShippingAddress(delivery)}, ${delivery.comuna}, ${delivery.region}`;
}

export function ownerNotice(kind: NoticeKind, order: NoticeOrder, shopUrl: string): MailMessage {
  const subject = SUBJECTS[kind](order);
  const lead = LEADS[kind](order);
  const chat = whatsappLink(
    whatsappChatNumber(order.customer.whatsapp),
    `Hola, te escribimos por tu pedido ${order.orderNumber}.`,
  );
  const backOffice = `${shopUrl}${adminHref("orders", { pedido: order.id })}`;
  const whatsapp = formatWhatsapp(order.customer.whatsapp);
  const items = order.items.map((item) => `${item.quantity} × ${item.name}: ${formatClp(item.subtotal)}`);
  // Card or bank transfer, once Fintoc's event has said which.
  const paidWith = fintocPaidWithLabel(order.fintoc ?? null);
  // Subtotal, discount, shipping and total, as the shopper's pages show them.
  const amounts = amountsRows(placedOrderAmounts(order), order.discount?.code ?? null);

  const text = [
    lead,
    "",
    `Pedido: ${order.orderNumber}`,
    ...items.map((line) => `  · ${line}`),
    ...amounts.map((line) => `${line.label}: ${line.value}`),
    `Entrega: ${deliveryLine(order)}`,
    `WhatsApp del cliente: ${whatsapp} — ${chat}`,
    ...(paidWith ? [`Pagado con: ${paidWith}`] : []),
    "",
    `Ver el pedido en la administración: ${backOffice}`,
  ].join("\n");

  const row = (label: string, value: string) =>
    `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${value}</td></tr>`;
  const html = `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">
<p>${escapeHtml(lead)}</p>
<table role="presentation" style="border-collapse:collapse">
${row("Pedido", `<strong>${escapeHtml(order.orderNumber)}</strong>`)}
${row("Productos", items.map(escapeHtml).join("<br>"))}
${amounts
  .map((line) =>
    row(
      line.label,
      line.kind === "total" ? `<strong>${escapeHtml(line.value)}</strong>` : escapeHtml(line.value),
    ),
  )
  .join("\n")}
${row("Entrega", escapeHtml(deliveryLine(order)))}
${row("WhatsApp", `<a href="${escapeHtml(chat)}">${escapeHtml(whatsapp)}</a>`)}
${paidWith ? row("Pagado con", escapeHtml(paidWith)) : ""}
</table>
<p><a href="${escapeHtml(backOffice)}" style="display:inline-block;padding:10px 16px;background:#5b3a29;color:#fff;text-decoration:none;border-radius:6px">Ver el pedido en la administración</a></p>
</body></html>`;

  return { subject, text, html };
}
