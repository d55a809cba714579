/**
 * The discount code the shopper applied at checkout and what it grants, for the summary's preview
 * (recomputed from the rule whenever the cart changes) and for createOrder, which decides again.
 */
import { create } from "zustand";
import type { DiscountRule } from "@domain/orders/order-amounts.ts";

export interface AppliedDiscount {
  code: string;
  rule: DiscountRule;
}

type DiscountState = {
  applied: AppliedDiscount | null;
  /** Why the server refused the code at checkout, shown by the field until she changes it. */
  refusal: string | null;
  apply: (applied: AppliedDiscount) => void;
  refuse: (message: string) => void;
  remove: () => void;
};

export const useDiscountStore = create<DiscountState>()((set) => ({
  applied: null,
  refusal: null,
  apply: (applied) => set({ applied, refusal: null }),
  refuse: (refusal) => set({ applied: null, refusal }),
  remove: () => set({ applied: null, refusal: null }),
}));
