import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHECKOUT_MESSAGES } from "@domain/orders/checkout.ts";
import { CHECKOUT_NEEDS_CONNECTION } from "../checkout-errors.ts";
import { EMPTY_CHECKOUT_FORM, toCheckoutDelivery } from "../checkout-form.ts";
import { useCheckoutFormStore } from "../stores/checkout-form-store.ts";
import { renderInShop } from "@/shop/testing/render-in-shop.tsx";
import { CheckoutPanel } from "./checkout-panel.tsx";
import { FINTOC_AMOUNT_TOO_LARGE, FINTOC_MAX_AMOUNT } from "@domain/orders/fintoc.ts";
import { PROVIDENCIA_DELIVERY } from "@domain/testing/addresses.ts";

// The panel names the pickup comuna from the shop settings; they come from the storefront
// snapshot, and the live listeners that follow it must not reach for Firestore.
vi.mock("@/lib/firebase/storefront-snapshot.ts", () => ({
  readSavedSnapshot: async () => undefined,
  saveSnapshot: async () => undefined,
  fetchStorefrontSnapshot: async () => ({
    generatedAt: new Date(),
    products: [],
    settings: {
      pickup: { comuna: "Providencia", details: "Metro Los Leones" },
      // Santiago $3.990, Providencia $2.990, the rest por pagar; free from $60.000.
      shipping: {
        regions: { "13": { kind: "price", amount: 3990 } },
        comunas: { "13123": { kind: "price", amount: 2990 } },
        freeShippingFrom: 60000,
      },
    },
  }),
}));
vi.mock("@/lib/firebase/settings.ts", () => ({ watchShopSettings: () => () => undefined }));
vi.mock("@/lib/firebase/live-reads.ts", () => ({
  watchCatalog: async () => ({ follow: () => undefined, stop: () => undefined }),
}));

const onPay = vi.fn();

function renderPanel({
  running = null,
  total = 62970,
}: { running?: "FINTOC_LINK" | null; total?: number } = {}) {
  return renderInShop(
    <CheckoutPanel items={[{ price: total, quantity: 1 }]} running={running} onPay={onPay} />,
  );
}

const whatsapp = () => screen.getByRole("textbox", { name: "WhatsApp" });
const payByLink = () => screen.getByRole("button", { name: "Pagar con tarjeta o transferencia bancaria" });
const payByTransfer = () => screen.getByRole("button", { name: "Pagar por transferencia" });
const form = () => useCheckoutFormStore.getState().form;
/** The summary's lines, "Envío: $3.990" and so on. */
const amountLines = () =>
  within(screen.getByLabelText("Montos del pedido"))
    .getAllByRole("term")
    .map((term) => `${term.textContent}: ${term.nextElementSibling!.textContent}`);

beforeEach(() => {
  useCheckoutFormStore.setState({ form: EMPTY_CHECKOUT_FORM });
  onPay.mockReset();
});
afterEach(() => vi.restoreAllMocks());

describe("CheckoutPanel, a total the payment link cannot take", () => {
  it("explains the limit and offers the transfer instead", async () => {
    const { user } = renderPanel({ total: FINTOC_MAX_AMOUNT });
    await user.type(whatsapp(), "912345678");
    expect(payByLink()).toBeDisabled();
    expect(payByLink()).toHaveAccessibleDescription(
      `Débito · Crédito · Transferencia ${FINTOC_AMOUNT_TOO_LARGE}`,
    );
    await user.click(payByTransfer());
    expect(onPay).toHaveBeenCalledExactlyOnceWith("TRANSFERENCIA_DIRECTA");
  });

  it("keeps the link for a total just under it", () => {
    renderPanel({ total: FINTOC_MAX_AMOUNT - 1 });
    expect(payByLink()).toBeEnabled();
    expect(screen.queryByText(FINTOC_AMOUNT_TOO_LARGE)).not.toBeInTheDocument();
  });
});

describe("CheckoutPanel, pickup", () => {
  it("starts with free pickup in the shop's comuna and the order total", async () => {
    renderPanel();

    expect(screen.getByRole("radio", { name: /Retiro en tienda/ })).toBeChecked();
    expect(screen.getByRole("radio", { name: /Envío a domicilio/ })).not.toBeChecked();
    expect(await screen.findByText("Gratis, en Providencia")).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Dirección de envío" })).not.toBeInTheDocument();
    expect(amountLines()).toEqual(["Subtotal: $62.970", "Entrega: Retiro sin costo", "Total: $62.970"]);
  });

  it("says what is missing and does not pay while the WhatsApp is empty", async () => {
    const { user } = renderPanel();
    expect(screen.getByText("Por favor completa tu WhatsApp")).toBeInTheDocument();
    expect(whatsapp()).not.toHaveAttribute("aria-invalid");

    await user.click(payByLink());

    const toast = await screen.findByRole("status", { name: "Campo requerido" });
    expect(toast).toHaveTextContent("Por favor completa tu WhatsApp");
    expect(screen.queryByRole("status", { name: "Dirección incompleta" })).not.toBeInTheDocument();
    expect(whatsapp()).toHaveAccessibleErrorMessage("Por favor completa tu WhatsApp");
    await waitFor(() => expect(whatsapp()).toHaveFocus());
    expect(onPay).not.toHaveBeenCalled();
  });

  it("shows one toast per missing field however often pay is pressed, and clears it once paying", async () => {
    const { user } = renderPanel();
    await user.click(payByLink());
    await user.click(payByLink());
    await user.click(payByTransfer());

    const toast = await screen.findByRole("status", { name: "Campo requerido" });
    expect(screen.getAllByRole("status", { name: "Campo requerido" })).toHaveLength(1);
    expect(toast).toHaveAttribute("data-state", "open");

    await user.type(whatsapp(), "+56 9 1234 5678");
    await user.click(payByLink());

    expect(onPay).toHaveBeenCalledExactlyOnceWith("FINTOC_LINK");
    // Dismissed: it closes (jsdom runs no exit animation, so it may stay in the DOM, closed).
    await waitFor(() => expect(toast).toHaveAttribute("data-state", "closed"));
  });

  it("marks a number that is no phone number once the shopper leaves the field", async () => {
    const { user } = renderPanel();
    expect(whatsapp()).toHaveAccessibleDescription("Te escribiremos a este número para coordinar tu pedido.");

    await user.type(whatsapp(), "9123");
    await user.tab();

    // Chakra's field finds its error text with a MutationObserver, so the link comes a tick later.
    await waitFor(() =>
      expect(whatsapp()).toHaveAccessibleErrorMessage(
        "Revisa tu WhatsApp: escribe un celular o teléfono válido, por ejemplo +56 9 1234 5678",
      ),
    );
  });

  it("keeps only digits, spaces and a leading + in the number, then pays with the chosen method", async () => {
    const { user } = renderPanel();

    await user.type(whatsapp(), "+56 9 1234-5678 (casa)+");

    expect(whatsapp()).toHaveValue("+56 9 12345678 ");
    expect(screen.queryByText("Por favor completa tu WhatsApp")).not.toBeInTheDocument();

    await user.click(payByTransfer());

    expect(onPay).toHaveBeenCalledExactlyOnceWith("TRANSFERENCIA_DIRECTA");
    expect(form()).toEqual({ ...EMPTY_CHECKOUT_FORM, whatsapp: "+56 9 12345678 " });
    expect(toCheckoutDelivery(form())).toEqual({ type: "pickup" });
    expect(screen.queryByRole("status", { name: "Campo requerido" })).not.toBeInTheDocument();
  });
});

describe("CheckoutPanel, shipping", () => {
  it("asks for a Chilean address, and says both problems when paying without it", async () => {
    const { user } = renderPanel();
    await user.type(whatsapp(), "+56 9 1234 5678");

    await user.click(screen.getByRole("radio", { name: /Envío a domicilio/ }));

    const address = within(screen.getByRole("group", { name: "Dirección de envío" }));
    // The option says what shipping costs; the summary waits for the comuna.
    expect(screen.getByText("Según tu comuna · gratis desde $60.000")).toBeInTheDocument();
    expect(amountLines()).toEqual(["Subtotal: $62.970", "Envío: Según tu comuna", "Total: $62.970"]);
    const comuna = address.getByRole("combobox", { name: "Comuna" });
    expect(comuna).toBeDisabled();
    expect(within(comuna).getByRole("option", { name: "Primero elige una región" })).toBeInTheDocument();

    await user.click(payByLink());

    const toast = await screen.findByRole("status", { name: "Dirección incompleta" });
    expect(toast).toHaveTextContent(
      "Por favor completa tu dirección de envío (calle y número son obligatorios)",
    );
    expect(onPay).not.toHaveBeenCalled();
    for (const name of ["Región", "Calle", "Número"]) {
      const field = address.getByRole(name === "Región" ? "combobox" : "textbox", { name });
      expect(field).toHaveAccessibleErrorMessage("Campo requerido");
    }
    expect(address.getByRole("textbox", { name: "Depto / oficina (opcional)" })).not.toHaveAttribute(
      "aria-invalid",
    );
    await waitFor(() => expect(address.getByRole("combobox", { name: "Región" })).toHaveFocus());
  });

  it("lists the region's comunas and sends the address it was given", async () => {
    const { user } = renderPanel();
    await user.type(whatsapp(), "+56 9 1234 5678");
    await user.click(screen.getByRole("radio", { name: /Envío a domicilio/ }));
    const address = within(screen.getByRole("group", { name: "Dirección de envío" }));
    const comuna = address.getByRole("combobox", { name: "Comuna" });

    await user.selectOptions(
      address.getByRole("combobox", { name: "Región" }),
      "Región Metropolitana de Santiago",
    );
    expect(comuna).toBeEnabled();
    expect(within(comuna).getByRole("option", { name: "Providencia" })).toBeInTheDocument();
    expect(within(comuna).queryByRole("option", { name: "Valparaíso" })).not.toBeInTheDocument();

    await user.selectOptions(comuna, "Providencia");
    await user.type(address.getByRole("textbox", { name: "Calle" }), "  Av. Italia ");
    await user.type(address.getByRole("textbox", { name: "Número" }), "1234");
    await user.type(address.getByRole("textbox", { name: "Depto / oficina (opcional)" }), "Depto 5B");
    expect(screen.queryByText(CHECKOUT_MESSAGES.addressIncomplete.description)).not.toBeInTheDocument();

    await user.click(payByLink());

    expect(onPay).toHaveBeenCalledExactlyOnceWith("FINTOC_LINK");
    expect(toCheckoutDelivery(form())).toEqual({ ...PROVIDENCIA_DELIVERY, apartment: "Depto 5B" });
  });

  it("forgets the comuna when the region changes, and the address when going back to pickup", async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole("radio", { name: /Envío a domicilio/ }));
    const region = screen.getByRole("combobox", { name: "Región" });
    await user.selectOptions(region, "Región Metropolitana de Santiago");
    await user.selectOptions(screen.getByRole("combobox", { name: "Comuna" }), "Providencia");

    await user.selectOptions(region, "Región de Valparaíso");

    expect(screen.getByRole("combobox", { name: "Comuna" })).toHaveValue("");
    expect(form().comunaCode).toBe("");

    await user.type(screen.getByRole("textbox", { name: "Calle" }), "Av. Italia");
    await user.click(screen.getByRole("radio", { name: /Retiro en tienda/ }));

    expect(screen.queryByRole("group", { name: "Dirección de envío" })).not.toBeInTheDocument();
    expect(form()).toMatchObject({ deliveryType: "pickup", regionCode: "", street: "" });
  });
});

describe("CheckoutPanel, shipping cost", () => {
  async function shipTo(regionName: string, comunaName: string, total: number) {
    const { user } = renderPanel({ total });
    await user.click(screen.getByRole("radio", { name: /Envío a domicilio/ }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Región" }), regionName);
    await user.selectOptions(screen.getByRole("combobox", { name: "Comuna" }), comunaName);
  }

  it("adds the región's rate to the total as soon as the comuna is chosen", async () => {
    await shipTo("Región Metropolitana de Santiago", "Ñuñoa", 25980);
    expect(amountLines()).toEqual(["Subtotal: $25.980", "Envío: $3.990", "Total: $29.970"]);
  });

  it("takes a comuna's own rate before its región's", async () => {
    await shipTo("Región Metropolitana de Santiago", "Providencia", 25980);
    expect(amountLines()).toEqual(["Subtotal: $25.980", "Envío: $2.990", "Total: $28.970"]);
  });

  it("ships free from the threshold", async () => {
    await shipTo("Región Metropolitana de Santiago", "Ñuñoa", 60000);
    expect(amountLines()).toEqual(["Subtotal: $60.000", "Envío: Gratis", "Total: $60.000"]);
  });

  it("says por pagar where the owner set no price, and leaves it out of the total", async () => {
    await shipTo("Región de Valparaíso", "Viña del Mar", 25980);
    expect(amountLines()).toEqual(["Subtotal: $25.980", "Envío: Por pagar al recibir", "Total: $25.980"]);
  });
});

describe("CheckoutPanel, while paying or offline", () => {
  it("locks both buttons while one payment is being requested", () => {
    useCheckoutFormStore.setState({ form: { ...EMPTY_CHECKOUT_FORM, whatsapp: "+56 9 1234 5678" } });
    renderPanel({ running: "FINTOC_LINK" });

    expect(screen.getByRole("button", { name: "Cargando..." })).toBeDisabled();
    expect(payByTransfer()).toBeDisabled();
  });

  it("says a connection is needed and does not let the shopper pay offline", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    useCheckoutFormStore.setState({ form: { ...EMPTY_CHECKOUT_FORM, whatsapp: "+56 9 1234 5678" } });
    renderPanel();

    expect(screen.getByText(CHECKOUT_NEEDS_CONNECTION)).toBeInTheDocument();
    expect(payByLink()).toBeDisabled();
    expect(payByTransfer()).toBeDisabled();
  });
});
