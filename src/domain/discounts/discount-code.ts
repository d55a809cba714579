/**
 * Discount codes: the document the owner edits in "Descuentos", and the one decision whether a
 * code applies to a cart, used by the checkDiscountCode callable (the shopper's preview) and by
 * createOrder (truth). The discount itself is `discountAmount()` in orders/order-amounts.ts.
 *
 * Dates are Santiago calendar days ("2026-12-01"), both included: a code "del 1 al 3" works from
 * midnight on the 1st to the last second of the 3rd in Chile, whatever the server's clock zone.
 * A paused code answers like one that does not exist: pausing is how the owner withdraws a code
 * without losing its counters, and a shopper has nothing to wait for.
 */
import { z } from "zod";
import { santiagoWallClock } from "../locale.ts";
import { formatClp } from "../money.ts";
import { clpAmountSchema } from "../money.schema.ts";
import { discountAmount, discountRuleSchema, type DiscountRule } from "../orders/order-amounts.ts";

/** Letters, digits and dashes; 3 to 30 of them. Stored upper case, as the document's id. */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,29}$/;

/** What the shopper typed, as the shop stores codes: trimmed, upper case. */
export function normalizeDiscountCode(typed: string): string {
  return typed.trim().toUpperCase();
}

export const DISCOUNT_CODE_FORMAT_MESSAGE =
  "Un código tiene de 3 a 30 letras sin tilde, números o guiones, sin espacios.";

/** A code as a shopper sends it, read as the shop stores it. */
export const discountCodeInputSchema = z
  .string()
  .max(60, DISCOUNT_CODE_FORMAT_MESSAGE)
  .transform(normalizeDiscountCode)
  .pipe(z.string().regex(DISCOUNT_CODE_PATTERN, DISCOUNT_CODE_FORMAT_MESSAGE));

/** "2026-12-01": a Santiago calendar day. */
const dayKeySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** What the owner sets; `uses` and `revenue` are counted by the functions. */
export const discountCodeFieldsSchema = z.object({
  rule: discountRuleSchema,
  /** Pieces (before the discount) must add up to at least this; 0: no minimum. */
  minSubtotal: clpAmountSchema,
  startsOn: dayKeySchema.nullable(),
  endsOn: dayKeySchema.nullable(),
  /** Uses in total; null: no limit. */
  maxUses: z.number().int().min(1).nullable(),
  /** Uses per WhatsApp number; null: no limit. */
  maxUsesPerWhatsapp: z.number().int().min(1).nullable(),
  active: z.boolean(),
});
export type DiscountCodeFields = z.infer<typeof discountCodeFieldsSchema>;

export const discountCodeSchema = discountCodeFieldsSchema.extend({
  /** The code (the document's id). */
  id: z.string(),
  /** Orders that used it and were not cancelled or deleted since. */
  uses: z.number().int().min(0),
  /** The totals of those orders, in pesos. */
  revenue: z.number().int().min(0),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;
/** A code as stored; the code itself is the document's id. */
export type StoredDiscountCode = Omit<DiscountCode, "id">;

/** `discountCodes/{code}/uses/{numberKey}`: the orders a WhatsApp number placed with the code that still count. */
export const discountUseSchema = z.object({ orderIds: z.array(z.string().min(1)) });
export type DiscountUse = z.infer<typeof discountUseSchema>;

export const DISCOUNT_MESSAGES = {
  notFound: "Ese código no existe. Revisa cómo lo escribiste.",
  notStarted: (startsOn: string) => `Este código aún no empieza: vale desde el ${dayLabel(startsOn)}.`,
  expired: (endsOn: string) => `Este código venció el ${dayLabel(endsOn)}.`,
  minimum: (minSubtotal: number, piecesSubtotal: number) =>
    `Este código es para compras desde ${formatClp(minSubtotal)}. Agrega ${formatClp(
      minSubtotal - piecesSubtotal,
    )} más en piezas para usarlo.`,
  usedByNumber: "Ya usaste este código con este número de WhatsApp.",
  exhausted: "Este código ya no tiene usos disponibles.",
} as const;

export type DiscountRefusal =
  "notFound" | "notStarted" | "expired" | "minimum" | "usedByNumber" | "exhausted";

export type DiscountDecision =
  | { ok: true; code: string; rule: DiscountRule; amount: number }
  | { ok: false; reason: DiscountRefusal; message: string };

/** "01-12-2026", as the shop writes dates. */
function dayLabel(day: string): string {
  const [year, month, date] = day.split("-");
  return `${date}-${month}-${year}`;
}

/** Today in Santiago, as the code's dates are written. */
export function santiagoDay(now: Date): string {
  const { year, month, day } = santiagoWallClock(now);
  return `${year}-${month}-${day}`;
}

export interface DiscountCart {
  /** The pieces at the server's prices, before any discount. */
  piecesSubtotal: number;
  /** Orders this WhatsApp number placed with the code that still count. */
  usesByNumber: number;
  now: Date;
}

/**
 * Whether `code` (null: no such document) applies to the cart, and what it takes off; the first
 * refusal in the order a shopper can act on it: the code itself, its dates, the cart, her number,
 * and last the uses left to everyone.
 */
export function decideDiscount(code: DiscountCode | null, cart: DiscountCart): DiscountDecision {
  const refuse = (reason: DiscountRefusal, message: string): DiscountDecision => ({
    ok: false,
    reason,
    message,
  });
  if (!code || !code.active) return refuse("notFound", DISCOUNT_MESSAGES.notFound);
  const today = santiagoDay(cart.now);
  if (code.startsOn && today < code.startsOn)
    return refuse("notStarted", DISCOUNT_MESSAGES.notStarted(code.startsOn));
  if (code.endsOn && today > code.endsOn) return refuse("expired", DISCOUNT_MESSAGES.expired(code.endsOn));
  if (cart.piecesSubtotal < code.minSubtotal)
    return refuse("minimum", DISCOUNT_MESSAGES.minimum(code.minSubtotal, cart.piecesSubtotal));
  if (code.maxUsesPerWhatsapp !== null && cart.usesByNumber >= code.maxUsesPerWhatsapp)
    return refuse("usedByNumber", DISCOUNT_MESSAGES.usedByNumber);
  if (code.maxUses !== null && code.uses >= code.maxUses)
    return refuse("exhausted", DISCOUNT_MESSAGES.exhausted);
  return { ok: true, code: code.id, rule: code.rule, amount: discountAmount(cart.piecesSubtotal, code.rule) };
}
