/**
 * The admin's stock −/+ buttons. Stock is the number of units still for sale (orders hold theirs,
 * see the stock-accounting module), so clients may not write it: this changes it by a delta in a
 * transaction, which two quick clicks, or a click during a checkout, cannot undo.
 */
import { FieldValue } from "firebase-admin/firestore";
import { HttpsError, onCall } from "firebase-functions/v2/https";
import { COLLECTIONS } from "@domain/collections.ts";
import {
  adjustProductStockInputSchema,
  type AdjustProductStockInput,
} from "@domain/catalog/product-admin.schema.ts";
import { MAX_STOCK } from "@domain/catalog/product.ts";
import { db } from "../firebase/app.ts";
import { productStockFields, readDocument } from "../firebase/documents.ts";
import { parseInput, requireAdmin } from "./guards.ts";
import type { StoredProduct } from "@domain/catalog/product.ts";
import type { Writable } from "../firebase/writes.ts";

export const adjustProductStock = onCall(async (request): Promise<{ stock: number }> => {
  await requireAdmin(request);
  const { productId, delta }: AdjustProductStockInput = parseInput(
    adjustProductStockInputSchema,
    request.data,
  );
  const ref = db.collection(COLLECTIONS.products).doc(productId);

  return db.runTransaction(async (transaction) => {
    const product = readDocument(productStockFields, await transaction.get(ref));
    if (!product) throw new HttpsError("not-found", "Producto no encontrado");
    const stock = product.stock + delta;
    if (stock < 0) throw new HttpsError("failed-precondition", "El stock no puede ser negativo.");
    if (stock > MAX_STOCK) throw new HttpsError("failed-precondition", `El stock máximo es ${MAX_STOCK}.`);
    transaction.update(ref, { stock, updatedAt: FieldValue.serverTimestamp() } satisfies Partial<
      Writable<StoredProduct>
    >);
    return { stock };
  });
});
