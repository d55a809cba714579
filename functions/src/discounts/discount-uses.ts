/**
 * Where a discount code's uses live, and how an order gives its use back. The code's document
 * counts `uses` (and the `revenue` of those orders) for the limit and the analytics; under it, one
 * document per WhatsApp number lists the orders that number placed with the code. An order gives
 * its use back only if it is still on that list, and leaves it in the same commit, so a cancel
 * after an expiry, two cancels, or a cancel then a delete give it back once. Each takes the
 * Firestore instance, as the hold sweep does, so tests run the same code.
 */
import { createHash } from "node:crypto";
import type { DocumentSnapshot, Firestore, Transaction } from "firebase-admin/firestore";
import { z } from "zod";
import { COLLECTIONS, DISCOUNT_USES_SUBCOLLECTION } from "@domain/collections.ts";
import {
  discountCodeSchema,
  type DiscountCode,
  type DiscountUse,
  type StoredDiscountCode,
} from "@domain/discounts/discount-code.ts";
import { orderSchema } from "@domain/orders/order.ts";
import { readDocument, readValidDocument } from "../firebase/documents.ts";

export const discountCodeRef = (db: Firestore, code: string) =>
  db.collection(COLLECTIONS.discountCodes).doc(code);

/** A number's key: hashed, like the checkout limits' keys, so no number is stored in the clear. */
export function discountUseRef(db: Firestore, code: string, whatsapp: string) {
  const key = createHash("sha256").update(`discount:${whatsapp}`).digest("hex").slice(0, 32);
  return discountCodeRef(db, code).collection(DISCOUNT_USES_SUBCOLLECTION).doc(key);
}

const discountCountersFields = discountCodeSchema.pick({ uses: true, revenue: true });

export const discountUseFields = z.object({ orderIds: z.array(z.string()).catch([]) });

/** The code as the decision reads it; one the shop cannot read counts as missing. */
export function readDiscountCode(snapshot: DocumentSnapshot): DiscountCode | null {
  return readValidDocument(discountCodeSchema, snapshot) ?? null;
}

/** The orders a number placed with the code that still count. */
export function readDiscountUse(snapshot: DocumentSnapshot): string[] {
  return readDocument(discountUseFields, snapshot)?.orderIds ?? [];
}

/** What giving a use back reads of an order. */
export const discountedOrderFields = orderSchema.pick({ discount: true, customer: true, totalAmount: true });
type DiscountedOrder = z.output<typeof discountedOrderFields>;

/**
 * Reads, inside `transaction`, whether the order still holds a use of its code, and returns what
 * to write to give it back (call it after every read of the transaction): nothing if it holds none.
 */
export async function prepareDiscountReturn(
  db: Firestore,
  transaction: Transaction,
  orderId: string,
  order: DiscountedOrder,
): Promise<(transaction: Transaction) => void> {
  if (!order.discount) return () => {};
  const useRef = discountUseRef(db, order.discount.code, order.customer.whatsapp);
  const codeRef = discountCodeRef(db, order.discount.code);
  const [use, code] = await transaction.getAll(useRef, codeRef);
  const orderIds = readDiscountUse(use!);
  if (!orderIds.includes(orderId)) return () => {};
  // Plain values read in this transaction, not FieldValue transforms: the hold sweep runs with
  // whichever Firestore instance it is given (see expire-holds).
  const counters = readValidDocument(discountCountersFields, code!);
  return (writer) => {
    writer.update(useRef, { orderIds: orderIds.filter((id) => id !== orderId) } satisfies DiscountUse);
    // A code deleted since has nothing left to count.
    if (counters) {
      writer.update(codeRef, {
        uses: Math.max(0, counters.uses - 1),
        revenue: Math.max(0, counters.revenue - order.totalAmount),
      } satisfies Partial<StoredDiscountCode>);
    }
  };
}
