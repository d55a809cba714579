/**
 * The checkout form as the shopper fills it, and what it takes to be sendable (spec 4 and 5,
 * Checkout). The same checks run again in createOrder, on the server.
 */
import {
  CHECKOUT_MESSAGES,
  isCompleteDelivery,
  whatsappProblem,
  type CheckoutDelivery,
} from "@domain/orders/checkout.ts";
import type { DeliveryType } from "@domain/orders/order.ts";

export interface CheckoutForm {
  whatsapp: string;
  deliveryType: DeliveryType;
  regionCode: string;
  comunaCode: string;
  street: string;
  number: string;
  apartment: string;
}

export const EMPTY_CHECKOUT_FORM: CheckoutForm = {
  whatsapp: "",
  deliveryType: "pickup",
  regionCode: "",
  comunaCode: "",
  street: "",
  number: "",
  apartment: "",
};

const NO_ADDRESS = { regionCode: "", comunaCode: "", street: "", number: "", apartment: "" };

/** Applies one change with the form's knock-on rules: pickup clears the address, a new region the comuna. */
export function updateCheckoutForm(form: CheckoutForm, change: Partial<CheckoutForm>): CheckoutForm {
  const next = { ...form, ...change };
  if (change.deliveryType === "pickup") return { ...next, ...NO_ADDRESS };
  if (change.regionCode !== undefined && change.regionCode !== form.regionCode) next.comunaCode = "";
  return next;
}

/** The field accepts digits and spaces only (and a leading + for the country code). */
export function cleanWhatsappInput(text: string): string {
  return text.replace(/[^\d\s+]/g, "").replace(/(?!^)\+/g, "");
}

export function toCheckoutDelivery(form: CheckoutForm): CheckoutDelivery {
  if (form.deliveryType === "pickup") return { type: "pickup" };
  return {
    type: "shipping",
    regionCode: form.regionCode,
    comunaCode: form.comunaCode,
    street: form.street.trim(),
    number: form.number.trim(),
    apartment: form.apartment.trim() || null,
  };
}

export type CheckoutProblem = (typeof CHECKOUT_MESSAGES)[
  "whatsappRequired" | "whatsappInvalid" | "addressIncomplete"];

/** What still keeps the pay buttons disabled, in the order the form asks for it. */
export function checkoutProblems(form: CheckoutForm): {
  whatsapp?: CheckoutProblem;
  address?: CheckoutProblem;
} {
  const whatsapp = whatsappProblem(form.whatsapp);
  return {
    ...(whatsapp ? { whatsapp } : {}),
    ...(isCompleteDelivery(toCheckoutDelivery(form)) ? {} : { address: CHECKOUT_MESSAGES.addressIncomplete }),
  };
}
