/**
 * The back office's discount codes: the live list and the owner's edits, through the rules (admins
 * only; the use counters stay as the functions left them).
 */
import {
  collection,
  deleteDoc,
  doc,
  onSnapshot,
  serverTimestamp,
  setDoc,
  updateDoc,
  type FirestoreError,
  type Unsubscribe,
} from "firebase/firestore";
import { COLLECTIONS } from "@domain/collections.ts";
import {
  discountCodeSchema,
  type DiscountCode,
  type DiscountCodeFields,
} from "@domain/discounts/discount-code.ts";
import { parseStored } from "@domain/stored-documents.ts";
import { firestore } from "../db.ts";

const codeDoc = (code: string) => doc(firestore(), COLLECTIONS.discountCodes, code);

/** Every code, by name; one the shop cannot read is left out and reported. */
export function watchDiscountCodes(
  onChange: (codes: DiscountCode[]) => void,
  onError: (error: FirestoreError) => void,
): Unsubscribe {
  return onSnapshot(
    collection(firestore(), COLLECTIONS.discountCodes),
    (snapshot) => {
      const codes = snapshot.docs.flatMap((stored) => {
        const parsed = parseStored(discountCodeSchema, stored.data(), stored.id);
        if (!parsed.success) console.warn(`Código ${stored.id} con datos inválidos`, parsed.error.issues);
        return parsed.data ?? [];
      });
      onChange(codes.sort((a, b) => a.id.localeCompare(b.id)));
    },
    onError,
  );
}

export async function createDiscountCode(code: string, fields: DiscountCodeFields): Promise<void> {
  await setDoc(codeDoc(code), {
    ...fields,
    uses: 0,
    revenue: 0,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
}

/** Everything the owner sets (the counters are left as they are). */
export async function updateDiscountCode(code: string, fields: Partial<DiscountCodeFields>): Promise<void> {
  await updateDoc(codeDoc(code), { ...fields, updatedAt: serverTimestamp() });
}

export async function deleteDiscountCode(code: string): Promise<void> {
  await deleteDoc(codeDoc(code));
}
