import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from "firebase/firestore";
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_BACK_OFFICE_SETTINGS } from "@domain/settings/settings.ts";
import { DEMO_SETTINGS } from "@domain/testing/demo-settings.ts";
import { ADMIN_TOKEN, callerOf, useRulesEnvironment } from "../support/rules-env.ts";

const PRODUCT_ID = "0b7e3b8a-3c1d-4f2e-9a8b-7c6d5e4f3a2b";
const NEW_ID = "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f";

function productFields(overrides: Record<string, unknown> = {}, id = PRODUCT_ID) {
  return {
    name: "Collar Bosque de Jade",
    price: 29990,
    stock: 4,
    productType: "collar",
    description: "Hecho a mano.",
    materials: ["Jade", "Plata"],
    collection: "Bosque",
    colors: [{ name: "Verde jade", hex: "#00A86B", description: null }],
    media: {
      uso: `products/${id}/uso-1700000000000.webp`,
      studio: "https://cdn.ejemplo.cl/collar.jpg",
      extra: null,
      extra_2: null,
      video: null,
    },
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

const rules = useRulesEnvironment({
  seed: async ({ db }) => {
    await setDoc(doc(db, "products", PRODUCT_ID), productFields());
    await setDoc(doc(db, "settings", "shop"), DEMO_SETTINGS);
    await setDoc(doc(db, "orders", "order-1"), { orderNumber: "CHT-20261122-0001", status: "pending" });
    await setDoc(doc(db, "orderCounters", "20261122"), { lastSequence: 1 });
    await setDoc(doc(db, "analysisUsage", "u1"), { createdAt: new Date() });
  },
});
let anonymous: Firestore;
let customer: Firestore;
let admin: Firestore;
beforeEach(() => {
  anonymous = rules.anonymous().db;
  customer = rules.customer().db;
  admin = rules.admin().db;
});

describe("catalog and settings", () => {
  it("anyone reads products and settings", async () => {
    await assertSucceeds(getDoc(doc(anonymous, "products", PRODUCT_ID)));
    await assertSucceeds(getDocs(collection(anonymous, "products")));
    await assertSucceeds(getDoc(doc(anonymous, "settings", "shop")));
  });

  it.each([
    ["anonymous", () => anonymous],
    ["a signed-in customer", () => customer],
  ])("%s cannot create, change or delete products, nor write settings", async (_who, db) => {
    await assertFails(setDoc(doc(db(), "products", NEW_ID), productFields({}, NEW_ID)));
    await assertFails(
      updateDoc(doc(db(), "products", PRODUCT_ID), { price: 1, updatedAt: serverTimestamp() }),
    );
    await assertFails(deleteDoc(doc(db(), "products", PRODUCT_ID)));
    await assertFails(setDoc(doc(db(), "settings", "shop"), { ...DEMO_SETTINGS, shopName: "Otra" }));
  });

  it("an admin creates a well-formed product and edits it", async () => {
    await assertSucceeds(setDoc(doc(admin, "products", NEW_ID), productFields({}, NEW_ID)));
    await assertSucceeds(
      updateDoc(doc(admin, "products", PRODUCT_ID), {
        price: 31990,
        name: "Collar Bosque",
        updatedAt: serverTimestamp(),
      }),
    );
    await assertSucceeds(deleteDoc(doc(admin, "products", PRODUCT_ID)));
  });

  it.each([
    ["a fractional price", { price: 10.5 }],
    ["a negative stock", { stock: -1 }],
    ["an unknown type", { productType: "pulsera" }],
    ["an empty name", { name: "   " }],
    ["an unexpected field", { featured: true }],
    [
      "inline image data",
      { media: { uso: "data:image/png;base64,AAAA", studio: null, extra: null, extra_2: null, video: null } },
    ],
    ["a client-chosen timestamp", { updatedAt: new Date("2020-01-01") }],
    [
      "media of another product",
      {
        media: {
          uso: `products/${PRODUCT_ID}/uso-1.webp`,
          studio: null,
          extra: null,
          extra_2: null,
          video: null,
        },
      },
    ],
  ])("an admin cannot save a product with %s", async (_what, overrides) => {
    await assertFails(setDoc(doc(admin, "products", NEW_ID), productFields(overrides, NEW_ID)));
  });

  it("stock changes only through functions, even for admins", async () => {
    await assertFails(
      updateDoc(doc(admin, "products", PRODUCT_ID), { stock: 99, updatedAt: serverTimestamp() }),
    );
  });

  it("an admin saves well-formed settings, and nothing else", async () => {
    const bank = { ...DEMO_SETTINGS.bankTransfer, accountNumber: "000111222" };
    await assertSucceeds(setDoc(doc(admin, "settings", "shop"), { ...DEMO_SETTINGS, bankTransfer: bank }));
    for (const broken of [
      { shopName: "Chatoyant" },
      { ...DEMO_SETTINGS, shopName: "" },
      { ...DEMO_SETTINGS, contact: { ...DEMO_SETTINGS.contact, whatsapp: "+56 9 1234" } },
      { ...DEMO_SETTINGS, paymentLinkBaseUrl: "javascript:alert(1)" },
      { ...DEMO_SETTINGS, policies: { ...DEMO_SETTINGS.policies, returnsDays: 1.5 } },
      { ...DEMO_SETTINGS, bankTransfer: { ...bank, iban: "extra" } },
      { ...DEMO_SETTINGS, admin: true },
    ]) {
      await assertFails(setDoc(doc(admin, "settings", "shop"), broken));
    }
  });

  it("an admin sets which methods Fintoc takes: cards, bank transfer or both, and at least one", async () => {
    for (const fintocMethods of [["card"], ["bank_transfer"], ["card", "bank_transfer"]]) {
      await assertSucceeds(setDoc(doc(admin, "settings", "shop"), { ...DEMO_SETTINGS, fintocMethods }));
    }
    for (const fintocMethods of [[], ["card", "card"], ["cash"], "card", null]) {
      await assertFails(setDoc(doc(admin, "settings", "shop"), { ...DEMO_SETTINGS, fintocMethods }));
    }
  });

  it("an admin cannot write other settings documents", async () => {
    await assertFails(setDoc(doc(admin, "settings", "other"), { x: 1 }));
  });

  it("shoppers cannot read or write the back office's settings; an admin saves well-formed ones", async () => {
    for (const db of [anonymous, customer]) {
      await assertFails(getDoc(doc(db, "settings", "backOffice")));
      await assertFails(getDocs(collection(db, "settings")));
      await assertFails(setDoc(doc(db, "settings", "backOffice"), DEFAULT_BACK_OFFICE_SETTINGS));
    }
    await assertSucceeds(setDoc(doc(admin, "settings", "backOffice"), DEFAULT_BACK_OFFICE_SETTINGS));
    await assertSucceeds(getDoc(doc(admin, "settings", "backOffice")));
    const { analysis, orders, notifications } = DEFAULT_BACK_OFFICE_SETTINGS;
    const sixEmails = Array.from({ length: 6 }, (_, index) => `duena${index}@chatoyant.cl`);
    await assertSucceeds(
      setDoc(doc(admin, "settings", "backOffice"), {
        analysis,
        orders,
        notifications: { orderEmails: sixEmails.slice(0, 5) },
      }),
    );
    // The owner's own wording of a WhatsApp message: it keeps the order page's link.
    const shipped = "Tu pedido {numero} va por {seguimiento}.\nSíguelo aquí: {enlace}";
    await assertSucceeds(
      setDoc(doc(admin, "settings", "backOffice"), {
        analysis,
        orders,
        notifications,
        messages: { shipped },
      }),
    );
    for (const broken of [
      { analysis, orders, notifications, messages: { shipped: "Tu pedido {numero} va en camino." } },
      { analysis, orders, notifications, messages: { shipped: `${"x".repeat(1000)}{enlace}` } },
      { analysis, orders, notifications, messages: { shipped: 12 } },
      { analysis, orders, notifications, messages: { promo: shipped } },
      { analysis, orders, notifications, messages: "hola {enlace}" },
      { analysis, orders },
      { analysis, notifications },
      { analysis, orders: { ...orders, holdHours: 0 }, notifications },
      { analysis, orders: { ...orders, holdHours: 169 }, notifications },
      { analysis, orders: { ...orders, holdHours: 1.5 }, notifications },
      { analysis, orders: { holdHours: 48 }, notifications },
      { analysis, orders: { ...orders, proofReviewHours: 0 }, notifications },
      { analysis, orders: { ...orders, proofReviewHours: 169 }, notifications },
      { analysis, orders: { ...orders, proofReviewHours: "48" }, notifications },
      { analysis: { ...analysis, dailyBudgetClp: -1 }, orders, notifications },
      { analysis: { ...analysis, extra: 1 }, orders, notifications },
      { analysis, orders, notifications: { orderEmails: sixEmails } },
      { analysis, orders, notifications: { orderEmails: "duena@chatoyant.cl" } },
      { analysis, orders, notifications: { orderEmails: [], cc: [] } },
    ]) {
      await assertFails(setDoc(doc(admin, "settings", "backOffice"), broken));
    }
    // The thresholds and costs no longer belong in the public document.
    await assertFails(setDoc(doc(admin, "settings", "shop"), { ...DEMO_SETTINGS, analysis }));
  });
});

describe("who counts as an admin", () => {
  const authTime = 1_800_000_000;
  const adminAt = (time: number) =>
    callerOf(rules.env.authenticatedContext("admin", { ...ADMIN_TOKEN, auth_time: time })).db;

  it("an account with the claim but an unverified e-mail is not one", async () => {
    const unverified = callerOf(
      rules.env.authenticatedContext("admin", { ...ADMIN_TOKEN, email_verified: false }),
    ).db;
    await assertFails(getDocs(collection(unverified, "orders")));
    await assertFails(setDoc(doc(unverified, "settings", "shop"), DEMO_SETTINGS));
  });

  it("a removed admin's token from before the removal is refused; a later sign-in is not", async () => {
    await assertSucceeds(getDocs(collection(adminAt(authTime), "orders")));
    await rules.env.withSecurityRulesDisabled((context) =>
      setDoc(doc(context.firestore(), "adminRevocations", "admin"), { revokedAt: authTime + 60 }),
    );
    await assertFails(getDocs(collection(adminAt(authTime), "orders")));
    await assertFails(setDoc(doc(adminAt(authTime + 60), "settings", "shop"), DEMO_SETTINGS));
    await assertSucceeds(getDocs(collection(adminAt(authTime + 61), "orders")));
  });

  it("nobody reads or writes the revocations from a client", async () => {
    await assertFails(getDoc(doc(admin, "adminRevocations", "admin")));
    await assertFails(setDoc(doc(admin, "adminRevocations", "otra"), { revokedAt: 0 }));
  });
});

describe("orders and counters", () => {
  it("anyone reads one order by id, but shoppers can never list orders", async () => {
    await assertSucceeds(getDoc(doc(anonymous, "orders", "order-1")));
    await assertFails(getDocs(collection(anonymous, "orders")));
    await assertFails(getDocs(collection(customer, "orders")));
  });

  it("admins list orders", async () => {
    await assertSucceeds(getDocs(collection(admin, "orders")));
  });

  it("a shopper holding her order's id finds nothing of another shopper's order", async () => {
    for (const db of [anonymous, customer]) {
      for (const [field, value] of [
        ["orderNumber", "CHT-20261122-0001"],
        ["status", "pending"],
        ["customer.whatsapp", "+56912345678"],
      ] as const) {
        await assertFails(getDocs(query(collection(db, "orders"), where(field, "==", value), limit(1))));
      }
      // An id is the checkout's random key: one not handed out reads as nothing, never as a list.
      expect((await getDoc(doc(db, "orders", "CHT-20261122-0001"))).exists()).toBe(false);
    }
  });

  it.each([
    ["anonymous", () => anonymous],
    ["a signed-in customer", () => customer],
    ["an admin", () => admin],
  ])("%s cannot create, change or delete orders or counters directly", async (_who, db) => {
    await assertFails(setDoc(doc(db(), "orders", "order-2"), { status: "pending", totalAmount: 1 }));
    await assertFails(updateDoc(doc(db(), "orders", "order-1"), { status: "verified" }));
    const dispatch = { courier: "starken", courierName: null, trackingNumber: "991234567", at: new Date() };
    await assertFails(updateDoc(doc(db(), "orders", "order-1"), { status: "shipped", dispatch }));
    await assertFails(updateDoc(doc(db(), "orders", "order-1"), { status: "ready" }));
    await assertFails(deleteDoc(doc(db(), "orders", "order-1")));
    await assertFails(getDoc(doc(db(), "orderCounters", "20261122")));
    await assertFails(setDoc(doc(db(), "orderCounters", "20261122"), { lastSequence: 0 }));
  });
});

describe("usage data", () => {
  it("only admins read analysis usage, and nobody writes it from a client", async () => {
    await assertFails(getDoc(doc(customer, "analysisUsage", "u1")));
    await assertSucceeds(getDoc(doc(admin, "analysisUsage", "u1")));
    await assertFails(setDoc(doc(admin, "analysisUsage", "u2"), { createdAt: new Date() }));
  });

  it.each([
    "productViewHours",
    "productViewDays",
    "analysisUsage",
    "descriptionUsage",
    "alerts",
    "accessKeys",
  ])("%s is written only by functions, never by a client, admins included", async (name) => {
    await assertFails(setDoc(doc(admin, name, "x"), { counts: {} }));
    await assertFails(setDoc(doc(customer, name, "x"), { counts: {} }));
    await assertFails(setDoc(doc(anonymous, name, "x"), { counts: {} }));
  });

  it("only admins read the field web vitals; nobody writes them from a client, admins included", async () => {
    await rules.env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), "webVitals", "20261127_home"), { day: "20261127", visits: 1 });
    });
    await assertSucceeds(getDoc(doc(admin, "webVitals", "20261127_home")));
    await assertSucceeds(getDocs(query(collection(admin, "webVitals"), where("day", ">=", "20261031"))));
    for (const db of [customer, anonymous]) {
      await assertFails(getDoc(doc(db, "webVitals", "20261127_home")));
      await assertFails(getDocs(collection(db, "webVitals")));
    }
    for (const db of [admin, customer, anonymous]) {
      await assertFails(setDoc(doc(db, "webVitals", "20261127_cart"), { day: "20261127", visits: 1 }));
      await assertFails(updateDoc(doc(db, "webVitals", "20261127_home"), { visits: 1000 }));
      await assertFails(deleteDoc(doc(db, "webVitals", "20261127_home")));
    }
  });

  it("nobody reads or writes the functions' rate limits from a client", async () => {
    await assertFails(getDoc(doc(admin, "rateLimits", "analysis-key")));
    await assertFails(getDocs(collection(admin, "rateLimits")));
    await assertFails(setDoc(doc(admin, "rateLimits", "analysis-key"), { uses: [] }));
    await assertFails(deleteDoc(doc(admin, "rateLimits", "analysis-key")));
  });

  it.each(["mail", "fintocEvents", "fintocIntents"])(
    "nobody reads or writes %s from a client: owner notices and payment events stay server-side",
    async (name) => {
      await rules.env.withSecurityRulesDisabled(async (context) => {
        await setDoc(doc(context.firestore(), name, "x"), { to: ["duena@chatoyant.cl"] });
      });
      for (const db of [admin, customer, anonymous]) {
        await assertFails(getDoc(doc(db, name, "x")));
        await assertFails(getDocs(collection(db, name)));
        await assertFails(setDoc(doc(db, name, "y"), { to: ["otra@example.com"] }));
        await assertFails(deleteDoc(doc(db, name, "x")));
      }
    },
  );

  it("admins list and count the notices the mail extension failed to send, and nothing else of mail", async () => {
    const endTime = Timestamp.fromDate(new Date("2026-11-26T12:00:00Z"));
    await rules.env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await setDoc(doc(db, "mail", "order-1"), {
        to: ["duena@chatoyant.cl"],
        delivery: { state: "ERROR", error: "Error: Invalid login: 535", endTime },
      });
      await setDoc(doc(db, "mail", "order-2"), {
        to: ["duena@chatoyant.cl"],
        delivery: { state: "SUCCESS", error: null, endTime },
      });
    });
    const failedSince = (db: Firestore) =>
      query(
        collection(db, "mail"),
        where("delivery.state", "==", "ERROR"),
        where("delivery.endTime", ">=", Timestamp.fromDate(new Date("2026-11-20T00:00:00Z"))),
        orderBy("delivery.endTime", "desc"),
      );
    await assertSucceeds(getDocs(query(failedSince(admin), limit(1))));
    await assertSucceeds(getCountFromServer(failedSince(admin)));
    for (const db of [customer, anonymous]) {
      await assertFails(getDocs(query(failedSince(db), limit(1))));
      await assertFails(getCountFromServer(failedSince(db)));
    }
    // A notice holds a customer's number and address: no reading one by id, nor the delivered ones.
    await assertFails(getDoc(doc(admin, "mail", "order-1")));
    await assertFails(getDocs(query(collection(admin, "mail"), where("delivery.state", "==", "SUCCESS"))));
    await assertFails(setDoc(doc(admin, "mail", "order-1"), { delivery: { state: "SUCCESS" } }));
  });

  it("nobody reads or writes the functions' storefront cache from a client", async () => {
    const pieces = "publicCache/storefront/pieces";
    const piece = `${pieces}/pieza-1`;
    await rules.env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), "publicCache", "storefront"), { json: "{}" });
      await setDoc(doc(context.firestore(), piece), { json: "[]", ids: [], version: "v" });
    });
    for (const db of [admin, customer, anonymous]) {
      await assertFails(getDoc(doc(db, "publicCache", "storefront")));
      await assertFails(getDocs(collection(db, "publicCache")));
      await assertFails(setDoc(doc(db, "publicCache", "storefront"), { json: "{}" }));
      await assertFails(deleteDoc(doc(db, "publicCache", "storefront")));
      // Nor its pieces, one by one or by the query the functions use to find a product's.
      await assertFails(getDoc(doc(db, piece)));
      await assertFails(getDocs(query(collection(db, pieces), where("ids", "array-contains", "x"))));
      await assertFails(setDoc(doc(db, piece), { json: "[]" }));
      await assertFails(deleteDoc(doc(db, piece)));
    }
  });

  it("anything not named in the rules is denied", async () => {
    await assertFails(getDoc(doc(admin, "secrets", "x")));
    await assertFails(setDoc(doc(admin, "secrets", "x"), { a: 1 }));
  });
});
