/** What the createOrder function accepts; everything else is refused before any read or write. */
import { z } from "zod";
import { EMPTY_CART_MESSAGE, MAX_UNITS_PER_PRODUCT } from "./checkout-limits.ts";
import { CHECKOUT_MESSAGES, MAX_CHECKOUT_LINES, whatsappProblem } from "./checkout.ts";
import { PAYMENT_METHODS } from "./order.ts";
import { normalizeWhatsapp } from "../chile/whatsapp.ts";
import { discountCodeInputSchema } from "../discounts/discount-code.ts";

const addressPart = z.string().trim().min(1, CHECKOUT_MESSAGES.addressIncomplete.description).max(120);

export const checkoutDeliverySchema = z.discriminatedUnion(
  "type",
  [
    z.strictObject({ type: z.literal("pickup") }),
    z.strictObject({
      type: z.literal("shipping"),
      regionCode: z.string().regex(/^\d{2}$/, CHECKOUT_MESSAGES.addressIncomplete.description),
      comunaCode: z.string().regex(/^\d{4,5}$/, CHECKOUT_MESSAGES.addressIncomplete.description),
      street: addressPart,
      number: addressPart,
      apartment: z.string().trim().max(60).nullable().optional(),
    }),
  ],
  { error: CHECKOUT_MESSAGES.addressIncomplete.description },
);

export const checkoutInputSchema = z.strictObject({
  idempotencyKey: z.string().uuid(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  whatsapp: z
    .string()
    .max(30, CHECKOUT_MESSAGES.whatsappInvalid.description)
    // Parsed into E.164, the one form orders, limits and links use.
    .transform((typed, ctx) => {
      const number = normalizeWhatsapp(typed);
      if (number) return number;
      ctx.issues.push({
        code: "custom",
        message: (whatsappProblem(typed) ?? CHECKOUT_MESSAGES.whatsappInvalid).description,
        input: typed,
      });
      return z.NEVER;
    }),
  delivery: checkoutDeliverySchema,
  items: z
    .array(
      z.strictObject({
        productId: z.string().uuid(),
        quantity: z
          .number()
          .int()
          .min(1)
          .max(
            MAX_UNITS_PER_PRODUCT,
            `Puedes llevar hasta ${MAX_UNITS_PER_PRODUCT} unidades de cada pieza por pedido.`,
          ),
        name: z.string().trim().min(1).max(120),
      }),
    )
    .min(1, EMPTY_CART_MESSAGE)
    .max(MAX_CHECKOUT_LINES),
  /** As typed; the server reads it case-insensitively and decides again whether it applies. */
  discountCode: discountCodeInputSchema.optional(),
});
