/**
 * The demo shop as it is after a few years of selling (issue 41): the demo's pieces copied up to
 * `products`, and `orders` past orders over two years, most of them delivered or cancelled and a
 * handful still open, as the back office of a grown shop holds them. Written on top of the demo
 * (seed.ts), with the background triggers paused, then the storefront snapshot rebuilt once. The
 * copies reuse the originals' photos, so nothing is uploaded.
 *
 * `npx tsx tools/seed/grown-shop.ts [products] [orders]` against running emulators, after the demo
 * seed; the bench's grown figures use it (tools/bench/grown.ts).
 */
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import type { DocumentData, WriteBatch } from "firebase-admin/firestore";
import { COLLECTIONS, SHOP_SETTINGS_DOC, STOREFRONT_CACHE_DOC } from "@domain/collections.ts";
import type { OrderStatus, PaymentMethod } from "@domain/orders/order.ts";
import { adminDb, useLocalEmulators } from "../firebase-admin.ts";
import { withBackgroundTriggersPaused } from "../emulators/background-triggers.ts";
import { ordersFromPlans, type OrderPlan } from "./demo-orders.ts";
import { withRetries } from "./retry.ts";

export const GROWN_SHOP = { products: 300, orders: 5000 };

/** Firestore takes at most 500 writes in one batch. */
const BATCH_SIZE = 400;

/** A small deterministic generator: the same grown shop on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

async function writeInBatches<T>(
  what: string,
  items: readonly T[],
  write: (batch: WriteBatch, item: T) => void,
) {
  const db = adminDb();
  for (let start = 0; start < items.length; start += BATCH_SIZE) {
    const slice = items.slice(start, start + BATCH_SIZE);
    await withRetries(`${what} ${start + 1}–${start + slice.length}`, () => {
      const batch = db.batch();
      for (const item of slice) write(batch, item);
      return batch.commit();
    });
  }
}

type StoredProduct = DocumentData & { name: string; price: number; createdAt: Date };

/** Copies of the shop's pieces, older than every original, until the catalogue has `total`. */
async function growProducts(
  total: number,
  now: Date,
): Promise<{ id: string; name: string; price: number; image: string | null }[]> {
  const db = adminDb();
  const originals = (await db.collection(COLLECTIONS.products).get()).docs.map((doc) => ({
    id: doc.id,
    data: doc.data() as StoredProduct,
  }));
  if (originals.length === 0) throw new Error("Primero los datos de demostración (npm run seed)");
  const copies = Array.from(
    { length: Math.max(0, total - originals.length) },
    (_, index): { id: string; data: StoredProduct } => {
      const original = originals[index % originals.length]!;
      const createdAt = new Date(now.getTime() - (60 + index) * 86_400_000);
      return {
        id: randomUUID(),
        data: {
          ...original.data,
          name: `${original.data.name} ${Math.floor(index / originals.length) + 2}`,
          stock: index % 7 === 0 ? 0 : 1 + (index % 5),
          createdAt,
          updatedAt: createdAt,
        },
      };
    },
  );
  await writeInBatches("productos", copies, (batch, copy) =>
    batch.set(db.collection(COLLECTIONS.products).doc(copy.id), copy.data),
  );
  return [...originals, ...copies].map(({ id, data }) => ({
    id,
    name: data.name,
    price: data.price,
    image: (data.media as { uso?: string | null } | undefined)?.uso ?? null,
  }));
}

const SHIPPING: OrderPlan["delivery"] = {
  type: "shipping",
  region: "Región Metropolitana de Santiago",
  comuna: "Ñuñoa",
  street: "Irarrázaval",
  number: "3400",
  apartment: null,
};

/** Two years of orders: nearly all settled, the last days' still open, as a real shop's are. */
function orderPlans(count: number, productCount: number): OrderPlan[] {
  const random = seededRandom(41);
  const twoYearsInHours = 2 * 365 * 24;
  return Array.from({ length: count }, (_, index): OrderPlan => {
    const hoursAgo = 1 + Math.floor(random() * twoYearsInHours);
    const recent = hoursAgo < 48;
    const settled: OrderStatus = random() < 0.85 ? "delivered" : "cancelled";
    const status: OrderStatus = recent ? (random() < 0.5 ? "pending" : "verified") : settled;
    const paymentMethod: PaymentMethod = random() < 0.5 ? "FINTOC_LINK" : "TRANSFERENCIA_DIRECTA";
    const lines = Array.from({ length: 1 + Math.floor(random() * 3) }, (): [number, number] => [
      Math.floor(random() * productCount),
      1,
    ]);
    return {
      hoursAgo,
      status,
      paymentMethod,
      whatsapp: `+56 9 ${String(10_000_000 + index).slice(0, 4)} ${String(10_000_000 + index).slice(4)}`,
      delivery: random() < 0.6 ? SHIPPING : { type: "pickup" },
      lines,
    };
  });
}

export async function growDemoShop(
  { products, orders }: { products: number; orders: number } = GROWN_SHOP,
  now = new Date(),
): Promise<void> {
  const db = adminDb();
  await withBackgroundTriggersPaused(async () => {
    const catalogue = await growProducts(products, now);
    // The demo's orders of the same days keep their numbers; the grown ones are numbered after.
    const counterDocs = await db.collection(COLLECTIONS.orderCounters).get();
    const lastSequences = new Map(counterDocs.docs.map((doc) => [doc.id, Number(doc.get("lastSequence"))]));
    const grown = ordersFromPlans(
      orderPlans(orders, catalogue.length),
      catalogue,
      (product) => catalogue.find((candidate) => candidate.id === product.id)?.image ?? null,
      now,
      "grown-order",
      lastSequences,
    );
    await writeInBatches("pedidos", grown.orders, (batch, { id, ...order }) =>
      batch.set(db.collection(COLLECTIONS.orders).doc(id), order),
    );
    await writeInBatches("contadores", [...grown.counters], (batch, [day, lastSequence]) =>
      batch.set(db.collection(COLLECTIONS.orderCounters).doc(day), { lastSequence }),
    );
  });
  // The paused product writes rebuilt nothing: the settings' trigger rebuilds the snapshot once.
  await withRetries("instantánea de la tienda", async () => {
    await db.collection(COLLECTIONS.publicCache).doc(STOREFRONT_CACHE_DOC).delete();
    const settings = db.collection(COLLECTIONS.settings).doc(SHOP_SETTINGS_DOC);
    await settings.set((await settings.get()).data() ?? {});
  });
  console.log(`[grown] ${products} productos y ${orders} pedidos más los de demostración`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  useLocalEmulators();
  const [products, orders] = process.argv.slice(2).map(Number);
  await growDemoShop({ products: products || GROWN_SHOP.products, orders: orders || GROWN_SHOP.orders });
}
