import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { DISCOUNT_MESSAGES } from "@domain/discounts/discount-code.ts";
import { renderInShop } from "@/shop/testing/render-in-shop.tsx";
import { EMPTY_CHECKOUT_FORM } from "../checkout-form.ts";
import { useCheckoutFormStore } from "../stores/checkout-form-store.ts";
import { useDiscountStore } from "../stores/discount-store.ts";
import { CheckoutPanel } from "./checkout-panel.tsx";

const checkDiscountCode = vi.hoisted(() => vi.fn());
vi.mock("@/lib/firebase/shop/checkout.ts", () => ({ checkDiscountCode }));
vi.mock("@/lib/firebase/storefront-snapshot.ts", () => ({
  readSavedSnapshot: async () => undefined,
  saveSnapshot: async () => undefined,
  fetchStorefrontSnapshot: async () => ({ generatedAt: new Date(), products: [], settings: null }),
}));
vi.mock("@/lib/firebase/settings.ts", () => ({ watchShopSettings: () => () => undefined }));
vi.mock("@/lib/firebase/live-reads.ts", () => ({
  watchCatalog: async () => ({ follow: () => undefined, stop: () => undefined }),
}));

beforeEach(() => {
  useCheckoutFormStore.setState({ form: EMPTY_CHECKOUT_FORM });
  useDiscountStore.getState().remove();
  checkDiscountCode.mockReset();
});

async function applyCode(total: number, code: string) {
  const view = renderInShop(
    <CheckoutPanel items={[{ price: total, quantity: 1 }]} running={null} onPay={() => {}} />,
  );
  await view.user.click(screen.getByRole("button", { name: "¿Tienes un código de descuento?" }));
  await view.user.type(screen.getByRole("textbox", { name: "Código de descuento" }), code);
  await view.user.click(screen.getByRole("button", { name: "Aplicar" }));
  return view;
}

describe("the discount code at checkout", () => {
  it("shows the discount line and the new total once the server accepts the code", async () => {
    checkDiscountCode.mockResolvedValue({
      ok: true,
      code: "VERANO15",
      rule: { kind: "percent", percent: 15 },
      amount: 1_949,
    });
    const { rerender } = await applyCode(12_990, "verano15");

    expect(await screen.findByText("Descuento (VERANO15)")).toBeInTheDocument();
    expect(screen.getByText("−$1.949")).toBeInTheDocument();
    expect(screen.getByText("$11.041")).toBeInTheDocument();
    // The cart changed: the preview follows from the rule, without asking the server again.
    rerender(
      <MemoryRouter>
        <CheckoutPanel items={[{ price: 25_980, quantity: 1 }]} running={null} onPay={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByText("−$3.897")).toBeInTheDocument();
    expect(screen.getByText("$22.083")).toBeInTheDocument();
    expect(checkDiscountCode).toHaveBeenCalledOnce();
  });

  it("shows a refusal by the field, and no discount", async () => {
    checkDiscountCode.mockResolvedValue({
      ok: false,
      reason: "exhausted",
      message: DISCOUNT_MESSAGES.exhausted,
    });
    await applyCode(12_990, "agotado");

    expect(await screen.findByText(DISCOUNT_MESSAGES.exhausted)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Código de descuento" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(screen.queryByText(/Descuento \(/)).not.toBeInTheDocument();
    const amounts = within(screen.getByLabelText("Montos del pedido"));
    expect(amounts.getByText("Total").nextElementSibling).toHaveTextContent("$12.990");
  });
});
