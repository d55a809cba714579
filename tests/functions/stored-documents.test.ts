/**
 * What the functions write reads back through the domain's schemas: the functions that write are
 * driven as the shop drives them (a checkout with a discount code and the owner's notice, the
 * admin's status change, an access key, a revoked admin, a product view, a vitals beacon, the hold
 * sweep, the storefront trigger), then every document of every collection is parsed with the
 * schema its readers use. The table is keyed by COLLECTIONS, so a new collection does not compile
 * until it names its schema here; a subcollection this table does not name fails the test.
 */
import { randomUUID } from "node:crypto";
import type { DocumentReference } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { adminRevocationSchema } from "@domain/admin-role.ts";
import { accessKeySchema } from "@domain/analysis/access-keys.ts";
import { analysisUsageSchema, descriptionUsageSchema } from "@domain/analysis/ai-usage.ts";
import { PRODUCT_VIEW_BEACON_PATH } from "@domain/analytics/product-views.ts";
import { productViewBucketSchema } from "@domain/analytics/product-views.schema.ts";
import { storedAlertSchema } from "@domain/analytics/usage-alerts.ts";
import { vitalsDaySchema } from "@domain/analytics/web-vitals.schema.ts";
import { productSchema } from "@domain/catalog/product.schema.ts";
import { storefrontHeadSchema, storefrontPieceSchema } from "@domain/catalog/storefront-cache.schema.ts";
import {
  BACK_OFFICE_SETTINGS_DOC,
  COLLECTIONS,
  DISCOUNT_USES_SUBCOLLECTION,
  SHOP_SETTINGS_DOC,
  STOREFRONT_CACHE_DOC,
  STOREFRONT_PIECES_SUBCOLLECTION,
} from "@domain/collections.ts";
import { discountCodeSchema, discountUseSchema } from "@domain/discounts/discount-code.ts";
import { mailSchema } from "@domain/mail-delivery.ts";
import { migrationMarkerSchema } from "@domain/migrations.ts";
import type { CreatedOrder } from "@domain/orders/checkout.ts";
import { fintocIntentSchema, handledFintocEventSchema } from "@domain/orders/fintoc.ts";
import { orderCounterSchema, orderSchema, type OrderActionResult } from "@domain/orders/order.ts";
import {
  CHECKOUT_HISTORY_KEY_PREFIX,
  recentUsesSchema,
  storedCheckoutHistorySchema,
} from "@domain/rate-limit.schema.ts";
import { backOfficeSettingsSchema, shopSettingsSchema } from "@domain/settings/settings.schema.ts";
import { DEFAULT_BACK_OFFICE_SETTINGS } from "@domain/settings/settings.ts";
import { parseStored } from "@domain/stored-documents.ts";
import { makeProduct } from "@domain/testing/make-product.ts";
import { sweepHolds } from "../../functions/src/orders/expire-holds.ts";
import { HOSTING_URL } from "../../tools/emulators/launch.ts";
import { adminDb, useLocalEmulators } from "../../tools/firebase-admin.ts";
import { grantAdmin } from "../../tools/grant-admin.ts";
import { resetAccount } from "../support/accounts.ts";
import { callFrom, newClientAddress, testClient, type TestClient } from "../support/client.ts";
import { clearFirestore } from "../support/emulator-data.ts";
import { waitUntil } from "../support/triggers.ts";
import { storedDiscountCode } from "@domain/testing/make-discount-code.ts";
import { PROVIDENCIA_DELIVERY } from "@domain/testing/addresses.ts";

/** How a collection's documents are read: the schema for a document id, and its subcollections'. */
interface StoredCollection {
  schemaFor: (id: string) => z.ZodType;
  subcollections?: Record<string, StoredCollection>;
}
const every = (schema: z.ZodType): StoredCollection => ({ schemaFor: () => schema });

const STORED: Record<keyof typeof COLLECTIONS, StoredCollection> = {
  products: every(productSchema),
  orders: every(orderSchema),
  orderCounters: every(orderCounterSchema),
  productViewDays: every(productViewBucketSchema),
  productViewHours: every(productViewBucketSchema),
  webVitals: every(vitalsDaySchema),
  analysisUsage: every(analysisUsageSchema),
  descriptionUsage: every(descriptionUsageSchema),
  rateLimits: {
    schemaFor: (id) =>
      id.startsWith(CHECKOUT_HISTORY_KEY_PREFIX) ? storedCheckoutHistorySchema : recentUsesSchema,
  },
  alerts: every(storedAlertSchema),
  accessKeys: every(accessKeySchema),
  settings: {
    schemaFor: (id) => (id === SHOP_SETTINGS_DOC ? shopSettingsSchema : backOfficeSettingsSchema),
  },
  publicCache: {
    ...every(storefrontHeadSchema),
    subcollections: { [STOREFRONT_PIECES_SUBCOLLECTION]: every(storefrontPieceSchema) },
  },
  adminRevocations: every(adminRevocationSchema),
  mail: every(mailSchema),
  fintocEvents: every(handledFintocEventSchema),
  fintocIntents: every(fintocIntentSchema),
  migrations: every(migrationMarkerSchema),
  discountCodes: {
    ...every(discountCodeSchema),
    subcollections: { [DISCOUNT_USES_SUBCOLLECTION]: every(discountUseSchema) },
  },
};

/**
 * What the calls below make the functions write; the rest (AI usage and its alerts, Fintoc's
 * events) need a provider or a payment the emulators stand in for in their own tests, and are read
 * here whenever they are present.
 */
const DRIVEN: (keyof typeof COLLECTIONS)[] = [
  "products",
  "orders",
  "orderCounters",
  "productViewDays",
  "productViewHours",
  "webVitals",
  "rateLimits",
  "accessKeys",
  "publicCache",
  "adminRevocations",
  "mail",
  "migrations",
  "discountCodes",
];

interface Unreadable {
  path: string;
  issues: string[];
}

/** Every document under `documents` (and their subcollections) that its schema does not read. */
async function unreadableIn(
  documents: DocumentReference[],
  stored: StoredCollection,
): Promise<{ count: number; unreadable: Unreadable[] }> {
  let count = 0;
  const unreadable: Unreadable[] = [];
  for (const ref of documents) {
    const snapshot = await ref.get();
    if (snapshot.exists) {
      count += 1;
      const parsed = parseStored(stored.schemaFor(ref.id), snapshot.data(), ref.id);
      if (!parsed.success) {
        unreadable.push({
          path: ref.path,
          issues: parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
        });
      }
    }
    for (const sub of await ref.listCollections()) {
      const inner = stored.subcollections?.[sub.id];
      if (!inner) {
        unreadable.push({ path: sub.path, issues: ["subcolección sin esquema en STORED"] });
        continue;
      }
      const found = await unreadableIn(await sub.listDocuments(), inner);
      unreadable.push(...found.unreadable);
    }
  }
  return { count, unreadable };
}

const owner = { email: "duena-documentos@chatoyant.test", password: "clave-segura-7" };
const helper = { email: "ayudante-documentos@chatoyant.test", password: "clave-segura-8" };
let admin: TestClient;

beforeAll(async () => {
  useLocalEmulators();
  await clearFirestore();
  await Promise.all([resetAccount(owner), resetAccount(helper)]);
  await grantAdmin(owner.email);
  admin = await testClient(owner);
});
afterAll(() => admin?.close());

describe("the documents the functions write", () => {
  it("all read back through the domain's schemas", async () => {
    const db = adminDb();
    await db
      .collection(COLLECTIONS.settings)
      .doc(BACK_OFFICE_SETTINGS_DOC)
      .set({ ...DEFAULT_BACK_OFFICE_SETTINGS, notifications: { orderEmails: ["duena@chatoyant.cl"] } });
    const { id: productId, ...product } = makeProduct({ name: "Collar Luna", price: 34990, stock: 5 });
    await db.collection(COLLECTIONS.products).doc(productId).set(product);
    await db
      .collection(COLLECTIONS.discountCodes)
      .doc("BIENVENIDA")
      .set(storedDiscountCode({ rule: { kind: "percent", percent: 10 } }));

    const { orderId } = await callFrom<CreatedOrder>(newClientAddress(), "createOrder", {
      idempotencyKey: randomUUID(),
      paymentMethod: "TRANSFERENCIA_DIRECTA",
      whatsapp: "+56 9 3456 7812",
      delivery: PROVIDENCIA_DELIVERY,
      items: [{ productId, quantity: 2, name: "Collar Luna" }],
      discountCode: "BIENVENIDA",
    });
    for (const [status, dispatch] of [
      ["verified", null],
      ["shipped", { courier: "starken", trackingNumber: "991234567" }],
    ] as const) {
      const result = await admin.call<OrderActionResult>("updateOrderStatus", {
        orderIds: [orderId],
        status,
        dispatch,
      });
      expect(result).toEqual({ done: [orderId], failed: [] });
    }
    await admin.call("createAccessKey", { label: "Feria de mayo" });
    await admin.call("setAdminRole", { email: helper.email, admin: true });
    await admin.call("setAdminRole", { email: helper.email, admin: false });
    const view = await fetch(`${HOSTING_URL}${PRODUCT_VIEW_BEACON_PATH}`, {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8" },
      body: JSON.stringify({ productId }),
    });
    expect(view.status).toBe(204);
    const vitals = await fetch(`${HOSTING_URL}/api/vitals`, {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8" },
      body: JSON.stringify({
        page: "product",
        device: "mobile",
        connection: "4g",
        metrics: { LCP: 2150.3, INP: 88, CLS: 0.042, TTFB: 301.9 },
      }),
    });
    expect(vitals.status).toBe(204);
    await sweepHolds(db, new Date());
    await waitUntil(
      "la instantánea de la tienda",
      async () => (await db.collection(COLLECTIONS.publicCache).doc(STOREFRONT_CACHE_DOC).get()).exists,
    );

    const empty: string[] = [];
    const unreadable: Unreadable[] = [];
    for (const [key, stored] of Object.entries(STORED) as [keyof typeof COLLECTIONS, StoredCollection][]) {
      const found = await unreadableIn(await db.collection(COLLECTIONS[key]).listDocuments(), stored);
      if (found.count === 0 && DRIVEN.includes(key)) empty.push(key);
      unreadable.push(...found.unreadable);
    }
    expect(unreadable).toEqual([]);
    expect(empty).toEqual([]);
  });
});
