/** The back office's product writes: names through the rules, stock through its function. */
import { doc, serverTimestamp, updateDoc } from "firebase/firestore";
import { COLLECTIONS } from "@/domain/collections.ts";
import type { AdjustProductStockInput } from "@/domain/product-admin.schema.ts";
import { firestore } from "./db.ts";
import { callFunction } from "./functions.ts";

export async function renameProduct(productId: string, name: string): Promise<void> {
  await updateDoc(doc(firestore(), COLLECTIONS.products, productId), { name, updatedAt: serverTimestamp() });
}

export function adjustProductStock(productId: string, delta: number): Promise<{ stock: number }> {
  return callFunction<AdjustProductStockInput, { stock: number }>("adjustProductStock", { productId, delta });
}
