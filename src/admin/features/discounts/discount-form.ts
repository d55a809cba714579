/**
 * The "Descuentos" form: a code's fields as the owner types them (pesos with dots, empty boxes for
 * "sin límite"), checked here with Spanish messages under each field, and turned into the fields
 * the rules and the domain read (discount-code.ts).
 */
import {
  DISCOUNT_CODE_FORMAT_MESSAGE,
  DISCOUNT_CODE_PATTERN,
  normalizeDiscountCode,
  type DiscountCode,
  type DiscountCodeFields,
} from "@domain/discounts/discount-code.ts";
import { formatClpInput, MAX_CLP_AMOUNT, parseClpInput } from "@domain/money.ts";
import { MAX_DISCOUNT_PERCENT } from "@domain/orders/order-amounts.ts";

export interface DiscountForm {
  code: string;
  kind: "percent" | "amount";
  /** The percentage ("15") or the pesos ("5.000"). */
  value: string;
  minSubtotal: string;
  startsOn: string;
  endsOn: string;
  maxUses: string;
  maxUsesPerWhatsapp: string;
  active: boolean;
}

export type DiscountFormErrors = Partial<Record<keyof DiscountForm, string>>;

export const EMPTY_DISCOUNT_FORM: DiscountForm = {
  code: "",
  kind: "percent",
  value: "",
  minSubtotal: "",
  startsOn: "",
  endsOn: "",
  maxUses: "",
  maxUsesPerWhatsapp: "1",
  active: true,
};

/** Most uses a limit may name (the rules' bound). */
const MAX_USES = 1_000_000;

export const DISCOUNT_FORM_MESSAGES = {
  codeRequired: "Escribe el código que usarán tus clientas.",
  codeFormat: DISCOUNT_CODE_FORMAT_MESSAGE,
  codeTaken: (code: string) => `Ya existe el código ${code}. Elige otro o edita ese.`,
  percent: `Escribe un porcentaje entero entre 1 y ${MAX_DISCOUNT_PERCENT}.`,
  amount: "Escribe un monto en pesos mayor que $0.",
  minSubtotal: "Escribe un monto en pesos, o déjalo vacío si no hay mínimo.",
  endsBeforeStart: "La fecha de término no puede ser anterior a la de inicio.",
  uses: "Escribe un número entero mayor que 0, o déjalo vacío para no poner límite.",
} as const;

export function discountFormOf(code: DiscountCode): DiscountForm {
  return {
    code: code.id,
    kind: code.rule.kind,
    value:
      code.rule.kind === "percent" ? String(code.rule.percent) : formatClpInput(String(code.rule.amount)),
    minSubtotal: code.minSubtotal > 0 ? formatClpInput(String(code.minSubtotal)) : "",
    startsOn: code.startsOn ?? "",
    endsOn: code.endsOn ?? "",
    maxUses: code.maxUses === null ? "" : String(code.maxUses),
    maxUsesPerWhatsapp: code.maxUsesPerWhatsapp === null ? "" : String(code.maxUsesPerWhatsapp),
    active: code.active,
  };
}

/** A whole count, or null for an empty box; NaN when typed wrong. */
function parseCount(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return /^\d+$/.test(trimmed) && Number(trimmed) >= 1 && Number(trimmed) <= MAX_USES ? Number(trimmed) : NaN;
}

const isPesos = (text: string) => /^[\d.\s$]+$/.test(text.trim()) && /\d/.test(text);

/**
 * The code and its fields, or the errors to show. `taken`: the codes that exist already (a new
 * code may not reuse one; an edited code keeps its own).
 */
export function readDiscountForm(
  form: DiscountForm,
  taken: ReadonlySet<string>,
): { ok: true; code: string; fields: DiscountCodeFields } | { ok: false; errors: DiscountFormErrors } {
  const errors: DiscountFormErrors = {};
  const code = normalizeDiscountCode(form.code);
  if (code === "") errors.code = DISCOUNT_FORM_MESSAGES.codeRequired;
  else if (!DISCOUNT_CODE_PATTERN.test(code)) errors.code = DISCOUNT_FORM_MESSAGES.codeFormat;
  else if (taken.has(code)) errors.code = DISCOUNT_FORM_MESSAGES.codeTaken(code);

  let rule: DiscountCodeFields["rule"] | undefined;
  if (form.kind === "percent") {
    const percent = Number(form.value.trim().replace("%", "").trim());
    if (/^\s*\d+\s*%?\s*$/.test(form.value) && percent >= 1 && percent <= MAX_DISCOUNT_PERCENT)
      rule = { kind: "percent", percent };
    else errors.value = DISCOUNT_FORM_MESSAGES.percent;
  } else {
    const amount = isPesos(form.value) ? parseClpInput(form.value) : NaN;
    if (amount >= 1 && amount <= MAX_CLP_AMOUNT) rule = { kind: "amount", amount };
    else errors.value = DISCOUNT_FORM_MESSAGES.amount;
  }

  const minSubtotal =
    form.minSubtotal.trim() === "" ? 0 : isPesos(form.minSubtotal) ? parseClpInput(form.minSubtotal) : NaN;
  if (!(minSubtotal >= 0 && minSubtotal <= MAX_CLP_AMOUNT))
    errors.minSubtotal = DISCOUNT_FORM_MESSAGES.minSubtotal;

  const startsOn = form.startsOn || null;
  const endsOn = form.endsOn || null;
  if (startsOn && endsOn && endsOn < startsOn) errors.endsOn = DISCOUNT_FORM_MESSAGES.endsBeforeStart;

  const maxUses = parseCount(form.maxUses);
  if (Number.isNaN(maxUses)) errors.maxUses = DISCOUNT_FORM_MESSAGES.uses;
  const maxUsesPerWhatsapp = parseCount(form.maxUsesPerWhatsapp);
  if (Number.isNaN(maxUsesPerWhatsapp)) errors.maxUsesPerWhatsapp = DISCOUNT_FORM_MESSAGES.uses;

  if (Object.keys(errors).length > 0 || !rule) return { ok: false, errors };
  return {
    ok: true,
    code,
    fields: { rule, minSubtotal, startsOn, endsOn, maxUses, maxUsesPerWhatsapp, active: form.active },
  };
}
