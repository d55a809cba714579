/** The back office's product writes: fields and media through the rules, stock through its function. */
import { deleteDoc, doc, serverTimestamp, setDoc, updateDoc } from "firebase/firestore";
import { deleteObject, ref, uploadBytesResumable } from "firebase/storage";
import { COLLECTIONS } from "@domain/collections.ts";
import type { ProductDescriptionInput } from "@domain/catalog/product-description.ts";
import type { AdjustProductStockInput } from "@domain/catalog/product-admin.schema.ts";
import { PRODUCT_MEDIA_CACHE_CONTROL, productMediaPath } from "@domain/catalog/product-media.ts";
import type { MediaSlot, ProductInput } from "@domain/catalog/product.ts";
import { appCheckReady } from "../app-check.ts";
import { firestore } from "../db.ts";
import { callFunction } from "../functions.ts";
import { cloudStorage } from "../storage.ts";

const productDoc = (productId: string) => doc(firestore(), COLLECTIONS.products, productId);

export async function createProduct(productId: string, input: ProductInput): Promise<void> {
  await setDoc(productDoc(productId), {
    ...input,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
}

/** Everything but stock, which only adjustProductStock changes. */
export async function updateProduct(
  productId: string,
  fields: Partial<Omit<ProductInput, "stock">>,
): Promise<void> {
  await updateDoc(productDoc(productId), { ...fields, updatedAt: serverTimestamp() });
}

/** One media slot alone, so uploads to different slots at once do not overwrite each other. */
export async function setProductMedia(productId: string, slot: MediaSlot, ref: string | null): Promise<void> {
  await updateDoc(productDoc(productId), { [`media.${slot}`]: ref, updatedAt: serverTimestamp() });
}

/** The deleteProductMedia function removes its files. */
export async function deleteProduct(productId: string): Promise<void> {
  await deleteDoc(productDoc(productId));
}

export async function renameProduct(productId: string, name: string): Promise<void> {
  await updateProduct(productId, { name });
}

export function adjustProductStock(productId: string, delta: number): Promise<{ stock: number }> {
  return callFunction<AdjustProductStockInput, { stock: number }>("adjustProductStock", { productId, delta });
}

/** A description written from the product's name, type, materials and colors. */
export async function generateProductDescription(input: ProductDescriptionInput): Promise<string> {
  const { description } = await callFunction<ProductDescriptionInput, { description: string }>(
    "generateProductDescription",
    input,
  );
  return description;
}

/** Uploads straight to Storage, reporting progress (0–100); resolves to the stored path. */
export async function uploadProductMedia(
  productId: string,
  slot: MediaSlot,
  file: Blob,
  extension: string,
  onProgress: (percent: number) => void,
): Promise<string> {
  await appCheckReady();
  const path = productMediaPath(productId, slot, new Date(), extension);
  const task = uploadBytesResumable(ref(cloudStorage(), path), file, {
    contentType: file.type,
    cacheControl: PRODUCT_MEDIA_CACHE_CONTROL,
  });
  return new Promise((resolve, reject) => {
    task.on(
      "state_changed",
      (snapshot) => onProgress(Math.round((snapshot.bytesTransferred / snapshot.totalBytes) * 100)),
      reject,
      () => resolve(path),
    );
  });
}

export async function deleteStoredMedia(path: string): Promise<void> {
  await deleteObject(ref(cloudStorage(), path)).catch((error: { code?: string }) => {
    if (error.code !== "storage/object-not-found") throw error;
  });
}

/** Two slots' values exchanged in one write (photo reordering). */
export async function swapProductMedia(
  productId: string,
  a: { slot: MediaSlot; ref: string | null },
  b: { slot: MediaSlot; ref: string | null },
): Promise<void> {
  await updateDoc(productDoc(productId), {
    [`media.${a.slot}`]: b.ref,
    [`media.${b.slot}`]: a.ref,
    updatedAt: serverTimestamp(),
  });
}
