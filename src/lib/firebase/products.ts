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

/** Firestore itself gives up on an unanswered connection after 10 s. */
const IN_SYNC_EXPECTED_WITHIN_MS = 8_000;

/** Where the catalog stream says whether the server answers: the page's connectivity probe. */
export interface NetworkReports {
  reachable(): void;
  failure(): void;
}

/**
 * Live catalog, newest first. `fromCache` says the answer comes from this device, not the server
 * (offline, or not yet connected): possibly incomplete, even empty.
 */
export function watchProducts(
  onChange: (products: Product[], fromCache: boolean) => void,
  onError: (error: Error) => void,
  network: NetworkReports,
): Unsubscribe {
  const products = query(
    collection(firestore(), COLLECTIONS.products).withConverter(productConverter),
    orderBy("createdAt", "desc"),
  );
  // The catalog stream tells the shop whether the network works: in sync with the server, it
  // does; falling back to the cache (a metadata change), or not in sync a while after it started,
  // it may not, and the page's connectivity probe decides.
  let inSync = false;
  const doubt = setTimeout(() => network.failure(), IN_SYNC_EXPECTED_WITHIN_MS);
  const stop = onSnapshot(
    products,
    { includeMetadataChanges: true },
    (snapshot) => {
      const { fromCache } = snapshot.metadata;
      if (!fromCache) {
        clearTimeout(doubt);
        network.reachable();
      } else if (inSync) {
        network.failure();
      }
      inSync = !fromCache;
      onChange(
        snapshot.docs.map((doc) => doc.data()).filter((p): p is Product => p !== null),
        fromCache,
      );
    },
    onError,
  );
  return () => {
    clearTimeout(doubt);
    stop();
  };
}
