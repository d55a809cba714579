import { describe, expect, it } from "vitest";
import { CHECKOUT_MESSAGES } from "@domain/orders/checkout.ts";
import { CHECKOUT_LIMIT_MESSAGES } from "@domain/orders/checkout-limits.ts";
import { checkoutErrorToast } from "./checkout-errors.ts";
import {
  checkoutProblems,
  cleanWhatsappInput,
  EMPTY_CHECKOUT_FORM,
  toCheckoutDelivery,
  updateCheckoutForm,
  type CheckoutForm,
} from "./checkout-form.ts";
import { PROVIDENCIA_DELIVERY } from "@domain/testing/addresses.ts";

const shipping: CheckoutForm = {
  whatsapp: "+56 9 1234 5678",
  deliveryType: "shipping",
  regionCode: "13",
  comunaCode: "13123",
  street: " Av. Italia ",
  number: "1234",
  apartment: "",
};

describe("checkout form", () => {
  it("clears the address when the shopper picks pickup", () => {
    expect(updateCheckoutForm(shipping, { deliveryType: "pickup" })).toEqual({
      ...EMPTY_CHECKOUT_FORM,
      whatsapp: shipping.whatsapp,
    });
  });

  it("clears the comuna when the region changes, and only then", () => {
    expect(updateCheckoutForm(shipping, { regionCode: "5" }).comunaCode).toBe("");
    expect(updateCheckoutForm(shipping, { regionCode: "13" }).comunaCode).toBe("13123");
    expect(updateCheckoutForm(shipping, { street: "Otra" }).comunaCode).toBe("13123");
  });

  it("keeps digits, spaces and a leading + in the WhatsApp field", () => {
    expect(cleanWhatsappInput("+56 9 1234-5678 abc")).toBe("+56 9 12345678 ");
    expect(cleanWhatsappInput("56+9")).toBe("569");
  });

  it("sends a trimmed address, with no apartment when none was typed", () => {
    expect(toCheckoutDelivery(shipping)).toEqual({ ...PROVIDENCIA_DELIVERY, apartment: null });
    expect(toCheckoutDelivery({ ...shipping, deliveryType: "pickup" })).toEqual({ type: "pickup" });
  });

  it("names what keeps the pay buttons disabled with the spec's messages", () => {
    expect(checkoutProblems(shipping)).toEqual({});
    expect(checkoutProblems(EMPTY_CHECKOUT_FORM)).toEqual({ whatsapp: CHECKOUT_MESSAGES.whatsappRequired });
    expect(checkoutProblems({ ...shipping, number: "  " })).toEqual({
      address: CHECKOUT_MESSAGES.addressIncomplete,
    });
    expect(checkoutProblems({ ...shipping, comunaCode: "" }).address).toBe(
      CHECKOUT_MESSAGES.addressIncomplete,
    );
    // A comuna of another region is not an address.
    expect(checkoutProblems({ ...shipping, regionCode: "5" }).address).toBe(
      CHECKOUT_MESSAGES.addressIncomplete,
    );
  });
});

describe("checkout error toast", () => {
  it("shows the server's stock message under 'Stock insuficiente'", () => {
    const error = { code: "functions/failed-precondition", message: "Solo quedan 1 unidades de Collar Luna" };
    expect(checkoutErrorToast(error)).toEqual({
      title: "Stock insuficiente",
      description: "Solo quedan 1 unidades de Collar Luna",
    });
  });

  it("says a product is gone when the server did not find it", () => {
    expect(
      checkoutErrorToast({ code: "functions/not-found", message: "Producto Collar Luna no encontrado" }),
    ).toEqual({
      title: "Error",
      description: "Uno de los productos ya no está disponible.",
    });
  });

  it("names a checkout limit with the server's reason", () => {
    const message = CHECKOUT_LIMIT_MESSAGES.tooManyOpenOrders;
    expect(checkoutErrorToast({ code: "functions/resource-exhausted", message })).toEqual({
      title: "Demasiados pedidos",
      description: message,
    });
  });

  it("falls back to the spec's general failure for anything else", () => {
    expect(checkoutErrorToast(new TypeError("Failed to fetch"))).toEqual(CHECKOUT_MESSAGES.orderFailed);
    expect(checkoutErrorToast({ code: "functions/internal", message: "INTERNAL" })).toEqual(
      CHECKOUT_MESSAGES.orderFailed,
    );
    expect(checkoutErrorToast(undefined)).toEqual(CHECKOUT_MESSAGES.orderFailed);
    // The words of a message decide nothing: only the server's code does.
    expect(checkoutErrorToast({ code: "functions/internal", message: "Sin stock: quedan 0" })).toEqual(
      CHECKOUT_MESSAGES.orderFailed,
    );
    expect(checkoutErrorToast({ code: "functions/unavailable", message: "Producto no encontrado" })).toEqual(
      CHECKOUT_MESSAGES.orderFailed,
    );
  });
});
