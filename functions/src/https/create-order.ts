/**
 * Checkout. Reads the order, the day's counter and every product at one snapshot, plans the order
 * (stock is held from here; see the stock-accounting module), then writes the stock, the counter
 * and the order in one atomic commit that only succeeds if none of what was read has changed since
 * — optimistic concurrency. If any line cannot be served nothing is written. The order's id is the
 * client's idempotency key, so a retried request finds its order instead of creating a second one.
 *
 * Why not `runTransaction`: its reads take shared locks, and a burst of checkouts that all read
 * then write the day's counter (or the same last piece) wait on each other's shared locks. Firestore
 * resolves that by aborting the younger transaction; the emulator only by a 2 s lock timeout, so a
 * burst of 100 took minutes there and could exhaust the SDK's retries. Preconditions on update time
 * give the same guarantee with no lock held between read and write: the losers of a race fail fast
 * and re-read.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { FieldValue, type DocumentSnapshot } from "firebase-admin/firestore";
import { HttpsError, onCall } from "firebase-functions/v2/https";
import {
  CHECKOUT_MESSAGES,
  planOrder,
  type CheckoutInput,
  type CreatedOrder,
  resolveDelivery,
  whatsappDigits,
} from "../../../src/domain/checkout.ts";
import { checkoutInputSchema } from "../../../src/domain/checkout.schema.ts";
import { COLLECTIONS } from "../../../src/domain/collections.ts";
import {
  formatOrderNumber,
  orderDayKey,
  type Delivery,
  type StatusChange,
} from "../../../src/domain/order.ts";
import { productSchema } from "../../../src/domain/product.schema.ts";
import type { Product } from "../../../src/domain/product.ts";
import { db } from "../firebase/app.ts";
import { toDates } from "../firebase/timestamps.ts";
import { parseInput } from "./guards.ts";

function readProduct(snapshot: DocumentSnapshot): Product | undefined {
  if (!snapshot.exists) return undefined;
  const parsed = productSchema.safeParse({ ...(toDates(snapshot.data()) as object), id: snapshot.id });
  return parsed.success ? parsed.data : undefined;
}

/** gRPC codes of a lost race: a precondition or create failed, or Firestore aborted the commit. */
const CONFLICT_CODES = new Set([6 /* ALREADY_EXISTS */, 9 /* FAILED_PRECONDITION */, 10 /* ABORTED */]);
const isConflict = (error: unknown) =>
  typeof (error as { code?: unknown }).code === "number" &&
  CONFLICT_CODES.has((error as { code: number }).code);

/** How long a checkout keeps retrying lost races before it asks the shopper to try again. */
const RETRY_DEADLINE_MS = 60_000;

export const createOrder = onCall({ timeoutSeconds: 120 }, async (request): Promise<CreatedOrder> => {
  const input = parseInput(checkoutInputSchema, request.data);
  const delivery = resolveDelivery(input.delivery);
  if (!delivery) throw new HttpsError("invalid-argument", CHECKOUT_MESSAGES.addressIncomplete.description);

  const deadline = Date.now() + RETRY_DEADLINE_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      return await placeOrder(input, delivery);
    } catch (error) {
      if (!isConflict(error)) throw error;
      if (Date.now() > deadline) {
        throw new HttpsError("aborted", CHECKOUT_MESSAGES.orderFailed.description);
      }
      // Full jitter: racing checkouts spread out instead of colliding again in step.
      await sleep(Math.random() * Math.min(1_000, 25 * 2 ** attempt));
    }
  }
});

async function placeOrder(input: CheckoutInput, delivery: Delivery): Promise<CreatedOrder> {
  const now = new Date();
  const orderRef = db.collection(COLLECTIONS.orders).doc(input.idempotencyKey);
  const counterRef = db.collection(COLLECTIONS.orderCounters).doc(orderDayKey(now));
  const productRefs = [...new Set(input.items.map((item) => item.productId))].map((id) =>
    db.collection(COLLECTIONS.products).doc(id),
  );

  const [existing, counter, ...productSnapshots] = await db.getAll(orderRef, counterRef, ...productRefs);
  if (existing!.exists) {
    const { orderNumber, totalAmount } = existing!.data() as CreatedOrder;
    return { orderId: orderRef.id, orderNumber, totalAmount };
  }
  const snapshots = new Map(productSnapshots.map((snapshot) => [snapshot.id, snapshot]));
  const products = new Map(productSnapshots.map((snapshot) => [snapshot.id, readProduct(snapshot)]));

  const plan = planOrder(input.items, products);
  if (!plan.ok) {
    throw new HttpsError(
      plan.reason === "not-found" ? "not-found" : "failed-precondition",
      plan.message,
      plan.reason === "insufficient-stock" ? { title: CHECKOUT_MESSAGES.insufficientStock } : undefined,
    );
  }

  const sequence = ((counter!.get("lastSequence") as number | undefined) ?? 0) + 1;
  const orderNumber = formatOrderNumber(now, sequence);
  const created: StatusChange = { from: null, to: "pending", at: now, by: null };

  // Each write holds only if what it was computed from is unchanged.
  const batch = db.batch();
  for (const [productId, stock] of plan.stock) {
    const snapshot = snapshots.get(productId)!;
    batch.update(
      snapshot.ref,
      { stock, updatedAt: FieldValue.serverTimestamp() },
      { lastUpdateTime: snapshot.updateTime! },
    );
  }
  if (counter!.exists) {
    batch.update(counterRef, { lastSequence: sequence }, { lastUpdateTime: counter!.updateTime! });
  } else {
    batch.create(counterRef, { lastSequence: sequence });
  }
  batch.create(orderRef, {
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
  await batch.commit();
  return { orderId: orderRef.id, orderNumber, totalAmount: plan.totalAmount };
}
