/**
 * "¿Tienes un código de descuento?": whether one code applies to one cart, for the checkout's
 * preview. It reads the products' prices itself, like checkout, and decides with the same domain
 * function createOrder uses again when the order is placed (the preview promises nothing). Shoppers
 * cannot read the codes, so this is the only way to learn about one: each caller gets a few tries
 * per address and per number, and each call needs a fresh App Check token.
 */
import { createHash } from "node:crypto";
import { HttpsError, onCall } from "firebase-functions/v2/https";
import {
  DISCOUNT_CHECK_LIMITS,
  DISCOUNT_CHECK_TOO_MANY,
  discountCheckInputSchema,
  type DiscountCheckInput,
  type DiscountCheck,
} from "@domain/discounts/discount-check.ts";
import { decideDiscount } from "@domain/discounts/discount-code.ts";
import { COLLECTIONS } from "@domain/collections.ts";
import { mergeLines } from "@domain/orders/checkout.ts";
import { productSchema } from "@domain/catalog/product.schema.ts";
import { db } from "../firebase/app.ts";
import { readValidDocument } from "../firebase/documents.ts";
import { takeRateLimitedUse } from "../firebase/rate-limit.ts";
import {
  discountCodeRef,
  discountUseRef,
  readDiscountCode,
  readDiscountUse,
} from "../discounts/discount-uses.ts";
import { clientKey } from "./client-address.ts";
import { parseInput, refuseReplayedAppCheck, REPLAY_PROTECTED } from "./guards.ts";

const numberKey = (whatsapp: string) =>
  createHash("sha256").update(`discount-check:${whatsapp}`).digest("hex").slice(0, 32);

export const checkDiscountCode = onCall(REPLAY_PROTECTED, async (request): Promise<DiscountCheck> => {
  refuseReplayedAppCheck(request);
  const input: DiscountCheckInput = parseInput(discountCheckInputSchema, request.data);
  const keys = [
    {
      key: `discount-address-${clientKey(request.rawRequest, "discount")}`,
      limit: DISCOUNT_CHECK_LIMITS.address,
    },
    ...(input.whatsapp
      ? [{ key: `discount-whatsapp-${numberKey(input.whatsapp)}`, limit: DISCOUNT_CHECK_LIMITS.whatsapp }]
      : []),
  ];
  for (const { key, limit } of keys) {
    if (!(await takeRateLimitedUse(key, limit)))
      throw new HttpsError("resource-exhausted", DISCOUNT_CHECK_TOO_MANY);
  }

  const lines = mergeLines(input.items);
  // Without a number, no number's uses: createOrder counts them once she has typed it.
  const useRefs = input.whatsapp ? [discountUseRef(db, input.code, input.whatsapp)] : [];
  const [code, ...rest] = await db.getAll(
    discountCodeRef(db, input.code),
    ...useRefs,
    ...lines.map((line) => db.collection(COLLECTIONS.products).doc(line.productId)),
  );
  const use = rest.slice(0, useRefs.length)[0];
  const products = rest.slice(useRefs.length);
  // The server's prices; a piece that is gone adds nothing (checkout will say it is gone).
  const piecesSubtotal = lines.reduce((sum, line, index) => {
    const product = readValidDocument(productSchema, products[index]!);
    return sum + (product ? product.price * line.quantity : 0);
  }, 0);
  return decideDiscount(readDiscountCode(code!), {
    piecesSubtotal,
    usesByNumber: use ? readDiscountUse(use).length : 0,
    now: new Date(),
  });
});
