/**
 * The settings form: every field of both settings documents as a text box, and back. Numbers are
 * typed as text (a comma works as decimal point) and checked, like everything else, by the
 * settings schemas, whose Spanish messages are shown under each field. The public and the
 * admin-only documents have no key in common, so one form edits them as one object.
 */
import { FINTOC_METHOD_LABELS, FINTOC_METHODS } from "@domain/orders/fintoc.ts";
import { ANALYSIS_SETTING_LABELS } from "@domain/analytics/usage-alerts.ts";
import {
  MESSAGE_PLACEHOLDERS,
  ORDER_MESSAGE_KINDS,
  ORDER_MESSAGE_LABELS,
  ORDER_MESSAGES,
  type OrderMessageKind,
} from "@domain/orders/order-messages.ts";
import { backOfficeSettingsSchema, shopSettingsSchema } from "@domain/settings/settings.schema.ts";
import type { BackOfficeSettings, ShopSettings } from "@domain/settings/settings.ts";
import { CHILE_REGIONS } from "@domain/chile/regions.ts";
import { MAX_CLP_AMOUNT } from "@domain/money.ts";
import type { ShippingRate } from "@domain/orders/order-amounts.ts";
import {
  DEFAULT_SHIPPING_SETTINGS,
  shippingRateFor,
  shippingSettingsSchema,
  type ShippingSettings,
} from "@domain/settings/shipping-settings.ts";
import { sharedWords } from "@/i18n/shared-words.ts";

/** What the form edits: the public settings and the back office's. */
export interface AllSettings {
  shop: ShopSettings;
  backOffice: BackOfficeSettings;
}

const formSchema = shopSettingsSchema.extend(backOfficeSettingsSchema.shape);

export type FieldKind = "text" | "long" | "email" | "emails" | "url" | "integer" | "decimal" | "choices";

export interface SettingsField {
  /** Dotted path in the settings document: "bankTransfer.accountNumber". */
  path: string;
  label: string;
  kind: FieldKind;
  help?: string;
  /** A "choices" field's checkboxes; its value is the checked ones, in this order, joined by commas. */
  options?: { value: string; label: string }[];
}

const FINTOC_METHOD_CHOICES = {
  card: "Tarjetas de débito y crédito",
  bank_transfer: FINTOC_METHOD_LABELS.bank_transfer,
};

export const SETTINGS_SECTIONS: { title: string; fields: SettingsField[] }[] = [
  {
    title: "Tienda y contacto",
    fields: [
      { path: "shopName", label: "Nombre de la tienda", kind: "text" },
      { path: "tagline", label: "Frase de la marca", kind: "text" },
      { path: "contact.email", label: "Email de contacto", kind: "email" },
      {
        path: "contact.whatsapp",
        label: "WhatsApp",
        kind: "text",
        help: "Solo dígitos, con código de país: 56912345678",
      },
      { path: "contact.instagram", label: "Instagram", kind: "text", help: "Sin @" },
    ],
  },
  {
    title: sharedWords.bankTransfer.title,
    fields: [
      { path: "bankTransfer.holderName", label: sharedWords.bankTransfer.holderName, kind: "text" },
      { path: "bankTransfer.taxId", label: sharedWords.bankTransfer.taxId, kind: "text" },
      { path: "bankTransfer.bank", label: sharedWords.bankTransfer.bank, kind: "text" },
      { path: "bankTransfer.accountType", label: sharedWords.bankTransfer.accountType, kind: "text" },
      { path: "bankTransfer.accountNumber", label: sharedWords.bankTransfer.accountNumber, kind: "text" },
      { path: "bankTransfer.email", label: "Email para comprobantes", kind: "email" },
      {
        path: "paymentLinkBaseUrl",
        label: "Link de pago (base)",
        kind: "url",
        help: "El total del pedido se agrega al final: https://…/pagar/34990",
      },
    ],
  },
  {
    title: "Pago con Fintoc",
    fields: [
      {
        path: "fintocMethods",
        label: "Medios que acepta tu cuenta de Fintoc",
        kind: "choices",
        options: FINTOC_METHODS.map((value) => ({ value, label: FINTOC_METHOD_CHOICES[value] })),
        help: "El botón de pago de la tienda los nombra, y Fintoc ofrece solo esos al pagar. Marca al menos uno.",
      },
    ],
  },
  {
    title: "Retiro y políticas",
    fields: [
      { path: "pickup.comuna", label: "Comuna de retiro", kind: "text" },
      { path: "pickup.details", label: "Detalle del retiro", kind: "long" },
      { path: "policies.returnsDays", label: "Días para cambios y devoluciones", kind: "integer" },
      { path: "policies.warrantyMonths", label: "Meses de garantía", kind: "integer" },
      { path: "policies.lengthNote", label: "Nota sobre el largo", kind: "long" },
      { path: "policies.care", label: "Cuidados", kind: "long" },
      { path: "policies.shipping", label: "Envío y retiro", kind: "long" },
      { path: "policies.returns", label: "Cambios y devoluciones", kind: "long" },
      { path: "policies.warranty", label: "Garantía", kind: "long" },
    ],
  },
  {
    title: "Pedidos",
    fields: [
      {
        path: "orders.holdHours",
        label: "Reserva de un pedido sin pago (horas)",
        kind: "integer",
        help: "Pasado este plazo sin comprobante, el pedido se cancela y las piezas vuelven al stock.",
      },
      {
        path: "orders.proofReviewHours",
        label: "Plazo para revisar un comprobante (horas)",
        kind: "integer",
        help: "Un pedido con comprobante conserva sus piezas hasta que lo revises. Pasado este plazo, la lista de pedidos lo marca como «Revisión atrasada».",
      },
      {
        path: "notifications.orderEmails",
        label: "Correos para avisos de pedidos",
        kind: "emails",
        help: "Separados por comas. Reciben un correo por cada pedido nuevo, comprobante (a lo más uno cada 6 horas por pedido) y pago con Fintoc. Vacío: nadie.",
      },
    ],
  },
  {
    title: "Mensajes de WhatsApp",
    fields: ORDER_MESSAGE_KINDS.map((kind) => ({
      path: `messages.${kind}`,
      label: ORDER_MESSAGE_LABELS[kind],
      kind: "long",
      help: `Datos que puedes usar: ${MESSAGE_PLACEHOLDERS[kind].allowed.map((name) => `{${name}}`).join(", ")}. Vacío: vuelve al texto original.`,
    })),
  },
  {
    title: "Asesoría de color",
    fields: [
      { path: "analysis.hourlyThreshold", label: ANALYSIS_SETTING_LABELS.hourlyThreshold, kind: "integer" },
      { path: "analysis.dailyThreshold", label: ANALYSIS_SETTING_LABELS.dailyThreshold, kind: "integer" },
      {
        path: "analysis.costPerAnalysisUsd",
        label: ANALYSIS_SETTING_LABELS.costPerAnalysisUsd,
        kind: "decimal",
      },
      { path: "analysis.usdToClp", label: ANALYSIS_SETTING_LABELS.usdToClp, kind: "decimal" },
      {
        path: "analysis.monthlyFreeCreditClp",
        label: ANALYSIS_SETTING_LABELS.monthlyFreeCreditClp,
        kind: "decimal",
      },
      {
        path: "analysis.dailyBudgetClp",
        label: ANALYSIS_SETTING_LABELS.dailyBudgetClp,
        kind: "decimal",
        help: "Alcanzado el presupuesto del día, responde el análisis básico (gratis) hasta medianoche.",
      },
    ],
  },
];

const ALL_FIELDS = SETTINGS_SECTIONS.flatMap((section) => section.fields);

export type SettingsValues = Record<string, string>;

function valueAt(source: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], source);
}

export function settingsToValues({ shop, backOffice }: Partial<AllSettings>): SettingsValues {
  // A message the owner never changed shows its original wording, for her to edit.
  const merged = { ...shop, ...backOffice, messages: { ...ORDER_MESSAGES, ...backOffice?.messages } };
  return Object.fromEntries(
    ALL_FIELDS.map((field) => {
      const value = valueAt(merged, field.path);
      return [field.path, Array.isArray(value) ? value.join(", ") : String(value ?? "")];
    }),
  );
}

/** "a@x.cl, b@x.cl" or one per line: the addresses (or checked choices), in order, without blanks. */
function parseList(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter((address) => address !== "");
}

function parseNumber(text: string): number | string {
  const normalised = text.trim().replace(",", ".");
  return normalised !== "" && Number.isFinite(Number(normalised)) ? Number(normalised) : text;
}

/** The settings the form describes, or the message of each field that is wrong. */
export function valuesToSettings(
  values: SettingsValues,
  shippingDraft: ShippingDraft,
): { ok: true; settings: AllSettings } | { ok: false; errors: Record<string, string> } {
  const shipping = draftToShipping(shippingDraft);
  const draft: Record<string, unknown> = { shipping: shipping.ok ? shipping.shipping : undefined };
  for (const field of ALL_FIELDS) {
    const keys = field.path.split(".");
    let target = draft;
    for (const key of keys.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
    const text = values[field.path] ?? "";
    target[keys.at(-1)!] =
      field.kind === "integer" || field.kind === "decimal"
        ? parseNumber(text)
        : field.kind === "emails" || field.kind === "choices"
          ? parseList(text)
          : text.trim();
  }
  draft.messages = ownWording(draft.messages as Record<OrderMessageKind, string>);
  const parsed = formSchema.safeParse(draft);
  if (parsed.success && shipping.ok) {
    const { analysis, orders, notifications, messages, ...shop } = parsed.data;
    return { ok: true, settings: { shop, backOffice: { analysis, orders, notifications, messages } } };
  }
  const errors: Record<string, string> = shipping.ok ? {} : { ...shipping.errors };
  for (const issue of parsed.error?.issues ?? []) {
    // A list's issue points into it ("notifications.orderEmails.1"): it belongs to the list's field.
    const path = issue.path.filter((key) => typeof key === "string").join(".");
    errors[path] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The messages whose wording the owner changed: an empty one, or the original, is not stored. */
function ownWording(messages: Record<OrderMessageKind, string>): Partial<Record<OrderMessageKind, string>> {
  return Object.fromEntries(
    Object.entries(messages).filter(
      ([kind, wording]) => wording !== "" && wording !== ORDER_MESSAGES[kind as OrderMessageKind],
    ),
  );
}

/** One rate as the "Envíos" section edits it: "Por pagar", or a price typed as text. */
export interface RateDraft {
  onDelivery: boolean;
  amount: string;
}

/** The "Envíos" section: every región's rate, the comunas that differ, and the threshold. */
export interface ShippingDraft {
  /** By región code, all 16. */
  regions: Record<string, RateDraft>;
  /** In the order the owner added them; `code` is "" until she picks the comuna. */
  comunas: { code: string; rate: RateDraft }[];
  freeShippingFrom: string;
}

const rateDraft = (rate: ShippingRate | undefined): RateDraft =>
  rate?.kind === "price"
    ? { onDelivery: false, amount: String(rate.amount) }
    : { onDelivery: true, amount: "" };

export function shippingToDraft(shipping: ShippingSettings | undefined): ShippingDraft {
  const settings = shipping ?? DEFAULT_SHIPPING_SETTINGS;
  return {
    regions: Object.fromEntries(
      CHILE_REGIONS.map((region) => [region.code, rateDraft(shippingRateFor(settings, region.code, ""))]),
    ),
    comunas: Object.entries(settings.comunas).map(([code, rate]) => ({ code, rate: rateDraft(rate) })),
    freeShippingFrom: settings.freeShippingFrom === null ? "" : String(settings.freeShippingFrom),
  };
}

/** "$3.990", "3.990" or "3990": whole pesos, or the text as typed (the schema then refuses it). */
function parsePesos(text: string): number | string {
  const digits = text.replace(/[$\s.]/g, "");
  return /^\d{1,9}$/.test(digits) ? Number(digits) : text;
}

const PRICE_PROBLEM = "Escribe el precio en pesos, sin decimales (ej. 3990), o marca «Por pagar»";

/**
 * The shipping settings a draft describes, or what is wrong with each rate, keyed as the form's
 * errors are: "shipping.regions.13", "shipping.comunas.0", "shipping.freeShippingFrom".
 */
export function draftToShipping(
  draft: ShippingDraft,
): { ok: true; shipping: ShippingSettings } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const rate = (value: RateDraft, key: string): ShippingRate | undefined => {
    if (value.onDelivery) return { kind: "on-delivery" };
    const amount = parsePesos(value.amount);
    if (typeof amount === "number" && amount <= MAX_CLP_AMOUNT) return { kind: "price", amount };
    errors[key] = PRICE_PROBLEM;
    return undefined;
  };
  const regions: Record<string, ShippingRate> = {};
  for (const [code, value] of Object.entries(draft.regions)) {
    const parsed = rate(value, `shipping.regions.${code}`);
    // "Por pagar" is what a región without a rate is: only prices are stored.
    if (parsed?.kind === "price") regions[code] = parsed;
  }
  const comunas: Record<string, ShippingRate> = {};
  draft.comunas.forEach((exception, index) => {
    const key = `shipping.comunas.${index}`;
    if (exception.code === "") errors[key] = "Elige la comuna o quita la excepción";
    else if (exception.code in comunas) errors[key] = "Esta comuna ya tiene su excepción";
    const parsed = rate(exception.rate, key);
    if (parsed && !errors[key]) comunas[exception.code] = parsed;
  });
  const threshold = draft.freeShippingFrom.trim();
  const parsed = shippingSettingsSchema.shape.freeShippingFrom.safeParse(
    threshold === "" ? null : parsePesos(threshold),
  );
  if (!parsed.success) errors["shipping.freeShippingFrom"] = parsed.error.issues[0]!.message;
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, shipping: { regions, comunas, freeShippingFrom: parsed.data } };
}
