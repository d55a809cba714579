/**
 * Discount codes: shoppers never read or list them or their uses (only the checkDiscountCode
 * callable answers for one code and one cart); admins manage them, but the use counters move only
 * in the functions' commits.
 */
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
} from "firebase/firestore";
import { describe, expect, it } from "vitest";
import { COLLECTIONS, DISCOUNT_USES_SUBCOLLECTION } from "@domain/collections.ts";
import { useRulesEnvironment } from "../support/rules-env.ts";

const CODE = "VERANO15";
const USE = `${COLLECTIONS.discountCodes}/${CODE}/${DISCOUNT_USES_SUBCOLLECTION}/numero-1`;

const newCode = (fields: Record<string, unknown> = {}) => ({
  rule: { kind: "percent", percent: 15 },
  minSubtotal: 0,
  startsOn: "2026-12-01",
  endsOn: "2026-12-31",
  maxUses: 10,
  maxUsesPerWhatsapp: 1,
  active: true,
  uses: 0,
  revenue: 0,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...fields,
});

const rules = useRulesEnvironment({
  seed: async ({ db }) => {
    await setDoc(doc(db, COLLECTIONS.discountCodes, CODE), { ...newCode(), uses: 3, revenue: 60_000 });
    await setDoc(doc(db, USE), { orderIds: ["order-1"] });
  },
});
const admin = () => rules.admin().db;
const shoppers = () => [rules.anonymous().db, rules.customer().db];

describe("discount codes", () => {
  it("shoppers can neither read nor list codes or their uses, nor write them", async () => {
    for (const shopper of shoppers()) {
      await assertFails(getDoc(doc(shopper, COLLECTIONS.discountCodes, CODE)));
      await assertFails(getDocs(collection(shopper, COLLECTIONS.discountCodes)));
      await assertFails(getDoc(doc(shopper, USE)));
      await assertFails(setDoc(doc(shopper, COLLECTIONS.discountCodes, "GRATIS100"), newCode()));
      await assertFails(updateDoc(doc(shopper, COLLECTIONS.discountCodes, CODE), { uses: 0 }));
      await assertFails(deleteDoc(doc(shopper, COLLECTIONS.discountCodes, CODE)));
    }
  });

  it("admins list, create, edit, pause and delete codes", async () => {
    const db = admin();
    expect((await assertSucceeds(getDocs(collection(db, COLLECTIONS.discountCodes)))).size).toBe(1);
    await assertSucceeds(getDoc(doc(db, USE)));
    await assertSucceeds(setDoc(doc(db, COLLECTIONS.discountCodes, "CYBER-5000"), newCode()));
    const edit = {
      minSubtotal: 20_000,
      rule: { kind: "amount", amount: 5_000 },
      updatedAt: serverTimestamp(),
    };
    await assertSucceeds(updateDoc(doc(db, COLLECTIONS.discountCodes, CODE), edit));
    await assertSucceeds(
      updateDoc(doc(db, COLLECTIONS.discountCodes, CODE), { active: false, updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(deleteDoc(doc(db, COLLECTIONS.discountCodes, CODE)));
  });

  it("admins cannot move the use counters or write the uses", async () => {
    const db = admin();
    const ref = doc(db, COLLECTIONS.discountCodes, CODE);
    await assertFails(updateDoc(ref, { uses: 0, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { revenue: 0, updatedAt: serverTimestamp() }));
    await assertFails(setDoc(doc(db, COLLECTIONS.discountCodes, "NUEVO10"), newCode({ uses: 5 })));
    await assertFails(setDoc(doc(db, USE), { orderIds: [] }));
  });

  it("refuses a code that breaks the shape the shop reads", async () => {
    const db = admin();
    const create = (id: string, fields: Record<string, unknown>) =>
      setDoc(doc(db, COLLECTIONS.discountCodes, id), newCode(fields));
    await assertFails(create("verano15", {}));
    await assertFails(create("OTRO10", { rule: { kind: "percent", percent: 150 } }));
    await assertFails(create("OTRO10", { rule: { kind: "amount", amount: 0 } }));
    await assertFails(create("OTRO10", { startsOn: "2026-12-31", endsOn: "2026-12-01" }));
    await assertFails(create("OTRO10", { maxUses: 0 }));
    await assertFails(create("OTRO10", { extra: true }));
    await assertSucceeds(create("OTRO10", { startsOn: null, endsOn: null, maxUses: null }));
  });
});
