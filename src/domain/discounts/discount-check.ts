/**
 * The checkDiscountCode callable's contract: one code, one cart, and the answer the checkout shows.
 * Rate-limited per address and per WhatsApp number, so the callable cannot be used to guess codes.
 */
import { z } from "zod";
import { checkoutInputSchema } from "../orders/checkout.schema.ts";
import type { DiscountRule } from "../orders/order-amounts.ts";
import type { RateLimit } from "../rate-limit.ts";
import { discountCodeInputSchema, type DiscountRefusal } from "./discount-code.ts";

const MINUTE_MS = 60_000;

/**
 * A shopper tries a code or two and maybe a typo; 20 tries in 10 minutes from one address (a
 * household, an office) and 10 for one number leave her room, and a script a few hundred guesses
 * a day.
 */
export const DISCOUNT_CHECK_LIMITS = {
  address: { limit: 20, windowMs: 10 * MINUTE_MS },
  whatsapp: { limit: 10, windowMs: 10 * MINUTE_MS },
} as const satisfies Record<string, RateLimit>;

export const DISCOUNT_CHECK_TOO_MANY =
  "Probaste demasiados códigos seguidos. Espera unos minutos e intenta de nuevo.";

export const discountCheckInputSchema = z.strictObject({
  code: discountCodeInputSchema,
  /** Optional: the shopper may try a code before typing her number (checkout checks it again). */
  whatsapp: checkoutInputSchema.shape.whatsapp.optional(),
  items: checkoutInputSchema.shape.items,
});
export type DiscountCheckInput = z.input<typeof discountCheckInputSchema>;

export type DiscountCheck =
  | { ok: true; code: string; rule: DiscountRule; amount: number }
  | { ok: false; reason: DiscountRefusal; message: string };
