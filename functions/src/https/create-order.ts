/**
 * Checkout. One transaction re-reads every product, takes the units (stock is held from here; see
 * the stock-accounting module), takes the day's next order number and writes the order — or, if
 * any line cannot be served, writes nothing at all. The order's id is the client's idempotency
 * key, so a retried request finds its order instead of creating a second one.
 */
import { FieldValue, type DocumentReference } from "firebase-admin/firestore";
import { HttpsError, onCall } from "firebase-functions/v2/https";
import {
  CHECKOUT_MESSAGES,
  planOrder,
  resolveDelivery,
  whatsappDigits,
} from "../../../src/domain/checkout.ts";
import { checkoutInputSchema } from "../../../src/domain/checkout.schema.ts";
import { COLLECTIONS } from "../../../src/domain/collections.ts";
import { formatOrderNumber, orderDayKey, type StatusChange } from "../../../src/domain/order.ts";
import { productSchema } from "../../../src/domain/product.schema.ts";
import type { Product } from "../../../src/domain/product.ts";
import { db } from "../firebase/app.ts";
import { toDates } from "../firebase/timestamps.ts";
import { parseInput } from "./guards.ts";

export interface CreateOrderResult {
  orderId: string;
  orderNumber: string;
  totalAmount: number;
}

function readProduct(snapshot: FirebaseFirestore.DocumentSnapshot): Product | undefined {
  if (!snapshot.exists) return undefined;
  const parsed = productSchema.safeParse({ ...(toDates(snapshot.data()) as object), id: snapshot.id });
  return parsed.success ? parsed.data : undefined;
}

// Every checkout of a day reads and writes that day's counter. A burst of them queues on it (the
// emulator's lock manager is slower at this than Firestore), so give a checkout time to wait.
export const createOrder = onCall({ timeoutSeconds: 300 }, async (request): Promise<CreateOrderResult> => {
  const input = parseInput(checkoutInputSchema, request.data);
  const delivery = resolveDelivery(input.delivery);
  if (!delivery) throw new HttpsError("invalid-argument", CHECKOUT_MESSAGES.addressIncomplete.description);

  const orderRef = db.collection(COLLECTIONS.orders).doc(input.idempotencyKey);
  const productRefs = [...new Set(input.items.map((item) => item.productId))].map((id) =>
    db.collection(COLLECTIONS.products).doc(id),
  );

  return db.runTransaction(
    async (transaction) => {
      const existing = await transaction.get(orderRef);
      if (existing.exists) {
        const { orderNumber, totalAmount } = existing.data() as CreateOrderResult;
        return { orderId: orderRef.id, orderNumber, totalAmount };
      }

      const now = new Date();
      const counterRef = db.collection(COLLECTIONS.orderCounters).doc(orderDayKey(now));
      const [counter, ...productSnapshots] = await transaction.getAll(
        counterRef as DocumentReference,
        ...productRefs,
      );
      const products = new Map(productSnapshots.map((snapshot) => [snapshot.id, readProduct(snapshot)]));

      const plan = planOrder(input.items, products);
      if (!plan.ok) {
        throw new HttpsError(
          plan.reason === "not-found" ? "not-found" : "failed-precondition",
          plan.message,
          plan.reason === "insufficient-stock" ? { title: CHECKOUT_MESSAGES.insufficientStock } : undefined,
        );
      }

      const sequence = ((counter?.get("lastSequence") as number | undefined) ?? 0) + 1;
      const orderNumber = formatOrderNumber(now, sequence);
      const created: StatusChange = { from: null, to: "pending", at: now, by: null };

      for (const [productId, stock] of plan.stock) {
        transaction.update(db.collection(COLLECTIONS.products).doc(productId), {
          stock,
          updatedAt: FieldValue.serverTimestamp(),
        });
      }
      transaction.set(counterRef, { lastSequence: sequence });
      transaction.create(orderRef, {
        orderNumber,
        status: "pending",
        paymentMethod: input.paymentMethod,
        customer: { whatsapp: whatsappDigits(input.whatsapp), instagram: null, email: null },
        delivery,
        neckSizeCm: null,
        items: plan.items,
        totalAmount: plan.totalAmount,
        proof: null,
        statusHistory: [created],
        createdAt: now,
        confirmedAt: null,
      });
      return { orderId: orderRef.id, orderNumber, totalAmount: plan.totalAmount };
    },
    // Many shoppers may want the same last piece at once; let contended attempts retry.
    { maxAttempts: 20 },
  );
});
