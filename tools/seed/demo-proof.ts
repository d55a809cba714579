/**
 * A proof of transfer like the screenshot a shopper's bank app gives, drawn for the demo orders
 * that have one, so the back office shows a real image in the order detail.
 */
import sharp from "sharp";
import { LOCALE, TIME_ZONE } from "@domain/locale.ts";
import { formatClp } from "@domain/money.ts";
import type { ShopSettings } from "@domain/settings/settings.ts";
import type { DemoOrder } from "./demo-orders.ts";

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c]!);

export async function demoProofImage(order: DemoOrder, bank: ShopSettings["bankTransfer"]): Promise<Buffer> {
  const at = order.proof?.uploadedAt ?? order.createdAt;
  const when = at.toLocaleString(LOCALE, {
    timeZone: TIME_ZONE,
    dateStyle: "long",
    timeStyle: "short",
  });
  const rows: [string, string][] = [
    ["Destinatario", bank.holderName],
    ["RUT", bank.taxId],
    ["Banco", bank.bank],
    ["Cuenta", `${bank.accountType} ${bank.accountNumber}`],
    ["Mensaje", order.orderNumber],
    ["Fecha", when],
    ["N° de operación", String(70_000_000 + Number(order.orderNumber.slice(-4)) * 7919)],
  ];
  const rowSvg = rows
    .map(
      ([label, value], i) =>
        `<text x="60" y="${560 + i * 90}" font-size="28" fill="#6b7280">${escapeXml(label)}</text>` +
        `<text x="60" y="${600 + i * 90}" font-size="34" fill="#111827">${escapeXml(value)}</text>`,
    )
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="1280" font-family="DejaVu Sans, sans-serif">
    <rect width="720" height="1280" fill="#f3f4f6"/>
    <rect x="30" y="40" width="660" height="1200" rx="28" fill="#ffffff"/>
    <circle cx="360" cy="190" r="70" fill="#16a34a"/>
    <path d="M325 190 l25 25 l50 -55" stroke="#fff" stroke-width="14" fill="none" stroke-linecap="round"/>
    <text x="360" y="330" font-size="36" text-anchor="middle" fill="#111827" font-weight="bold">Transferencia exitosa</text>
    <text x="360" y="420" font-size="64" text-anchor="middle" fill="#111827" font-weight="bold">${escapeXml(formatClp(order.totalAmount))}</text>
    <line x1="60" y1="480" x2="660" y2="480" stroke="#e5e7eb" stroke-width="2"/>
    ${rowSvg}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
