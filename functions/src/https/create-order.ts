/**
 * Checkout. Reads the order, the day's counter, the hold time, the client's checkout history (by
 * address and by WhatsApp number; see checkout-limits) and every product at one snapshot, plans
 * the order (stock is held from here until the hold ends; see stock-accounting and order-hold),
 * then writes the stock, the counter, the histories and the order in one atomic commit that only
 * succeeds if none of what was read has changed since — optimistic concurrency. If any line cannot
 * be served, a limit is reached, a discount code does not apply (discount-code.ts: the code and
 * the number's uses of it are read at the same snapshot and their counts written under the same
 * preconditions, so a code's last use goes to one checkout, and a code paused or edited meanwhile
 * makes the checkout read it again), or the order would not read back through the domain's schema
 * (new-order.ts), nothing is written. The order's id is the client's idempotency key, so a retried
 * request finds its order instead of creating a second one.
 *
 * Why not `runTransaction`: its reads take shared locks, and a burst of checkouts that all read
 * then write the day's counter (or the same last piece) wait on each other's shared locks. Firestore
 * resolves that by aborting the younger transaction; the emulator only by a 2 s lock timeout, so a
 * burst of 100 took minutes there and could exhaust the SDK's retries. Preconditions on update time
 * give the same guarantee with no lock held between read and write: the losers of a race fail fast
 * and re-read.
 */
import { createHash } from "node:crypto";
import { FieldValue, type DocumentSnapshot } from "firebase-admin/firestore";
import { logger } from "firebase-functions/v2";
import { HttpsError, onCall } from "firebase-functions/v2/https";
import { z } from "zod";
import {
  CHECKOUT_MESSAGES,
  planOrder,
  type CheckoutInput,
  type CreatedOrder,
  resolveDelivery,
} from "@domain/orders/checkout.ts";
import {
  admitCheckout,
  CHECKOUT_LIMITS,
  type CheckoutHistory,
  type CheckoutLimit,
} from "@domain/orders/checkout-limits.ts";
import { CHECKOUT_HISTORY_KEY_PREFIX, type StoredCheckoutHistory } from "@domain/rate-limit.schema.ts";
import { checkoutInputSchema } from "@domain/orders/checkout.schema.ts";
import {
  decideDiscount,
  type DiscountUse,
  type StoredDiscountCode,
} from "@domain/discounts/discount-code.ts";
import { BACK_OFFICE_SETTINGS_DOC, COLLECTIONS, SHOP_SETTINGS_DOC } from "@domain/collections.ts";
import { FINTOC_AMOUNT_TOO_LARGE, fintocTakesAmount, NEW_FINTOC_PAYMENT } from "@domain/orders/fintoc.ts";
import { newOrder, readableNewOrder } from "@domain/orders/new-order.ts";
import { orderAmounts } from "@domain/orders/order-amounts.ts";
import { holdEnd } from "@domain/orders/order-hold.ts";
import {
  formatOrderNumber,
  orderSchema,
  type Delivery,
  type OrderCounter,
  type StoredOrder,
} from "@domain/orders/order.ts";
import { productSchema } from "@domain/catalog/product.schema.ts";
import { shippingRateFor } from "@domain/settings/shipping-settings.ts";
import type { Product, StoredProduct } from "@domain/catalog/product.ts";
import { db } from "../firebase/app.ts";
import { isLostRace, pauseAfterLostRace } from "../firebase/optimistic-write.ts";
import type { Writable } from "../firebase/writes.ts";
import {
  checkoutHistoryFields,
  orderStatusField,
  readDocument,
  readValidDocument,
} from "../firebase/documents.ts";
import { shopUrl } from "../firebase/shop-url.ts";
import { ownerNotice, noticeRecipients, queueNotice } from "../mail/owner-notices.ts";
import {
  fintocConfigured,
  fintocSecretKey,
  fintocWebhookSecret,
  refuseHalfSetUpFintoc,
} from "../payments/fintoc-api.ts";
import { orderSettingsOf } from "../orders/order-settings.ts";
import {
  discountCodeRef,
  discountUseRef,
  readDiscountCode,
  readDiscountUse,
} from "../discounts/discount-uses.ts";
import { shippingSettingsOf } from "../orders/shipping-settings.ts";
import { clientKey } from "./client-address.ts";
import { parseInput, refuseReplayedAppCheck, REPLAY_PROTECTED } from "./guards.ts";
import { santiagoDayKey } from "@domain/locale.ts";

/** A product the domain cannot read is as good as gone: nobody can buy it. */
const readProduct = (snapshot: DocumentSnapshot): Product | undefined =>
  readValidDocument(productSchema, snapshot);

/** What a checkout retried after its order was written answers with. */
const CREATED_FIELDS = orderSchema.pick({ orderNumber: true, totalAmount: true });
const COUNTER_FIELDS = z.object({ lastSequence: z.number().int().nonnegative().catch(0) });

/**
 * How long a checkout keeps retrying lost races before it asks the shopper to try again: most of
 * the function's 120 s, so that in a storm a shopper waits for her order rather than being asked to
 * start over (in two fresh-clone runs of `npm test`, one of 100 racing checkouts on the loaded
 * emulators ran past the 60 s this was before), with 20 s left for the last attempt.
 */
const RETRY_DEADLINE_MS = 100_000;

/** The client's checkout history under one of its keys, and the limit that applies to it. */
interface ClientLimit {
  ref: FirebaseFirestore.DocumentReference;
  limit: CheckoutLimit;
}

function readHistory(snapshot: DocumentSnapshot): CheckoutHistory {
  return readDocument(checkoutHistoryFields, snapshot) ?? { uses: [], openOrderIds: [] };
}

// Fintoc's secrets only tell where the payment-link button goes: Fintoc's checkout, the spec's
// link, or (a deployed shop with only one of the two) nowhere.
export const createOrder = onCall(
  { timeoutSeconds: 120, secrets: [fintocSecretKey, fintocWebhookSecret], ...REPLAY_PROTECTED },
  async (request): Promise<CreatedOrder> => {
    refuseReplayedAppCheck(request);
    const input: CheckoutInput = parseInput(checkoutInputSchema, request.data);
    if (input.paymentMethod === "FINTOC_LINK") refuseHalfSetUpFintoc();
    const delivery = resolveDelivery(input.delivery);
    if (!delivery) throw new HttpsError("invalid-argument", CHECKOUT_MESSAGES.addressIncomplete.description);
    const limits = db.collection(COLLECTIONS.rateLimits);
    const clients: ClientLimit[] = [
      {
        ref: limits.doc(`${CHECKOUT_HISTORY_KEY_PREFIX}address-${clientKey(request.rawRequest, "checkout")}`),
        limit: CHECKOUT_LIMITS.address,
      },
      {
        ref: limits.doc(`${CHECKOUT_HISTORY_KEY_PREFIX}whatsapp-${whatsappKey(input.whatsapp)}`),
        limit: CHECKOUT_LIMITS.whatsapp,
      },
    ];

    const deadline = Date.now() + RETRY_DEADLINE_MS;
    for (let attempt = 0; ; attempt++) {
      try {
        return await placeOrder(input, delivery, clients);
      } catch (error) {
        if (!isLostRace(error)) throw error;
        if (Date.now() > deadline) {
          throw new HttpsError("aborted", CHECKOUT_MESSAGES.orderFailed.description);
        }
        await pauseAfterLostRace(attempt);
      }
    }
  },
);

/** A WhatsApp number's key (the schema made it E.164), hashed like addresses are. */
function whatsappKey(whatsapp: string): string {
  return createHash("sha256").update(`checkout:${whatsapp}`).digest("hex").slice(0, 32);
}

async function placeOrder(
  input: CheckoutInput,
  delivery: Delivery,
  clients: ClientLimit[],
): Promise<CreatedOrder> {
  const now = new Date();
  const orderRef = db.collection(COLLECTIONS.orders).doc(input.idempotencyKey);
  const counterRef = db.collection(COLLECTIONS.orderCounters).doc(santiagoDayKey(now));
  const settingsRef = db.collection(COLLECTIONS.settings).doc(BACK_OFFICE_SETTINGS_DOC);
  const shopSettingsRef = db.collection(COLLECTIONS.settings).doc(SHOP_SETTINGS_DOC);
  const productRefs = [...new Set(input.items.map((item) => item.productId))].map((id) =>
    db.collection(COLLECTIONS.products).doc(id),
  );

  const code = input.discountCode;
  const codeRefs = code ? [discountCodeRef(db, code), discountUseRef(db, code, input.whatsapp)] : [];
  const [existing, counter, settings, shopSettings, ...rest] = await db.getAll(
    orderRef,
    counterRef,
    settingsRef,
    shopSettingsRef,
    ...clients.map((client) => client.ref),
    ...codeRefs,
    ...productRefs,
  );
  const written = readDocument(CREATED_FIELDS, existing!);
  if (written) return { orderId: orderRef.id, ...written };
  const historySnapshots = rest.slice(0, clients.length);
  const [codeSnapshot, useSnapshot] = rest.slice(clients.length, clients.length + codeRefs.length);
  const productSnapshots = rest.slice(clients.length + codeRefs.length);

  // Limits first: a refused client learns nothing about stock, and nothing is written for it.
  const histories = historySnapshots.map(readHistory);
  const pending = await stillPending(histories.flatMap((history) => history.openOrderIds));
  const admissions = clients.map((client, index) =>
    admitCheckout(histories[index]!, pending, now.getTime(), client.limit),
  );
  for (const admission of admissions) {
    if (!admission.admitted) throw new HttpsError("resource-exhausted", admission.message);
  }
  const snapshots = new Map(productSnapshots.map((snapshot) => [snapshot.id, snapshot]));
  const products = new Map(productSnapshots.map((snapshot) => [snapshot.id, readProduct(snapshot)]));

  const plan = planOrder(input.items, products);
  if (!plan.ok) {
    const code = {
      "not-found": "not-found",
      "insufficient-stock": "failed-precondition",
      "too-many-units": "invalid-argument",
    } as const;
    throw new HttpsError(
      code[plan.reason],
      plan.message,
      plan.reason === "insufficient-stock" ? { title: CHECKOUT_MESSAGES.insufficientStock } : undefined,
    );
  }

  // Decided again on the server's prices and counts, whatever the shopper's preview said.
  const usedBy = useSnapshot ? readDiscountUse(useSnapshot) : [];
  const discount = codeSnapshot
    ? decideDiscount(readDiscountCode(codeSnapshot), {
        piecesSubtotal: plan.totalAmount,
        usesByNumber: usedBy.length,
        now,
      })
    : null;
  if (discount && !discount.ok) {
    throw new HttpsError("failed-precondition", discount.message, { discountRefused: discount.reason });
  }
  // Shipping from the rates read with everything else, never from the client: the order keeps its
  // charge, so a later change of rates leaves it as it was.
  const shippingSettings = shippingSettingsOf(shopSettings!);
  const amounts = orderAmounts({
    lineSubtotals: plan.items.map((item) => item.subtotal),
    discount: discount?.rule ?? null,
    delivery: input.delivery.type,
    rate:
      input.delivery.type === "shipping"
        ? shippingRateFor(shippingSettings, input.delivery.regionCode, input.delivery.comunaCode)
        : null,
    freeShippingFrom: shippingSettings.freeShippingFrom,
  });

  const sequence = (readDocument(COUNTER_FIELDS, counter!)?.lastSequence ?? 0) + 1;
  const orderNumber = formatOrderNumber(now, sequence);
  const holdUntil = holdEnd(now, orderSettingsOf(settings!).holdHours);
  const fintoc = input.paymentMethod === "FINTOC_LINK" && fintocConfigured() ? NEW_FINTOC_PAYMENT : null;
  // Read back through the schema before anything is written: see new-order.ts.
  const checked = readableNewOrder(
    newOrder({
      orderNumber,
      input,
      delivery,
      items: plan.items,
      discount: discount ? { code: discount.code, rule: discount.rule, amount: amounts.discount } : null,
      amounts,
      holdUntil,
      fintoc,
      now,
    }),
  );
  if (!checked.ok) {
    logger.error("Pedido que la tienda no podría leer; no se escribió", {
      orderId: orderRef.id,
      problem: checked.problem,
    });
    throw new HttpsError("invalid-argument", checked.message);
  }
  const { order } = checked;
  // No bank transfers this much at once: the shopper is asked to pay by transfer instead.
  if (input.paymentMethod === "FINTOC_LINK" && !fintocTakesAmount(order.totalAmount))
    throw new HttpsError("invalid-argument", FINTOC_AMOUNT_TOO_LARGE);

  // Each write holds only if what it was computed from is unchanged.
  const batch = db.batch();
  for (const [productId, stock] of plan.stock) {
    const snapshot = snapshots.get(productId)!;
    batch.update(
      snapshot.ref,
      { stock, updatedAt: FieldValue.serverTimestamp() } satisfies Partial<Writable<StoredProduct>>,
      { lastUpdateTime: snapshot.updateTime! },
    );
  }
  const nextCounter = { lastSequence: sequence } satisfies OrderCounter;
  if (counter!.exists) {
    batch.update(counterRef, nextCounter, { lastUpdateTime: counter!.updateTime! });
  } else {
    batch.create(counterRef, nextCounter);
  }
  clients.forEach((client, index) => {
    const admission = admissions[index]!;
    if (!admission.admitted) return;
    const snapshot = historySnapshots[index]!;
    // expiresAt lets the TTL policy remove a client's history once it no longer matters.
    const history = {
      ...admission.history(orderRef.id),
      expiresAt: new Date(Math.max(holdUntil.getTime(), now.getTime() + client.limit.perHour.windowMs)),
    } satisfies StoredCheckoutHistory;
    if (snapshot.exists) batch.update(client.ref, history, { lastUpdateTime: snapshot.updateTime! });
    else batch.create(client.ref, history);
  });
  if (discount && codeSnapshot && useSnapshot) {
    batch.update(
      codeSnapshot.ref,
      {
        uses: FieldValue.increment(1),
        revenue: FieldValue.increment(order.totalAmount),
      } satisfies Partial<Writable<StoredDiscountCode>>,
      { lastUpdateTime: codeSnapshot.updateTime! },
    );
    const use = { orderIds: [...usedBy, orderRef.id] } satisfies DiscountUse;
    if (useSnapshot.exists) batch.update(useSnapshot.ref, use, { lastUpdateTime: useSnapshot.updateTime! });
    else batch.create(useSnapshot.ref, use);
  }
  batch.create(orderRef, order satisfies StoredOrder);
  // In the same commit as the order: a retried checkout finds the order and queues nothing more.
  queueNotice(batch, `order-${orderRef.id}`, noticeRecipients(settings!), () =>
    ownerNotice("new-order", { ...order, id: orderRef.id }, shopUrl()),
  );
  await batch.commit();
  return { orderId: orderRef.id, orderNumber, totalAmount: order.totalAmount };
}

/** Which of these orders are still pending (any that are gone, or settled, no longer count). */
async function stillPending(orderIds: string[]): Promise<Set<string>> {
  const unique = [...new Set(orderIds)];
  if (unique.length === 0) return new Set();
  const orders = await db.getAll(...unique.map((id) => db.collection(COLLECTIONS.orders).doc(id)));
  return new Set(
    orders
      .filter((order) => readValidDocument(orderStatusField, order)?.status === "pending")
      .map((order) => order.id),
  );
}
