/** Product reads for the storefront: Firestore documents reshaped into domain `Product`s. */
import {
  collection,
  doc,
  onSnapshot,
  orderBy,
  query,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type Unsubscribe,
} from "firebase/firestore";
import { COLLECTIONS } from "@domain/collections.ts";
import { productSchema } from "@domain/catalog/product.schema.ts";
import type { Product } from "@domain/catalog/product.ts";
import { firestore } from "./db.ts";
import { parseStored } from "@domain/stored-documents.ts";

const productConverter: FirestoreDataConverter<Product | null> = {
  toFirestore() {
    throw new Error("Los productos se escriben desde el panel de administración");
  },
  fromFirestore(snapshot: QueryDocumentSnapshot) {
    const parsed = parseStored(productSchema, snapshot.data(), snapshot.id);
    if (!parsed.success) {
      // One malformed document must not hide the whole catalog.
      console.warn(`Producto ${snapshot.id} con datos inválidos`, parsed.error.issues);
      return null;
    }
    return parsed.data;
  },
};

/**
 * Every product, live, newest first: for the back office, which lists them all. `fromCache` says
 * the answer comes from this device, not the server (offline, or not yet connected): possibly
 * incomplete, even empty.
 */
export function watchEveryProduct(
  onChange: (products: Product[], fromCache: boolean) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  const products = query(
    collection(firestore(), COLLECTIONS.products).withConverter(productConverter),
    orderBy("createdAt", "desc"),
  );
  return onSnapshot(
    products,
    (snapshot) =>
      onChange(
        snapshot.docs.map((doc) => doc.data()).filter((p): p is Product => p !== null),
        snapshot.metadata.fromCache,
      ),
    onError,
  );
}

/**
 * Some products by id, live, each on its own: what a storefront screen shows, so a visit reads
 * the pieces it shows and not the whole catalog. `null`: no such product, or a malformed one.
 */
export function watchProductsById(
  onChange: (id: string, product: Product | null, fromCache: boolean) => void,
  onError: (id: string, error: Error) => void,
): { follow(ids: readonly string[]): void; stop(): void } {
  const listening = new Map<string, Unsubscribe>();
  const stop = (id: string) => {
    listening.get(id)?.();
    listening.delete(id);
  };
  return {
    follow(ids) {
      const wanted = new Set(ids);
      for (const id of listening.keys()) if (!wanted.has(id)) stop(id);
      for (const id of wanted) {
        if (listening.has(id)) continue;
        const ref = doc(firestore(), COLLECTIONS.products, id).withConverter(productConverter);
        listening.set(
          id,
          onSnapshot(
            ref,
            (snapshot) => onChange(id, snapshot.data() ?? null, snapshot.metadata.fromCache),
            (error) => {
              listening.delete(id);
              onError(id, error);
            },
          ),
        );
      }
    },
    stop() {
      for (const id of [...listening.keys()]) stop(id);
    },
  };
}
