/**
 * What the shopper has typed at checkout, kept while they move around the shop (back to a product
 * and back to the cart) and after a refused checkout, so nothing has to be typed twice.
 */
import { create } from "zustand";
import { EMPTY_CHECKOUT_FORM, updateCheckoutForm, type CheckoutForm } from "../checkout-form.ts";

type CheckoutFormState = {
  form: CheckoutForm;
  update: (change: Partial<CheckoutForm>) => void;
};

export const useCheckoutFormStore = create<CheckoutFormState>()((set) => ({
  form: EMPTY_CHECKOUT_FORM,
  update: (change) => set(({ form }) => ({ form: updateCheckoutForm(form, change) })),
}));
