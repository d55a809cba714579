/**
 * Fills an empty emulator suite with the demo shop: settings, the catalog with generated photos,
 * past orders and the demo admin. `npm start` runs it on first start; `npm run seed` runs it
 * against emulators that are already up.
 */
import { fileURLToPath } from "node:url";
import {
  BACK_OFFICE_SETTINGS_DOC,
  COLLECTIONS,
  SHOP_SETTINGS_DOC,
  STOREFRONT_CACHE_DOC,
} from "@domain/collections.ts";
import type { MediaSlot } from "@domain/catalog/product.ts";
import { adminAuth, adminBucket, adminDb, useLocalEmulators } from "../firebase-admin.ts";
import { grantAdmin } from "../grant-admin.ts";
import { jpegCopyPath, variantPath } from "@domain/catalog/media-variants.ts";
import { VARIANT_CACHE_CONTROL } from "../../functions/src/storage/resize-variants.ts";
import { withBackgroundTriggersPaused } from "../emulators/background-triggers.ts";
import { demoPhoto } from "./photo-cache.ts";
import { DEMO_ADMIN } from "./demo-admin.ts";
import { DEMO_PRODUCTS, type DemoProduct } from "./demo-catalog.ts";
import { demoOrders } from "./demo-orders.ts";
import { demoProofImage } from "./demo-proof.ts";
import { DEMO_BACK_OFFICE_SETTINGS, DEMO_SETTINGS } from "@domain/testing/demo-settings.ts";
import { withRetries as retried } from "./retry.ts";

async function uploadPhoto(
  product: DemoProduct,
  slot: Extract<MediaSlot, "uso" | "studio">,
  takenAt: number,
) {
  const path = `products/${product.id}/${slot}-${takenAt}.webp`;
  const { original, variants, jpegCopy } = await demoPhoto(product, slot);
  const save = (file: string, bytes: Buffer, contentType = "image/webp") =>
    withRetries(`foto ${file}`, () =>
      adminBucket()
        .file(file)
        .save(bytes, {
          contentType,
          metadata: { cacheControl: VARIANT_CACHE_CONTROL },
          resumable: false,
        }),
    );
  // The original first: files derived after it are current, so a late event for it is skipped.
  await save(path, original);
  await Promise.all([
    ...variants.map(({ width, webp }) => save(variantPath(path, width), webp)),
    save(jpegCopyPath(path), jpegCopy, "image/jpeg"),
  ]);
  return path;
}

/** Set while a seed runs: once aborted (Ctrl+C), no further write starts. */
let stopWrites: AbortSignal | undefined;
const withRetries = <T>(what: string, write: () => Promise<T>) =>
  retried(what, write, { signal: stopWrites });

async function seedProducts(now: Date): Promise<Map<string, string>> {
  const db = adminDb();
  const wornPhotoPaths = new Map<string, string>();
  // A few at a time: image rendering is CPU-bound and the machine may have only two cores.
  const batchSize = 4;
  for (let start = 0; start < DEMO_PRODUCTS.length; start += batchSize) {
    await Promise.all(
      DEMO_PRODUCTS.slice(start, start + batchSize).map(async (product, offset) => {
        const index = start + offset;
        // Spread creation times so "newest first" has a stable, meaningful order.
        const createdAt = new Date(now.getTime() - (index + 1) * 86_400_000);
        const takenAt = createdAt.getTime();
        const [uso, studio] = await Promise.all([
          uploadPhoto(product, "uso", takenAt),
          uploadPhoto(product, "studio", takenAt),
        ]);
        wornPhotoPaths.set(product.id, uso);
        const { id, art: _art, ...fields } = product;
        await withRetries(`producto ${product.name}`, () =>
          db
            .collection(COLLECTIONS.products)
            .doc(id)
            .set({
              ...fields,
              media: { uso, studio, extra: null, extra_2: null, video: null },
              createdAt,
              updatedAt: createdAt,
            }),
        );
      }),
    );
  }
  return wornPhotoPaths;
}

async function seedOrders(now: Date, wornPhotoPaths: Map<string, string>) {
  const db = adminDb();
  const { orders, counters } = demoOrders(DEMO_PRODUCTS, (p) => wornPhotoPaths.get(p.id) ?? null, now);
  for (const order of orders) {
    if (!order.proof) continue;
    const image = await demoProofImage(order, DEMO_SETTINGS.bankTransfer);
    await withRetries(`comprobante ${order.proof.path}`, () =>
      adminBucket().file(order.proof!.path).save(image, { contentType: "image/jpeg", resumable: false }),
    );
  }
  await withRetries("pedidos de demostración", () => {
    const batch = db.batch();
    for (const { id, ...order } of orders) batch.set(db.collection(COLLECTIONS.orders).doc(id), order);
    for (const [day, lastSequence] of counters) {
      batch.set(db.collection(COLLECTIONS.orderCounters).doc(day), { lastSequence });
    }
    return batch.commit();
  });
  return orders.length;
}

async function seedAdmin() {
  const auth = adminAuth();
  const existing = await auth.getUserByEmail(DEMO_ADMIN.email).catch(() => null);
  if (!existing) {
    await auth.createUser({
      email: DEMO_ADMIN.email,
      password: DEMO_ADMIN.password,
      displayName: DEMO_ADMIN.displayName,
      emailVerified: true,
    });
  }
  await grantAdmin(DEMO_ADMIN.email);
}

/**
 * Writes the demo shop. Every write goes to a fixed path or id, derived from `now`: run again with
 * the same `now` (as `npm start` does after an interrupted seed), it completes what is missing and
 * rewrites the rest as it was. Aborting `signal` stops it between writes, rejecting with its reason.
 */
export async function seedDemoData(now = new Date(), signal?: AbortSignal): Promise<void> {
  stopWrites = signal;
  // The photos' variants are written here: the storage trigger that would make them is paused,
  // or 52 uploads wake it some 260 times and slow the emulators to a crawl. Proofs are paused out
  // of recordPaymentProof too: it would delete those of settled orders.
  const orderCount = await withBackgroundTriggersPaused(async () => seedOrders(now, await seedProducts(now)));
  // The storefront cache was not rebuilt for the paused product writes. Without it, the first
  // GET /api/storefront builds it; the settings are written afterwards (triggers on again), so a
  // rebuild they wake already sees every product.
  await withRetries("instantánea de la tienda", () =>
    adminDb().collection(COLLECTIONS.publicCache).doc(STOREFRONT_CACHE_DOC).delete(),
  );
  await withRetries("ajustes", async () => {
    const settings = adminDb().collection(COLLECTIONS.settings);
    await settings.doc(BACK_OFFICE_SETTINGS_DOC).set(DEMO_BACK_OFFICE_SETTINGS);
    await settings.doc(SHOP_SETTINGS_DOC).set(DEMO_SETTINGS);
  });
  // As a whole: a user created just before a dropped connection is found on the next attempt.
  await withRetries(`cuenta ${DEMO_ADMIN.email}`, seedAdmin);
  console.log(
    `[demo] ${DEMO_PRODUCTS.length} productos con fotos, ${orderCount} pedidos, ajustes y la cuenta ${DEMO_ADMIN.email}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  useLocalEmulators();
  await seedDemoData();
}
