/**
 * Wipes emulator state through the emulators' own REST endpoints, and writes many orders at once
 * (test set-up only). The background triggers are paused meanwhile: deleting the last file's
 * catalog would otherwise wake its media clean-up and storefront rebuilds, some 40 s of work that
 * runs into the next file, and a shop's worth of orders would wake an order trigger each.
 */
import { COLLECTIONS } from "@domain/collections.ts";
import type { Order } from "@domain/orders/order.ts";
import { withBackgroundTriggersPaused } from "../../tools/emulators/background-triggers.ts";
import { EMULATOR_HOSTS, PROJECT_ID } from "../../tools/emulators/launch.ts";
import { adminDb } from "../../tools/firebase-admin.ts";
import { withRetries } from "../../tools/seed/retry.ts";

/**
 * Retried when the connection drops: one CI run on a busy machine lost a file to a wipe's "fetch
 * failed" (a kept-alive socket the emulator had just closed is one way). Every wipe is idempotent.
 */
async function wipe(url: string, method: "DELETE" | "POST" = "DELETE") {
  await withRetries(`${method} ${url}`, async () => {
    const res = await fetch(url, { method });
    if (!res.ok) throw Object.assign(new Error(`${res.status} ${await res.text()}`), { code: res.status });
  });
}

const wipeDocuments = () =>
  wipe(
    `http://${EMULATOR_HOSTS.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
  );

/** Every document; accounts and files stay, so clients signed in before keep working. */
export async function clearFirestore(): Promise<void> {
  await withBackgroundTriggersPaused(wipeDocuments);
}

/**
 * Every document, account and stored file. The files go first: the Firestore emulator may deliver
 * a deleted product's event after the triggers are back on (seen once in a full run), and its
 * media clean-up then finds no files to delete, each of which would have woken one more trigger
 * (12 files a demo product: some 300 runs that held up the next file's own triggers past 30 s).
 */
export async function clearAllData(): Promise<void> {
  await withBackgroundTriggersPaused(async () => {
    await wipe(`${EMULATOR_HOSTS.STORAGE_EMULATOR_HOST}/internal/reset`, "POST");
    await wipeDocuments();
    await wipe(
      `http://${EMULATOR_HOSTS.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}/accounts`,
    );
  });
}

/** Writes the orders as they are, 500 to a batch (Firestore's limit). */
export async function storeOrders(orders: readonly Order[]): Promise<void> {
  await withBackgroundTriggersPaused(async () => {
    for (let start = 0; start < orders.length; start += 500) {
      const batch = adminDb().batch();
      for (const { id, ...fields } of orders.slice(start, start + 500))
        batch.set(adminDb().collection(COLLECTIONS.orders).doc(id), fields);
      await batch.commit();
    }
  });
}
