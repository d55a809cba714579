/**
 * The admin's order actions: change status, delete, reject a proof of payment. Each order is its
 * own transaction that moves stock as the stock-accounting module says (units come back on cancel
 * or delete and are taken again on reopen, if still there), so one order that cannot change does
 * not hold back the rest of a bulk action. Orders run one after another: they may share products, and an admin's bulk
 * action is not worth racing against itself. An order moved back to pending gets a fresh hold, as
 * checkout gives one, so the next sweep does not cancel it again; every change writes `sweepAt`.
 * A cancelled or deleted order gives its discount code's use back (once: see discount-uses).
 */
import { FieldValue, type Transaction } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { HttpsError, onCall } from "firebase-functions/v2/https";
import { adminLabel } from "@domain/admin-role.ts";
import { BACK_OFFICE_SETTINGS_DOC, COLLECTIONS } from "@domain/collections.ts";
import { holdEnd, sweepAt } from "@domain/orders/order-hold.ts";
import type { Dispatch } from "@domain/orders/dispatch.ts";
import {
  deleteOrdersInputSchema,
  deliveryRefusal,
  orderSchema,
  rejectProofInputSchema,
  updateOrderStatusInputSchema,
  type DeleteOrdersInput,
  type OrderActionResult,
  type OrderItem,
  type RejectProofInput,
  type StatusChange,
  type StoredOrder,
} from "@domain/orders/order.ts";
import { PROOF_FOLDER, rejectProof } from "@domain/orders/payment-proof.ts";
import {
  applyStockDelta,
  stockDeltaForDeletion,
  stockDeltaForStatusChange,
  type StockDelta,
} from "@domain/orders/stock-accounting.ts";
import { db, storage } from "../firebase/app.ts";
import {
  orderStockFields,
  productStockFields,
  readDocument,
  readValidDocument,
} from "../firebase/documents.ts";
import { orderSettingsOf } from "../orders/order-settings.ts";
import { discountedOrderFields, prepareDiscountReturn } from "../discounts/discount-uses.ts";
import { parseInput, requireAdmin } from "./guards.ts";
import type { StoredProduct } from "@domain/catalog/product.ts";
import type { Writable } from "../firebase/writes.ts";
import { ORDER_LOOKUP_MESSAGES } from "@domain/orders/order-lookup.ts";

const orderRef = (orderId: string) => db.collection(COLLECTIONS.orders).doc(orderId);
const productRef = (productId: string) => db.collection(COLLECTIONS.products).doc(productId);
const settingsRef = () => db.collection(COLLECTIONS.settings).doc(BACK_OFFICE_SETTINGS_DOC);

/** Reads the products a delta touches and stages their new stock; throws if units are missing. */
async function moveStock(
  transaction: Transaction,
  delta: StockDelta,
  items: readonly Pick<OrderItem, "productId" | "name">[],
) {
  if (delta.size === 0) return;
  const snapshots = await transaction.getAll(...[...delta.keys()].map(productRef));
  const current = new Map(
    snapshots.map((snapshot) => [snapshot.id, readDocument(productStockFields, snapshot)?.stock]),
  );
  const applied = applyStockDelta(current, delta);
  if (!applied.ok) {
    const name = items.find((item) => item.productId === applied.productId)?.name ?? "un producto";
    throw new HttpsError(
      "failed-precondition",
      current.get(applied.productId) === undefined
        ? `${name} ya no existe: no se puede reabrir el pedido.`
        : `Solo quedan ${applied.available} unidades de ${name}: no se puede reabrir el pedido.`,
    );
  }
  for (const [productId, stock] of applied.stock) {
    transaction.update(productRef(productId), {
      stock,
      updatedAt: FieldValue.serverTimestamp(),
    } satisfies Partial<Writable<StoredProduct>>);
  }
}

async function eachOrder(
  orderIds: string[],
  action: (orderId: string) => Promise<void>,
): Promise<OrderActionResult> {
  const result: OrderActionResult = { done: [], failed: [] };
  for (const orderId of new Set(orderIds)) {
    try {
      await action(orderId);
      result.done.push(orderId);
    } catch (error) {
      const message = error instanceof HttpsError ? error.message : "Error inesperado";
      if (!(error instanceof HttpsError)) logger.error("Acción de pedido fallida", { orderId, error });
      result.failed.push({ orderId, message });
    }
  }
  return result;
}

function notFound(): never {
  throw new HttpsError("not-found", ORDER_LOOKUP_MESSAGES.notFound);
}

export const updateOrderStatus = onCall(async (request): Promise<OrderActionResult> => {
  const adminUid = await requireAdmin(request);
  // Anyone holding an order's id reads its history: it names the admin, never their e-mail; the
  // uid says which account it was.
  const by = adminLabel(request.auth!.token.name);
  const { orderIds, status: to, dispatch } = parseInput(updateOrderStatusInputSchema, request.data);

  return eachOrder(orderIds, (orderId) =>
    db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(orderRef(orderId));
      const order = readDocument(
        orderSchema.pick({
          status: true,
          delivery: true,
          items: true,
          confirmedAt: true,
          proof: true,
          holdUntil: true,
          fintoc: true,
        }),
        snapshot,
      );
      if (!order) notFound();
      const { status: from, items } = order;
      const refusal = deliveryRefusal(order.delivery, to);
      if (refusal) throw new HttpsError("failed-precondition", refusal);
      // "Despachado" again is a corrected courier or number: kept, and recorded like a change.
      if (from === to && to !== "shipped") return;
      const settings = to === "pending" ? await transaction.get(settingsRef()) : null;
      // A reopened order keeps its discount without taking a use again: the owner chose to reopen it.
      const discounted = to === "cancelled" ? readValidDocument(discountedOrderFields, snapshot) : undefined;
      const giveDiscountBack = discounted
        ? await prepareDiscountReturn(db, transaction, orderId, discounted)
        : () => {};

      await moveStock(transaction, stockDeltaForStatusChange(items, from, to), items);
      giveDiscountBack(transaction);
      const now = new Date();
      const change: StatusChange = { from, to, at: now, by, byUid: adminUid };
      // Reopened, its old hold has likely passed: the shopper gets a whole one again.
      const holdUntil = settings ? holdEnd(now, orderSettingsOf(settings).holdHours) : order.holdUntil;
      transaction.update(orderRef(orderId), {
        status: to,
        statusHistory: FieldValue.arrayUnion(change),
        ...(to === "verified" && !order.confirmedAt ? { confirmedAt: now } : {}),
        ...(settings ? { holdUntil } : {}),
        // A delivered order keeps how it travelled; any step before shipping has none.
        ...(to === "shipped" ? { dispatch: { ...dispatch!, at: now } satisfies Dispatch } : {}),
        ...(to !== "shipped" && to !== "delivered" ? { dispatch: null } : {}),
        sweepAt: sweepAt({ ...order, status: to, holdUntil }),
      } satisfies Partial<Writable<StoredOrder>>);
    }),
  );
});

export const deleteOrders = onCall(async (request): Promise<OrderActionResult> => {
  await requireAdmin(request);
  const { orderIds }: DeleteOrdersInput = parseInput(deleteOrdersInputSchema, request.data);

  return eachOrder(orderIds, async (orderId) => {
    await db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(orderRef(orderId));
      const order = readDocument(orderStockFields, snapshot);
      if (!order) notFound();
      // Read apart from the stock fields: an order whose amounts cannot be read is still deleted.
      const discounted = readValidDocument(discountedOrderFields, snapshot);
      const giveDiscountBack = discounted
        ? await prepareDiscountReturn(db, transaction, orderId, discounted)
        : () => {};
      await moveStock(transaction, stockDeltaForDeletion(order.items, order.status), order.items);
      giveDiscountBack(transaction);
      transaction.delete(orderRef(orderId));
    });
    // Its proofs go with it: nobody could reach them any more. recordPaymentProof may be removing
    // one at the same moment (its order is gone), hence ignoreNotFound.
    const [proofs] = await storage.bucket().getFiles({ prefix: `${PROOF_FOLDER}/${orderId}/` });
    await Promise.all(proofs.map((proof) => proof.delete({ ignoreNotFound: true })));
  });
});

/**
 * The proof the admin looked at did not show the money: the order waits for another one (see the
 * domain's `rejectProof`), its page tells the shopper, and the rejected file is deleted.
 */
export const rejectPaymentProof = onCall(async (request): Promise<void> => {
  await requireAdmin(request);
  const { orderId, proofPath }: RejectProofInput = parseInput(rejectProofInputSchema, request.data);
  const rejected = await db.runTransaction(async (transaction) => {
    const order = readDocument(
      orderSchema.pick({ status: true, proof: true, holdUntil: true, fintoc: true }),
      await transaction.get(orderRef(orderId)),
    );
    if (!order) notFound();
    const rejection = rejectProof(order, proofPath, new Date());
    if (!rejection.ok) throw new HttpsError("failed-precondition", rejection.message);
    transaction.update(orderRef(orderId), rejection.fields satisfies Partial<StoredOrder>);
    return proofPath;
  });
  await storage.bucket().file(rejected).delete({ ignoreNotFound: true });
  logger.info("Comprobante rechazado", { orderId, path: rejected });
});
