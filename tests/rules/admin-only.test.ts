/**
 * Every operation the rules keep for admins, tried by the three kinds of caller: anonymous shoppers
 * and signed-in accounts without the claim are refused, admins are let through.
 */
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
  updateDoc,
  where,
} from "firebase/firestore";
import { deleteObject, getBytes, ref, uploadBytes } from "firebase/storage";
import { describe, it } from "vitest";
import { DEMO_SETTINGS } from "@domain/testing/demo-settings.ts";
import { useRulesEnvironment, type Caller } from "../support/rules-env.ts";

const PRODUCT_ID = "0b7e3b8a-3c1d-4f2e-9a8b-7c6d5e4f3a2b";
const NEW_ID = "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f";
const PROOF = "payment-proofs/order-1/1700000000000.png";

const product = () => ({
  name: "Collar Bosque de Jade",
  price: 29990,
  stock: 4,
  productType: "collar",
  description: null,
  materials: ["Jade"],
  collection: null,
  colors: [],
  media: { uso: null, studio: null, extra: null, extra_2: null, video: null },
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
});

const OPERATIONS: [string, (caller: Caller) => Promise<unknown>][] = [
  ["create a product", ({ db }) => setDoc(doc(db, "products", NEW_ID), product())],
  [
    "change a product's price",
    ({ db }) => updateDoc(doc(db, "products", PRODUCT_ID), { price: 1, updatedAt: serverTimestamp() }),
  ],
  ["delete a product", ({ db }) => deleteDoc(doc(db, "products", PRODUCT_ID))],
  ["save the settings", ({ db }) => setDoc(doc(db, "settings", "shop"), DEMO_SETTINGS)],
  ["read the back office's settings", ({ db }) => getDoc(doc(db, "settings", "backOffice"))],
  ["list orders", ({ db }) => getDocs(collection(db, "orders"))],
  [
    "list the newest pending orders (the dashboard)",
    ({ db }) =>
      getDocs(
        query(
          collection(db, "orders"),
          where("status", "==", "pending"),
          orderBy("createdAt", "desc"),
          limit(60),
        ),
      ),
  ],
  [
    "count the pending orders with a proof (the dashboard)",
    ({ db }) =>
      getCountFromServer(
        query(
          collection(db, "orders"),
          where("status", "==", "pending"),
          where("proof.uploadedAt", "!=", null),
        ),
      ),
  ],
  ["read product view statistics", ({ db }) => getDoc(doc(db, "productViewDays", "20261122"))],
  ["read hourly product views", ({ db }) => getDoc(doc(db, "productViewHours", "2026112214"))],
  ["list hourly product views", ({ db }) => getDocs(collection(db, "productViewHours"))],
  ["read analysis usage", ({ db }) => getDocs(collection(db, "analysisUsage"))],
  ["read description usage", ({ db }) => getDocs(collection(db, "descriptionUsage"))],
  ["read alerts", ({ db }) => getDocs(collection(db, "alerts"))],
  ["read access keys", ({ db }) => getDocs(collection(db, "accessKeys"))],
  [
    "upload a product photo",
    ({ storage }) =>
      uploadBytes(ref(storage, `products/${PRODUCT_ID}/studio-2.webp`), new Uint8Array(64), {
        contentType: "image/webp",
      }),
  ],
  [
    "delete a product photo",
    ({ storage }) => deleteObject(ref(storage, `products/${PRODUCT_ID}/uso-1.webp`)),
  ],
  ["read a proof of transfer", ({ storage }) => getBytes(ref(storage, PROOF))],
  ["delete a proof of transfer", ({ storage }) => deleteObject(ref(storage, PROOF))],
];

const rules = useRulesEnvironment({
  clear: { firestore: true, storage: true },
  seed: async ({ db, storage }) => {
    await setDoc(doc(db, "products", PRODUCT_ID), product());
    await setDoc(doc(db, "orders", "order-1"), { status: "pending" });
    await setDoc(doc(db, "productViewDays", "20261122"), { counts: {}, names: {} });
    await setDoc(doc(db, "productViewHours", "2026112214"), { counts: {}, names: {} });
    const png = { contentType: "image/png" };
    await uploadBytes(ref(storage, `products/${PRODUCT_ID}/uso-1.webp`), new Uint8Array(64), png);
    await uploadBytes(ref(storage, PROOF), new Uint8Array(64), png);
  },
});

describe.each(OPERATIONS)("only admins %s", (_operation, attempt) => {
  it("anonymous shoppers are refused", async () => {
    await assertFails(attempt(rules.anonymous()));
  });
  it("signed-in accounts without the admin claim are refused", async () => {
    await assertFails(attempt(rules.customer()));
  });
  it("admins may", async () => {
    await assertSucceeds(attempt(rules.admin()));
  });
});
