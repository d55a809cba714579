/** Product reads for the storefront: Firestore documents reshaped into domain `Product`s. */
import {
  collection,
  onSnapshot,
  orderBy,
  query,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type Unsubscribe,
} from "firebase/firestore";
import { COLLECTIONS } from "@/domain/collections.ts";
import { productSchema } from "@/domain/product.schema.ts";
import type { Product } from "@/domain/product.ts";
import { firestore } from "./db.ts";
import { toDates } from "./timestamps.ts";

const productConverter: FirestoreDataConverter<Product | null> = {
  toFirestore() {
    throw new Error("Los productos se escriben desde el panel de administración");
  },
  fromFirestore(snapshot: QueryDocumentSnapshot) {
    const parsed = productSchema.safeParse({ ...(toDates(snapshot.data()) as object), id: snapshot.id });
    if (!parsed.success) {
      // One malformed document must not hide the whole catalogue.
      console.warn(`Producto ${snapshot.id} con datos inválidos`, parsed.error.issues);
      return null;
    }
    return parsed.data;
  },
};

/**
 * Live catalogue, newest first. `fromCache` says the answer comes from this device, not the server
 * (offline, or not yet connected): possibly incomplete, even empty.
 */
export function watchProducts(
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
